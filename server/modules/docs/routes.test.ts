import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../contract/routes';
import type { OpenApiDocument } from '../../openapi/build-document';
import { buildTestApp } from '../../testing/build-test-app';

/** Every operation of a document, one per method and path. */
const operationCount = (document: OpenApiDocument) =>
  Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);

describe('GET /api/docs and /api/docs/openapi.json', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ demo: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serve the document as JSON to anyone, signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<OpenApiDocument>();
    expect(body.openapi).toBe('3.1.0');
    expect(operationCount(body)).toBe(ALL_ROUTES.length);
  });

  it('serve a readable page listing the endpoints by area, with no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<code>/api/settings/backups</code>');
    expect(res.body).toMatch(/<td class="method">POST<\/td><td><code>\/api\/settings\/backups<\/code><\/td>/);
    expect(res.body).toContain('href="/api/docs/openapi.json"');
    expect(res.body).toContain('<h2>backups</h2>');
    expect(res.body).not.toContain('<script');
    // The page policy: this server's scripts only, inline styles allowed, not framed.
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('other methods are not answered', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/docs/openapi.json', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
