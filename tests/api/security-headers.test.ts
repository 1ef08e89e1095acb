import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAncestorsFor } from '../../server/plugins/security-headers';
import { buildTestApp, loginAs } from '../../server/testing/build-test-app';

const INDEX =
  '<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd34.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('salon '.repeat(400))});`;

/** A web build as Vite leaves it, with the .br and .gz copies the build step adds. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = join(dir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  return dir;
}

function expectEveryAnswerHeaders(res: LightMyRequestResponse, label: string): void {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('same-origin');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(String(res.headers['content-security-policy']), label).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  let app: FastifyInstance;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeWebBuild();
    app = await buildTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('an API answer: not sniffed, not framed, never stored by a cache', async () => {
    const owner = loginAs(app, 'owner');
    for (const url of ['/api/health', '/api/users/security', '/api/users/sessions']) {
      const res = await app.inject({ method: 'GET', url, headers: owner.headers });
      expect(res.statusCode, url).toBe(200);
      expectEveryAnswerHeaders(res, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      // Nothing in a JSON answer may run or load anything, should it ever be shown as a page.
      expect(res.headers['content-security-policy'], url).toMatch(/^default-src 'none'/);
    }
  });

  it('errors and 404s carry the same headers', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/auth/me' }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'http://evil.example' } }),
      await app.inject({ method: 'GET', url: '/assets/missing-0000.js' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 400, 403, 404]);
    for (const res of answers) {
      expectEveryAnswerHeaders(res, `${res.statusCode} ${res.body}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
  });

  it('index.html: the page policy, revalidated on every visit, deep links included', async () => {
    for (const url of ['/', '/demo-salon/settings/overview']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expectEveryAnswerHeaders(res, url);
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      // One policy: not the page's plus a second one from somewhere else.
      expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
    }
  });

  it('a hashed asset: immutable for a year, brotli when accepted', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expectEveryAnswerHeaders(br, url);
    expect(String(br.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(Buffer.compare(br.rawPayload, brotliCompressSync(SCRIPT))).toBe(0);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a file without a hash in its name is revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectEveryAnswerHeaders(res, '/favicon.svg');
  });

  it('only the public booking page may be framed', () => {
    expect(frameAncestorsFor('/demo-salon/book')).toBe('*');
    expect(frameAncestorsFor(`/demo-salon/book/manage/${'a'.repeat(43)}`)).toBe('*');
    expect(frameAncestorsFor('/demo-salon/settings/overview')).toBe("'none'");
    expect(frameAncestorsFor('/api/book')).toBe("'none'");
    expect(frameAncestorsFor('/api/public/booking/demo-salon')).toBe("'none'");
    expect(frameAncestorsFor('/demo-salon/book/other')).toBe("'none'");
  });
});
