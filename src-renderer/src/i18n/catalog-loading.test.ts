import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * What a window starts with: English at once, every other language when it is first asked for. The
 * catalogs are kept for the module's life, and other test files load languages too, so each test
 * here takes a fresh copy of the module (vitest.config.ts runs a file that resets modules in a
 * worker of its own, so the shared workers keep theirs).
 */
async function freshCatalogs() {
  vi.resetModules();
  const [catalogs, { en }] = await Promise.all([import('./catalogs'), import('./en')]);
  return { ...catalogs, en };
}

describe('loading a catalog', () => {
  let fresh: Awaited<ReturnType<typeof freshCatalogs>>;
  beforeEach(async () => {
    fresh = await freshCatalogs();
  });

  it('keeps English ready at once and tells subscribers when another language arrives', async () => {
    const { en, loadCatalog, loadedCatalog, subscribeToCatalogs } = fresh;
    expect(loadedCatalog('en')).toBe(en);
    const language = 'de';
    expect(loadedCatalog(language)).toBeUndefined();
    let calls = 0;
    const unsubscribe = subscribeToCatalogs(() => (calls += 1));
    const catalog = await loadCatalog(language);
    unsubscribe();
    expect(calls).toBe(1);
    expect(loadedCatalog(language)).toBe(catalog);
    expect(catalog).not.toBe(en);
    expect(await loadCatalog(language)).toBe(catalog);
  });

  it('answers English for a language it does not know', async () => {
    const { en, loadCatalog, loadedCatalog } = fresh;
    expect(await loadCatalog('xx')).toBe(en);
    expect(loadedCatalog('xx')).toBeUndefined();
  });
});
