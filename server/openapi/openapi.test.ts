import { Ajv2020 } from 'ajv/dist/2020';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { ALL_ROUTES, defineRoute, routeLabel } from '../contract/routes';
import { buildOpenApiDocument, documentedRoutes, openApiPath, type OpenApiDocument } from './build-document';
import { buildDocsPage } from './html-page';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of a document as `METHOD /fastify/:path`, to compare with the route map. */
function operationLabels(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

/** Keys anywhere in a value, to find what must not be in JSON Schema. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, into));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      into.add(key);
      allKeys(child, into);
    }
  return into;
}

/** How often `keyword` is used with a value it takes as a keyword. */
function keywordUses(value: unknown, keyword: string, isKeywordValue: (value: unknown) => boolean): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + keywordUses(item, keyword, isKeywordValue), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.entries(value).reduce(
    (sum, [key, child]) =>
      sum + (key === keyword && isKeywordValue(child) ? 1 : 0) + keywordUses(child, keyword, isKeywordValue),
    0,
  );
}

describe('the OpenAPI document of the route map', () => {
  const document = buildOpenApiDocument();

  it('is an OpenAPI 3.1 document of this version, with bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(version);
    expect(document.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('lists every route of the map exactly once, each with its own operationId', () => {
    const labels = operationLabels(document);
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ALL_ROUTES.length);
    expect(document.paths['/api/health']?.get?.operationId).toBe('health.check');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.sort()).toEqual(ALL_ROUTES.map(routeLabel).sort());
  });

  it('a route added to the map shows up in the document by itself', () => {
    const extra = defineRoute({
      method: 'POST',
      path: '/api/widgets/:id/polish',
      permission: 'manage_templates',
      params: Type.Object({ id: Type.String() }),
      body: Type.Object({ shine: Type.Integer({ title: 'Shine' }) }),
      response: Type.Object({ ok: Type.Boolean() }),
    });
    const withExtra = buildOpenApiDocument([...documentedRoutes(), { area: 'widgets', name: 'polish', route: extra }]);
    const operation = withExtra.paths['/api/widgets/{id}/polish']?.post;
    expect(operation).toMatchObject({
      operationId: 'widgets.polish',
      tags: ['widgets'],
      'x-permission': 'manage_templates',
    });
    expect(operation?.description).toBe('Needs the permission manage_templates.');
    expect(withExtra.tags.map((tag) => tag.name)).toContain('widgets');
  });

  it('declares every path parameter, required, and uses OpenAPI path templates', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path, path).not.toContain(':');
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const declared = ((operation.parameters ?? []) as { name: string; in: string; required: boolean }[]).filter(
          (parameter) => parameter.in === 'path',
        );
        expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        expect(declared.every((parameter) => parameter.required)).toBe(true);
      }
    }
    expect(openApiPath('/api/locations/:id/photos/:photoId/file')).toBe('/api/locations/{id}/photos/{photoId}/file');
  });

  it('tags each operation with its area, one tag per ROUTES key', () => {
    const areas = document.tags.map((tag) => tag.name);
    expect(areas).toContain('docs');
    expect(areas).toContain('backups');
    expect(new Set(areas).size).toBe(areas.length);
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) expect(areas).toContain((operation.tags as string[])[0]);
  });

  it('says who may call each operation; public ones need no token', () => {
    const health = document.paths['/api/health']?.get;
    expect(health).toMatchObject({ security: [], 'x-permission': 'public' });
    const backups = document.paths['/api/settings/backups']?.post;
    expect(backups?.security).toBeUndefined();
    expect(backups?.['x-permission']).toMatch(/^[a-z_]+$/);
    expect(backups?.description).toContain(String(backups?.['x-permission']));
    expect(backups?.requestBody).toBeDefined();
  });

  it('every schema in it is valid JSON Schema 2020-12 (what OpenAPI 3.1 uses)', () => {
    const ajv = new Ajv2020({
      strict: true,
      strictTypes: false,
      allowUnionTypes: true,
      validateFormats: false,
      keywords: ['x-plainText', 'x-errorMessage'],
    });
    let compiled = 0;
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) {
        const parameters = (operation.parameters ?? []) as { schema: object }[];
        const body = operation.requestBody as { content: Record<string, { schema: object }> } | undefined;
        const answers = Object.values(
          operation.responses as Record<string, { content?: Record<string, { schema: object }> }>,
        );
        const schemas = [
          ...parameters.map((parameter) => parameter.schema),
          ...Object.values(body?.content ?? {}).map((media) => media.schema),
          ...answers.flatMap((answer) => Object.values(answer.content ?? {}).map((media) => media.schema)),
        ].filter((schema) => !('$ref' in schema));
        for (const schema of schemas) {
          expect(() => ajv.compile(schema), `${String(operation.operationId)}`).not.toThrow();
          compiled += 1;
        }
      }
    expect(compiled).toBeGreaterThan(ALL_ROUTES.length);
  });

  it('holds plain JSON Schema: no TypeBox markers, the server’s own keywords as x- extensions', () => {
    const keys = allKeys(document);
    expect([...keys].filter((key) => key.startsWith('~'))).toEqual([]);
    // As keywords: a string message, a { kind } rule (a property may still be named errorMessage).
    expect(keywordUses(document, 'errorMessage', (value) => typeof value === 'string')).toBe(0);
    expect(
      keywordUses(document, 'plainText', (value) => typeof value === 'object' && value !== null && 'kind' in value),
    ).toBe(0);
    expect(keys.has('x-errorMessage')).toBe(true);
    expect(keys.has('x-plainText')).toBe(true);
    for (const item of Object.values(document.paths))
      for (const method of Object.keys(item)) expect(METHODS).toContain(method);
  });
});

describe('the docs page', () => {
  it('the page escapes what it prints', () => {
    const route = defineRoute({ method: 'GET', path: '/api/<b>', public: true });
    const html = buildDocsPage([{ area: 'x"y', name: 'page', route }]);
    expect(html).toContain('<code>/api/&lt;b&gt;</code>');
    expect(html).toContain('id="x&quot;y"');
  });
});
