import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { avatarsDir } from '../../storage/paths';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { multipartFile, TINY_PNG } from '../../testing/multipart';
import { testClock } from '../../testing/test-clock';

// Pictures read once are kept in memory (images/stored-pictures.ts), and a reader's answer for a
// second (KEEP_ANSWER); what is on disk still decides what is served after that second.
let app: FastifyInstance;
let me: Session;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  app = await buildTestApp({ now: clock.now, realTimeClock: true });
  me = loginAs(app, 'practitioner');
});
const aSecondLater = () => clock.advance(1_000);
afterEach(() => app.close());

async function uploadAvatar(): Promise<string> {
  const file = multipartFile('avatar', 'me.png', 'image/png', TINY_PNG);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...me.headers, ...file.headers },
    payload: file.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { avatarUrl: string }).avatarUrl;
}

const fetchAvatar = (url: string) => app.inject({ method: 'GET', url, headers: me.headers });
const storedFiles = () => readdirSync(avatarsDir(app.deps.config.dataDir, me.organizationId));

it('serves the same picture on every read, and a 404 once its file is gone from disk', async () => {
  const url = await uploadAvatar();
  const first = await fetchAvatar(url);
  expect(first.statusCode).toBe(200);
  expect((await fetchAvatar(url)).rawPayload).toEqual(first.rawPayload);

  for (const name of storedFiles()) rmSync(join(avatarsDir(app.deps.config.dataDir, me.organizationId), name));
  aSecondLater();
  expect((await fetchAvatar(url)).statusCode).toBe(404);
});

it('serves the file as it is on disk now, not as it was first read', async () => {
  const url = await uploadAvatar();
  expect((await fetchAvatar(url)).statusCode).toBe(200);
  const picture = storedFiles().find((name) => !name.includes('.thumb.'))!;
  const replaced = Buffer.concat([TINY_PNG, Buffer.from('changed on disk')]);
  writeFileSync(join(avatarsDir(app.deps.config.dataDir, me.organizationId), picture), replaced);
  // The answer kept for this reader holds for a second; then the file is read again.
  expect((await fetchAvatar(url)).rawPayload).not.toEqual(replaced);
  aSecondLater();
  expect((await fetchAvatar(url)).rawPayload).toEqual(replaced);
});

it('serves the new picture once another is uploaded, whose files replace the old ones', async () => {
  const oldUrl = await uploadAvatar();
  expect((await fetchAvatar(oldUrl)).statusCode).toBe(200);
  const oldFiles = storedFiles();
  const newUrl = await uploadAvatar();
  expect(newUrl).not.toBe(oldUrl);
  expect(storedFiles().some((name) => oldFiles.includes(name))).toBe(false);
  // The address names the member and `v` only defeats the browser's cache: both serve the new file.
  const picture = storedFiles().find((name) => !name.includes('.thumb.'))!;
  const marked = Buffer.concat([TINY_PNG, Buffer.from('the new one')]);
  writeFileSync(join(avatarsDir(app.deps.config.dataDir, me.organizationId), picture), marked);
  expect((await fetchAvatar(newUrl)).rawPayload).toEqual(marked);
  expect((await fetchAvatar(oldUrl)).rawPayload).toEqual(marked);
});
