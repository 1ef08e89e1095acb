import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { defineRoute } from '../contract/routes';
import type { RequestContext } from '../types';
import { FileAnswer, route, type RouteHandler } from './route';

/**
 * `keepAnswer` (http/route.ts, db/read-cache.ts KeptAnswers): on a bare Fastify with the one
 * route, a handler that counts its calls, and the caller taken from a header, so each rule is seen
 * on its own: what skips the handler, and everything that makes it run again.
 */
const read = defineRoute({
  method: 'GET',
  path: '/kept',
  permission: 'manage_roles',
  query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
  response: Type.Object({ value: Type.String(), caller: Type.String(), page: Type.Integer() }),
});
const fileRead = defineRoute({ method: 'GET', path: '/kept-file', permission: 'manage_roles' });
const versionedRead = defineRoute({
  method: 'GET',
  path: '/kept-versioned',
  permission: 'manage_roles',
  versioned: true,
  response: Type.Object({ value: Type.String() }),
});

interface Setup {
  app: FastifyInstance;
  sqlite: Database.Database;
  calls: () => number;
  get: (caller: string, url?: string) => Promise<{ status: number; body: Record<string, unknown>; etag: unknown }>;
  /** Moves the app's clock on by this many milliseconds. */
  tick: (ms: number) => void;
  setAnswer: (handler: RouteHandler<typeof read>) => void;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function setup(): Promise<Setup> {
  const sqlite = new Database(':memory:');
  sqlite.exec("create table t (id integer primary key, v text); insert into t values (1, 'first')");
  let clock = Date.parse('2026-11-29T09:00:00Z');
  let calls = 0;
  const app = Fastify();
  app.decorate('deps', { database: { sqlite }, now: () => new Date(clock) } as unknown as FastifyInstance['deps']);
  // One context object per caller, as the session cache keeps one per session.
  const contexts = new Map<string, RequestContext>();
  app.decorateRequest('ctx', null);
  // The guard's part, as plugins/auth.ts plays it: the caller, then the kept answer, if any.
  app.addHook('onRequest', (request, reply, done) => {
    const name = String(request.headers['x-caller']);
    if (!contexts.has(name)) contexts.set(name, { user: { id: name } } as unknown as RequestContext);
    request.ctx = contexts.get(name)!;
    if (request.routeOptions.config.sendKeptAnswer?.(reply, request.ctx, clock)) return;
    done();
  });
  const value = () => sqlite.prepare('select v from t where id = 1').pluck().get() as string;
  let answer: RouteHandler<typeof read> = (request, _reply, ctx) => ({
    value: value(),
    caller: ctx.user.id,
    page: request.query.page ?? 1,
  });
  route(
    app,
    read,
    (request, reply, ctx) => {
      calls += 1;
      return answer(request, reply, ctx);
    },
    { keepAnswer: true },
  );
  route(
    app,
    versionedRead,
    () => {
      calls += 1;
      return { data: { value: value() }, version: sqlite.prepare('select count(*) from t').pluck().get() as number };
    },
    { keepAnswer: true },
  );
  route(
    app,
    fileRead,
    () => {
      calls += 1;
      return new FileAnswer(Buffer.from(value()), 'image/png', 'private, max-age=60');
    },
    { keepAnswer: true },
  );
  await app.ready();
  apps.push(app);
  return {
    app,
    sqlite,
    calls: () => calls,
    async get(caller, url = '/kept') {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-caller': caller } });
      return { status: res.statusCode, body: res.json(), etag: res.headers.etag };
    },
    tick: (ms) => (clock += ms),
    setAnswer: (handler) => (answer = handler),
  };
}

describe('a route that keeps its answer', () => {
  it('answers a repeated read without running its handler, with the same JSON', async () => {
    const { get, calls } = await setup();
    const first = await get('ana');
    const again = await get('ana');
    expect(first).toEqual({ status: 200, body: { value: 'first', caller: 'ana', page: 1 }, etag: undefined });
    expect(again).toEqual(first);
    expect(calls()).toBe(1);
  });

  it('runs the handler again after any write through the connection', async () => {
    const { get, calls, sqlite } = await setup();
    await get('ana');
    sqlite.prepare("update t set v = 'second' where id = 1").run();
    expect((await get('ana')).body.value).toBe('second');
    // A write to an unrelated row counts too: the rule is per connection, not per table.
    sqlite.exec('create table other (x); insert into other values (1)');
    await get('ana');
    expect(calls()).toBe(3);
  });

  it('keeps an answer a second at most on the app clock, and never across a clock moved back', async () => {
    const { get, calls, tick } = await setup();
    await get('ana');
    tick(999);
    await get('ana');
    expect(calls()).toBe(1);
    tick(1);
    await get('ana');
    expect(calls()).toBe(2);
    tick(-5_000);
    await get('ana');
    expect(calls()).toBe(3);
  });

  it('keeps answers per caller: one person never gets another’s', async () => {
    const { get, calls } = await setup();
    expect((await get('ana')).body.caller).toBe('ana');
    expect((await get('ben')).body.caller).toBe('ben');
    expect((await get('ana')).body.caller).toBe('ana');
    expect(calls()).toBe(2);
  });

  it('keeps answers per URL, query string included', async () => {
    const { get, calls } = await setup();
    expect((await get('ana', '/kept?page=2')).body.page).toBe(2);
    expect((await get('ana', '/kept?page=3')).body.page).toBe(3);
    expect((await get('ana', '/kept?page=2')).body.page).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps no refusal: a handler that throws runs again next time', async () => {
    const { get, calls, setAnswer } = await setup();
    setAnswer(() => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    });
    expect((await get('ana')).status).toBe(404);
    expect((await get('ana')).status).toBe(404);
    expect(calls()).toBe(2);
  });

  it('never serves an answer made while a write came in (an awaiting handler)', async () => {
    const { get, calls, setAnswer, sqlite } = await setup();
    setAnswer(async () => {
      const value = sqlite.prepare('select v from t where id = 1').pluck().get() as string;
      await new Promise((resolve) => setTimeout(resolve, 5));
      sqlite.prepare("update t set v = 'written meanwhile' where id = 1").run();
      return { value, caller: 'ana', page: 1 };
    });
    expect((await get('ana')).body.value).toBe('first');
    setAnswer((_request, _reply, ctx) => ({ value: 'fresh', caller: ctx.user.id, page: 1 }));
    expect((await get('ana')).body.value).toBe('fresh');
    expect(calls()).toBe(2);
  });

  it('keeps the ETag of a versioned answer with it', async () => {
    const { get, calls } = await setup();
    const first = await get('ana', '/kept-versioned');
    expect(first.etag).toBe('"1"');
    expect(await get('ana', '/kept-versioned')).toEqual(first);
    expect(calls()).toBe(1);
  });

  it('keeps a file answer’s bytes with its type and caching, until the next write', async () => {
    const { app, calls, sqlite } = await setup();
    const file = () => app.inject({ method: 'GET', url: '/kept-file', headers: { 'x-caller': 'ana' } });
    const first = await file();
    const again = await file();
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=60');
      expect(res.body).toBe('first');
    }
    expect(calls()).toBe(1);
    sqlite.prepare("update t set v = 'replaced' where id = 1").run();
    expect((await file()).body).toBe('replaced');
    expect(calls()).toBe(2);
  });

  it('is refused at registration on a write, a public route or a route with an activity entry', () => {
    const app = Fastify();
    app.decorate('deps', { database: { sqlite: new Database(':memory:') } } as unknown as FastifyInstance['deps']);
    const write = defineRoute({ method: 'PUT', path: '/w', permission: 'manage_roles', response: Type.Object({}) });
    const open = defineRoute({ method: 'GET', path: '/p', public: true, response: Type.Object({}) });
    expect(() => route(app, write, () => ({}), { keepAnswer: true })).toThrow('only a signed-in read');
    expect(() => route(app, open, () => ({}), { keepAnswer: true })).toThrow('only a signed-in read');
  });
});
