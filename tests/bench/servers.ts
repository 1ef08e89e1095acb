import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

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

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used so far, in microseconds, from /proc/<pid>/stat. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the last ')'; utime and stime are
  // the 14th and 15th fields of the line, the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}
