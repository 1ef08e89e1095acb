import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/server';

const WEB = join(ROOT, 'out/renderer');
const BUDGET_BYTES = 400 * 1024;

/** The scripts index.html loads before any page: the entry and its module preloads. */
function initialScripts(): string[] {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return urls.map((url) => url.replace(/^\.?\//, ''));
}

const gzipped = (file: string) => gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length;

describe('weight', () => {
  it(`keeps the JavaScript before the first settings page within ${BUDGET_BYTES / 1024} KB gzip`, () => {
    const files = initialScripts();
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, file) => sum + gzipped(file), 0);
    console.info(`initial JS: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
