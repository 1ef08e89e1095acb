import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import { BOOKING_PAGE_FOLDER } from './booking-page';

const SETTINGS_INDEX = '<!doctype html><title>settings</title>';
const BOOKING_INDEX =
  '<!doctype html><title>book</title><script type="module" src="/booking-page/assets/index-Zz12.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('book '.repeat(400))});`;
const TOKEN = 'A'.repeat(43);

/** A web build with the booking page built beside the settings app, as `npm run build:web` leaves it. */
function fakeWebBuild(withBookingPage: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-web-'));
  writeFileSync(join(dir, 'index.html'), SETTINGS_INDEX);
  if (withBookingPage) {
    mkdirSync(join(dir, BOOKING_PAGE_FOLDER, 'assets'), { recursive: true });
    writeFileSync(join(dir, BOOKING_PAGE_FOLDER, 'index.html'), BOOKING_INDEX);
    const script = join(dir, BOOKING_PAGE_FOLDER, 'assets', 'index-Zz12.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  }
  return dir;
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('the public booking page', () => {
  let app: FastifyInstance;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeWebBuild(true);
    app = await buildTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers its HTML at /{slug}/book and the manage link, framable by any site', async () => {
    for (const url of ['/demo-salon/book', '/no-such-business/book', `/demo-salon/book/manage/${TOKEN}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(BOOKING_INDEX);
      expect(csp(res.headers), url).toContain('frame-ancestors *');
      expect(csp(res.headers), url).toContain("script-src 'self'");
      expect(csp(res.headers), url).not.toContain('unsafe-inline');
      expect(csp(res.headers).match(/frame-ancestors/g), url).toHaveLength(1);
      // The card forms of Square, Adyen and Tyro load from their hosts on this page only.
      expect(csp(res.headers), url).toContain("script-src 'self' https://*.squarecdn.com");
      expect(csp(res.headers), url).toContain('frame-src https://*.squarecdn.com');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('only the sites the owner listed may frame it, once they list some', async () => {
    const owner = loginAs(app, 'owner');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/booking-settings',
      headers: owner.headers,
      payload: { frameAncestors: ['https://studio.example', 'https://www.studio.example'] },
    });
    expect(saved.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/demo-salon/book' });
    expect(csp(res.headers)).toContain("frame-ancestors 'self' https://studio.example https://www.studio.example");
    // Another business's page is not affected by this one's list.
    const other = await app.inject({ method: 'GET', url: '/other-spa/book' });
    expect(csp(other.headers)).toContain('frame-ancestors *');
  });

  it('every other page and the API stay unframeable', async () => {
    for (const url of ['/api/public/booking/demo-salon', '/api/health', '/demo-salon/settings/overview', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(csp(res.headers), url).toContain("frame-ancestors 'none'");
      expect(csp(res.headers), url).not.toContain('squarecdn');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const settings = await app.inject({ method: 'GET', url: '/demo-salon/settings/overview' });
    expect(settings.body).toBe(SETTINGS_INDEX);
  });

  it('/api/book is not the page, and a malformed manage token is not either', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/book' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(csp(api.headers)).toContain("frame-ancestors 'none'");
    const badToken = await app.inject({ method: 'GET', url: '/demo-salon/book/manage/short' });
    expect(badToken.statusCode).toBe(404);
    expect(badToken.body).not.toContain('<title>book</title>');
    expect(csp(badToken.headers)).toContain("frame-ancestors 'none'");
  });

  it('serves its hashed script compressed and immutable, and nothing else from its folder', async () => {
    const url = `/${BOOKING_PAGE_FOLDER}/assets/index-Zz12.js`;
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(SCRIPT);
    const missing = await app.inject({ method: 'GET', url: `/${BOOKING_PAGE_FOLDER}/assets/nope.js` });
    expect(missing.statusCode).toBe(404);
    const gzFile = await app.inject({ method: 'GET', url: `${url}.gz` });
    expect(gzFile.statusCode).toBe(404);
  });
});

describe('the public booking page without its build', () => {
  it('answers 404, never the settings app in a framable answer', async () => {
    const staticDir = fakeWebBuild(false);
    const app = await buildTestApp({ config: { staticDir } });
    try {
      const res = await app.inject({ method: 'GET', url: '/demo-salon/book' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('settings');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
