import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreconditionFailedError } from '../errors';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import type { RequestContext } from '../types';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from './documents';
import { matchesVersion } from './versions';

interface Hours {
  open: string;
  close: string;
  days: string[];
  rules: { bufferMinutes: number; sameDay: boolean };
}
const hoursKind: DocumentKind<Hours> = {
  kind: 'test-hours',
  scope: 'organization',
  defaults: () => ({ open: '09:00', close: '17:00', days: ['mon', 'tue'], rules: { bufferMinutes: 0, sameDay: true } }),
};

describe('settings documents', () => {
  let app: FastifyInstance;
  const ctxOf = (role: 'owner' | 'admin' | 'otherOwner') => {
    const s = loginAs(app, role);
    return { organizationId: s.organizationId, user: { id: s.userId } } as Pick<
      RequestContext,
      'organizationId' | 'user'
    >;
  };
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('shares an organization document between its people, apart from other organizations', () => {
    const owner = ctxOf('owner');
    const saved = writeDocument(app.deps.db, hoursKind, owner, (d) => ({ ...d, open: '08:00' }), '"0"', new Date());
    expect(saved.version).toBe(1);
    expect(saved.changes).toEqual({ open: { before: '09:00', after: '08:00' } });
    expect(readDocument(app.deps.db, hoursKind, ctxOf('admin')).data.open).toBe('08:00');
    expect(readDocument(app.deps.db, hoursKind, ctxOf('otherOwner'))).toMatchObject({
      version: 0,
      updatedAt: null,
      data: { open: '09:00' },
    });
  });

  it('refuses a stale version inside the transaction and keeps the stored one', () => {
    const owner = ctxOf('owner');
    writeDocument(app.deps.db, hoursKind, owner, (d) => ({ ...d, close: '18:00' }), undefined, new Date());
    expect(() =>
      writeDocument(app.deps.db, hoursKind, owner, (d) => ({ ...d, close: '20:00' }), '"0"', new Date()),
    ).toThrow(PreconditionFailedError);
    expect(readDocument(app.deps.db, hoursKind, owner)).toMatchObject({ version: 1, data: { close: '18:00' } });
  });

  it('fills fields added after a document was saved with their defaults', () => {
    const owner = ctxOf('owner');
    app.deps.database.sqlite
      .prepare(
        "insert into settings_documents (id, organization_id, user_id, kind, data, version, updated_at) values (?, ?, '', 'test-hours', ?, 3, ?)",
      )
      .run(
        '01a1fd09-0000-7000-8000-000000000001',
        owner.organizationId,
        JSON.stringify({ open: '07:00', rules: { bufferMinutes: 15 } }),
        new Date().toISOString(),
      );
    expect(readDocument(app.deps.db, hoursKind, owner)).toMatchObject({
      version: 3,
      data: { open: '07:00', close: '17:00', days: ['mon', 'tue'], rules: { bufferMinutes: 15, sameDay: true } },
    });
  });
});

describe('mergeDeep and If-Match', () => {
  it('lays objects over objects, replaces arrays and values, never mutates', () => {
    const base = { a: 1, nested: { x: 1, y: 2 }, list: [1, 2] };
    const merged = mergeDeep(base, { nested: { y: 3 }, list: [9] });
    expect(merged).toEqual({ a: 1, nested: { x: 1, y: 3 }, list: [9] });
    expect(base).toEqual({ a: 1, nested: { x: 1, y: 2 }, list: [1, 2] });
  });

  it.each([
    [undefined, 4, true],
    ['"4"', 4, true],
    ['W/"4"', 4, true],
    ['"3", "4"', 4, true],
    ['*', 4, true],
    ['"3"', 4, false],
    ['4', 4, false],
  ])('If-Match %s against version %i → %s', (header, version, expected) => {
    expect(matchesVersion(header, version)).toBe(expected);
  });
});
