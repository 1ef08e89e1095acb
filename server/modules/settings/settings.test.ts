import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../contract/preferences';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

describe('user preferences document', () => {
  let app: FastifyInstance;
  let me: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    me = loginAs(app, 'receptionist');
  });
  afterEach(() => app.close());

  const get = (session = me) =>
    call<UserPreferences>(app, { method: 'GET', url: '/api/settings/user', headers: session.headers });
  const save = (payload: unknown, ifMatch?: string, session = me) =>
    call<UserPreferences & ErrorBody>(app, {
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });

  it('answers the spec defaults with version 0 before anything is saved', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_USER_PREFERENCES);
    expect(res.headers.etag).toBe('"0"');
  });

  it('saves a partial update, keeps the other fields, and bumps the version', async () => {
    const saved = await save({ theme: 'dark', ui: { compactMode: true } }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    const reread = await get();
    expect(reread.body.theme).toBe('dark');
    expect(reread.body.ui).toEqual({ ...DEFAULT_USER_PREFERENCES.ui, compactMode: true });
    expect(reread.body.language).toBe('en');
    expect(reread.headers.etag).toBe('"1"');
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    await save({ theme: 'dark' }, '"0"');
    const stale = await save({ theme: 'light' }, '"0"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await get()).body.theme).toBe('dark');
  });

  it('keeps each user’s document apart', async () => {
    await save({ language: 'fr' }, '"0"');
    const other = loginAs(app, 'owner');
    expect((await get(other)).body.language).toBe('en');
  });

  it.each([
    [{ theme: 'neon' }, 'theme must be one of: light, dark, system'],
    [{ language: 'xx' }, 'language must be one of: en, es, fr, de, it, pt, zh, ja'],
    [{ ui: { compactMode: 'yes' } }, 'ui.compactMode must be a boolean'],
    [{ ui: { itemsPerPage: 1000 } }, 'ui.itemsPerPage must be 100 or less'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone must be a time zone from the list'],
    [{ nickname: 'x' }, 'nickname is not an accepted field'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await save(payload, '"0"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await get()).headers.etag).toBe('"0"');
  });

  it('records the change with before and after in the activity log', async () => {
    await save({ timeFormat: '24h' }, '"0"');
    const log = await call<{ items: { section: string; changes: Record<string, unknown> }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=personal',
      headers: me.headers,
    });
    expect(log.body.items[0]?.changes).toEqual({ timeFormat: { before: '12h', after: '24h' } });
  });
});
