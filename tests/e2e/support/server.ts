import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'out/server/cli.js');
const WEB_INDEX = join(ROOT, 'out/renderer/index.html');
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Fails early and clearly when the build the tests run against is missing. */
export function assertWebBuild(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Browser tests need the web build, missing: ${missing.join(', ')}. Run npm run build:web first.`);
  }
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000}s:\n${errors}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${errors}`));
    });
  });
}

/**
 * Starts the headless server exactly as `npm run serve` runs it: a free port, a temporary
 * DATA_DIR, and the demo data unless `demo` is false. `env` adds variables (the fake payment
 * providers' URLs). `stop` sends SIGTERM and removes the data.
 */
export async function startServer({
  demo = true,
  env: extra = {},
}: { demo?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  assertWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (demo) env.DEMO = '1';
  else delete env.DEMO;
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let url: string;
  try {
    url = await waitForUrl(child);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
