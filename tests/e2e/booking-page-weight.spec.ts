import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/server';

// The public booking page is a light page of its own (issue 16): all of its JavaScript, gzipped.
const PAGE = join(ROOT, 'out/renderer/booking-page');
const BUDGET_BYTES = 100 * 1024;

/** Every script the page's HTML loads, and every script those import (the build has no others). */
function scripts(): string[] {
  const html = readFileSync(join(PAGE, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return urls.map((url) => url.replace(/^\/booking-page\//, ''));
}

describe('booking page weight', () => {
  it(`keeps the booking page's JavaScript within ${BUDGET_BYTES / 1024} KB gzip`, () => {
    const files = scripts();
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(PAGE, file)), { level: 9 }).length, 0);
    console.info(`booking page JS: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
