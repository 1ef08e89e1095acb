import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface Spawned {
  url: string;
  /** The server's process id, to read its peak memory (/proc/<pid>/status, VmHWM). */
  pid: number;
  stop(): Promise<void>;
}

const TASKSET = '/usr/bin/taskset';

/**
 * The cores a load test gives each side: the server one, the load generator (this process) the
 * other, when the machine has two or more and `taskset` (util-linux) is there. Unpinned on two
 * cores, the scheduler moves the server, its garbage collector's threads and the generator between
 * the cores as they compete, so two runs of one build differed by 15% and more; pinned, each side
 * has a core of its own, as with a load generator on another machine. Null: not pinned.
 */
export const PINNED_CORES: { server: number; generator: number } | null =
  availableParallelism() >= 2 && existsSync(TASKSET) ? { server: 1, generator: 0 } : null;

/** Moves every thread of this process to the load generator's core (see PINNED_CORES). */
export function pinLoadGenerator(): void {
  if (PINNED_CORES) execFileSync(TASKSET, ['-a', '-p', '-c', String(PINNED_CORES.generator), String(process.pid)]);
}

/**
 * Starts a server script in its own process and waits for its `listening on` line. `pinned`: on
 * the server's core of PINNED_CORES (taskset runs node in its place, so the pid is the server's).
 */
export function spawnServer(
  script: string,
  env: Record<string, string> = {},
  { pinned = false }: { pinned?: boolean } = {},
): Promise<Spawned> {
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build:web" first (npm run bench does)`);
  const [command, args] =
    pinned && PINNED_CORES
      ? [TASKSET, ['-c', String(PINNED_CORES.server), process.execPath, script]]
      : [process.execPath, [script]];
  const child: ChildProcess = spawn(command, args, {
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
