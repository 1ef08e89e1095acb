import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '../../out/server/cli.js');

interface Started {
  child: ChildProcess;
  url: string;
  /** Everything printed so far (complete once the child has closed). */
  stdout: () => string;
  stderr: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build:server" first (npm test does)`);
  const child = spawn(process.execPath, [CLI], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening on (http:\/\/\S+)$/m.exec(out);
      if (match) resolve({ child, url: match[1]!, stdout: () => out, stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/** Stops the server and waits until its output has been read to the end. */
const stopped = (child: ChildProcess, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM') => {
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  child.kill(signal);
  return closed;
};

const DEMO_NOT_CREATED = /^demo data not created: .*$/gm;

const signIn = (url: string, email: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-pass-123' }),
  });

describe('headless server (npm run serve)', () => {
  const dirs: string[] = [];
  // After all: the restart test reopens the folder the test before it wrote.
  afterAll(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-cli-'));
    dirs.push(dir);
    return join(dir, 'nested', 'data');
  };

  // One data folder through two starts, as a salon's server lives: each start of the headless
  // server costs a second or more of the suite, so the restart carries the later checks too.
  describe('on one data folder, started and stopped twice', () => {
    let dir = '';

    it('prints the listening line, serves, and closes cleanly on SIGTERM', async () => {
      dir = dataDir();
      const { child, url, stdout, stderr } = await start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DEMO: '1' });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      const login = await signIn(url, 'reception@demo.test');
      expect(login.status).toBe(200);
      expect(existsSync(join(dir, 'salon.db'))).toBe(true);
      expect(await stopped(child, 'SIGTERM')).toBe(0);
      // A clean close checkpoints the write-ahead log into the database file.
      expect(existsSync(join(dir, 'salon.db-wal'))).toBe(false);
      // Creating the demo is not news: stdout carries the listening line alone, stderr nothing about it.
      expect(stderr()).not.toContain('demo data not created');
      expect(stdout()).toBe(`listening on ${url}\n`);
    });

    it('started again: keeps the data, does not seed the demo twice, puts PUBLIC_URL in emailed links, and closes cleanly on SIGINT', async () => {
      expect(existsSync(join(dir, 'salon.db'))).toBe(true);
      const { child, url, stdout, stderr } = await start({
        PORT: '0',
        DATA_DIR: dir,
        DEMO: '1',
        PUBLIC_URL: 'https://salon.example.com/',
      });
      expect(await (await fetch(`${url}/api/setup/status`)).json()).toEqual({ needsSetup: false });
      const login = await signIn(url, 'owner@demo.test');
      const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const roles = (await (await fetch(`${url}/api/roles`, { headers })).json()) as {
        items: { id: string; name: string }[];
      };
      const invited = await fetch(`${url}/api/team/users`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'ivy.cli@demo.test',
          firstName: 'Ivy',
          lastName: 'Invitee',
          roleId: roles.items.find((role) => role.name === 'receptionist')!.id,
          invite: true,
        }),
      });
      expect(invited.status).toBe(201);
      const logs = (await (await fetch(`${url}/api/notification-logs?search=ivy.cli`, { headers })).json()) as {
        logs: { content: string }[];
      };
      expect(logs.logs[0]!.content).toMatch(/https:\/\/salon\.example\.com\/invite\/[A-Za-z0-9_-]{43}/);
      expect(await stopped(child, 'SIGINT')).toBe(0);
      expect(existsSync(join(dir, 'salon.db-wal'))).toBe(false);
      expect(stderr().match(DEMO_NOT_CREATED)).toEqual([
        'demo data not created: the database already has 2 organizations (Demo Salon, Other Spa)',
      ]);
      expect(stdout()).toBe(`listening on ${url}\n`);
    });
  });

  it('starts empty without DEMO, and says in one line on stderr why DEMO=1 then created nothing', async () => {
    const dir = dataDir();
    const first = await start({ PORT: '0', DATA_DIR: dir });
    expect(await (await fetch(`${first.url}/api/setup/status`)).json()).toEqual({ needsSetup: true });
    const setup = await fetch(`${first.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organizationName: 'Maple & Co',
        organizationSlug: 'maple-co',
        firstName: 'Mia',
        lastName: 'Maple',
        email: 'mia@maple.test',
        password: 'A-long-password-123',
      }),
    });
    expect(setup.status).toBe(201);
    expect(await stopped(first.child)).toBe(0);
    expect(first.stderr()).not.toContain('demo data not created');

    const second = await start({ PORT: '0', DATA_DIR: dir, DEMO: '1' });
    const login = await signIn(second.url, 'owner@demo.test');
    expect(login.status).toBe(401);
    expect(await stopped(second.child)).toBe(0);
    expect(second.stderr().match(DEMO_NOT_CREATED)).toEqual([
      'demo data not created: the database already has an organization (Maple & Co)',
    ]);
    // stdout still carries the listening line alone.
    expect(second.stdout()).toBe(`listening on ${second.url}\n`);
  });

  it('refuses a bad PORT with a clear message', async () => {
    const child = spawn(process.execPath, [CLI], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('PORT must be a whole number from 0 to 65535, got "abc"');
  });
});
