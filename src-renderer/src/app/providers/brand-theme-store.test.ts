import { describe, expect, it } from 'vitest';
import { readStoredTheme, storeTheme } from './brand-theme-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the stored theme', () => {
  it('reads back what was stored', () => {
    const storage = memoryStorage();
    storeTheme({ theme: 'ocean', designLanguage: 'glass', isDarkMode: true }, storage);
    expect(readStoredTheme(storage)).toEqual({ theme: 'ocean', designLanguage: 'glass', isDarkMode: true });
    storeTheme({ theme: 'spa', designLanguage: 'clean', isDarkMode: null }, storage);
    expect(readStoredTheme(storage)).toEqual({ theme: 'spa', designLanguage: 'clean', isDarkMode: null });
  });

  it('ignores nothing, garbage and values this build does not know', () => {
    expect(readStoredTheme(undefined)).toBeUndefined();
    expect(readStoredTheme(memoryStorage())).toBeUndefined();
    expect(readStoredTheme(memoryStorage({ 'salon.theme': '{not json' }))).toBeUndefined();
    expect(readStoredTheme(memoryStorage({ 'salon.theme': 'null' }))).toBeUndefined();
    const stored = (value: unknown) => memoryStorage({ 'salon.theme': JSON.stringify(value) });
    expect(readStoredTheme(stored({ theme: 'neon', designLanguage: 'glass', isDarkMode: null }))).toBeUndefined();
    expect(readStoredTheme(stored({ theme: 'ocean', designLanguage: 'retro', isDarkMode: null }))).toBeUndefined();
    expect(readStoredTheme(stored({ theme: 'ocean', designLanguage: 'glass', isDarkMode: 'yes' }))).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredTheme(throwing)).toBeUndefined();
    expect(() => storeTheme({ theme: 'ocean', designLanguage: 'glass', isDarkMode: null }, throwing)).not.toThrow();
  });
});
