import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Spawned {
  url: string;
  /** The server's process id, to read its peak memory (/proc/<pid>/status, VmHWM). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a server script in its own process and waits for its `listening on` line. */
export function spawnServer(script: string, env: Record<string, string> = {}): Promise<Spawned> {
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build:web" first (npm run bench does)`);
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match)
        resolve({
          url: match[1]!,
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}
