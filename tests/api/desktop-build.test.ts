import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DESKTOP_SECRET_HEADER } from '../../server/contract/auth';

const ROOT = join(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'out/main/server.js');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  // A failed expectation must not leave the server running.
  children.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

// The desktop app's server is its own build (electron.vite.config.ts), with the dependencies
// bundled into it. Electron cannot run here; its utility process is Node with a parent port, so the
// built file is started that way: a dependency that only breaks once bundled fails here.
it('starts the desktop build of the server, answers only the desktop app, and stops cleanly', async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run "npm run build:web" first (npm test does)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-desktop-'));
  dirs.push(dataDir);
  const child = fork(join(ROOT, 'tests/fixtures/utility-process.mjs'), [ENTRY], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<number>((resolve, reject) => {
    child.on('message', (message: { type: string; port?: number; message?: string }) => {
      if (message.type === 'ready') resolve(message.port!);
      else reject(new Error(`the server answered ${JSON.stringify(message)}`));
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} before it was ready:\n${errors}`)));
  });
  const secret = randomBytes(32).toString('hex');
  child.send({ type: 'start', dataDir, secret, staticDir: join(ROOT, 'out/renderer') });
  const url = `http://127.0.0.1:${await ready}`;

  const stranger = await fetch(`${url}/api/health`);
  expect(stranger.status).toBe(401);
  expect(await stranger.json()).toMatchObject({ code: 'DESKTOP_ONLY' });
  const headers = { [DESKTOP_SECRET_HEADER]: secret };
  expect(await (await fetch(`${url}/api/setup/status`, { headers })).json()).toEqual({ needsSetup: true });
  const page = await fetch(`${url}/`, { headers });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');

  child.send({ type: 'stop' });
  expect(await exited).toBe(0);
  expect(existsSync(join(dataDir, 'salon.db'))).toBe(true);
});
