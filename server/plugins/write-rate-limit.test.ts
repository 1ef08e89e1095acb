import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../contract/activity';
import type { ErrorBody } from '../contract/common';
import type { ServerConfig } from '../config';
import { buildTestApp, call, loginAs, type Session } from '../testing/build-test-app';
import {
  DEFAULT_WRITE_RATE_LIMIT,
  MAX_TRACKED_WRITERS,
  WRITE_RATE_LIMITED_MESSAGE,
  WriteBuckets,
} from './write-rate-limit';

describe('per-person write rate limit', () => {
  let app: FastifyInstance;
  let clock: Date;
  afterEach(() => app.close());

  const start = async (config: Partial<ServerConfig> = {}) => {
    clock = new Date('2026-11-21T15:00:00Z');
    app = await buildTestApp({ now: () => clock, config });
  };
  const save = (session: Session, theme = 'dark') =>
    call<ErrorBody>(app, { method: 'POST', url: '/api/settings/user', headers: session.headers, payload: { theme } });
  const read = (session: Session) => call(app, { method: 'GET', url: '/api/settings/user', headers: session.headers });
  /** Saves until refused; the number of saves that went through. */
  const saveUntilRefused = async (session: Session, max: number) => {
    for (let i = 0; i < max; i++) {
      if ((await save(session, i % 2 ? 'dark' : 'light')).status === 429) return i;
    }
    return max;
  };

  it('lets a burst of real work through, then answers 429 with Retry-After and a plain message', async () => {
    await start();
    const reception = loginAs(app, 'receptionist');
    expect(await saveUntilRefused(reception, 1000)).toBe(DEFAULT_WRITE_RATE_LIMIT.burst);
    const refused = await save(reception);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: WRITE_RATE_LIMITED_MESSAGE,
      code: 'WRITE_RATE_LIMITED',
      details: { retryAfterSeconds: 1 },
    });
    expect(refused.body.message).toBe('You are making changes too quickly. Please wait a moment and try again.');
  });

  it('does not count or refuse reads', async () => {
    await start({ writeRateLimit: { perMinute: 6, burst: 2 } });
    const reception = loginAs(app, 'receptionist');
    for (let i = 0; i < 50; i++) expect((await read(reception)).status).toBe(200);
    expect(await saveUntilRefused(reception, 10)).toBe(2);
    for (let i = 0; i < 5; i++) expect((await read(reception)).status).toBe(200);
  });

  it('counts each person on their own', async () => {
    await start({ writeRateLimit: { perMinute: 6, burst: 2 } });
    const owner = loginAs(app, 'owner');
    expect(await saveUntilRefused(owner, 10)).toBe(2);
    // A second session of the same person shares the limit; someone else does not.
    expect((await save(loginAs(app, 'owner'))).status).toBe(429);
    expect(await saveUntilRefused(loginAs(app, 'receptionist'), 10)).toBe(2);
  });

  it('works again once the wait has passed', async () => {
    await start({ writeRateLimit: { perMinute: 6, burst: 2 } });
    const owner = loginAs(app, 'owner');
    expect(await saveUntilRefused(owner, 10)).toBe(2);
    const refused = await save(owner);
    // 6 a minute: one change every 10 seconds.
    expect(refused.headers['retry-after']).toBe('10');
    clock = new Date(clock.getTime() + 9_000);
    expect((await save(owner)).status).toBe(429);
    clock = new Date(clock.getTime() + 1_000);
    expect((await save(owner)).status).toBe(200);
    expect((await save(owner)).status).toBe(429);
    // A quiet minute refills the burst, and no more than the burst.
    clock = new Date(clock.getTime() + 60_000);
    expect(await saveUntilRefused(owner, 10)).toBe(2);
  });

  it('files the refused attempts as one activity entry with a count', async () => {
    await start({ writeRateLimit: { perMinute: 6, burst: 2 } });
    const owner = loginAs(app, 'owner');
    expect(await saveUntilRefused(owner, 10)).toBe(2);
    for (let i = 0; i < 99; i++) await save(owner);
    const failed = await call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity?success=failed',
      headers: owner.headers,
    });
    expect(failed.body.total).toBe(1);
    expect(failed.body.items[0]).toMatchObject({
      errorMessage: WRITE_RATE_LIMITED_MESSAGE,
      repeatCount: 100,
      user: { email: 'owner@demo.test' },
    });
  });

  it('can be turned off for tests that hammer the API on purpose', async () => {
    await start({ writeRateLimit: false });
    expect(await saveUntilRefused(loginAs(app, 'owner'), 300)).toBe(300);
  });

  it('remembers a bounded number of people', () => {
    const buckets = new WriteBuckets({ perMinute: 60, burst: 1 });
    for (let i = 0; i < MAX_TRACKED_WRITERS * 2; i++) expect(buckets.take(`user-${i}`, 0)).toBe(0);
    expect(buckets.size).toBe(MAX_TRACKED_WRITERS);
    // The most recent writers are still held to their limit.
    expect(buckets.take(`user-${MAX_TRACKED_WRITERS * 2 - 1}`, 0)).toBe(1);
  });
});
