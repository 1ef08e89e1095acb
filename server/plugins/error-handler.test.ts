import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** The last-resort answers: a unique index that said no, and messages that quote odd input. */
describe('error handler', () => {
  let app: FastifyInstance;
  let sqlite: Database.Database;
  beforeEach(async () => {
    sqlite = new Database(':memory:');
    sqlite.exec('create table names (name text not null unique)');
    app = Fastify();
    registerErrorHandler(app);
    app.post('/names', async (request) => {
      sqlite.prepare('insert into names (name) values (?)').run((request.body as { name: string }).name);
      return { ok: true };
    });
    app.get('/broken', async () => {
      sqlite.prepare('select * from missing').all();
    });
    app.get('/odd', async () => {
      throw Object.assign(new Error('key k\uD800 is not allowed'), { statusCode: 400 });
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    sqlite.close();
  });

  it('answers a unique-index violation the service did not foresee with 409, not 500', async () => {
    const add = () => app.inject({ method: 'POST', url: '/names', payload: { name: 'Stylist' } });
    expect((await add()).statusCode).toBe(200);
    const res = await add();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Something with this name or value already exists. Choose another and try again.',
      code: 'CONFLICT',
    });
  });

  it('keeps other database failures a bare 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('missing');
  });

  it('replaces an unpaired surrogate in a message, so the activity log can store it', async () => {
    const res = await app.inject({ method: 'GET', url: '/odd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('key k\uFFFD is not allowed');
  });
});
