import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../server/testing/build-test-app';
import { BENCH_PARAMS, BENCH_QUERIES, fillPath, type BenchSession } from './route-params';
import { cpuMicros, pinLoadGenerator, PINNED_CORES, spawnServer, type Spawned } from './servers';

const ROOT = join(import.meta.dirname, '../..');
const CONNECTIONS = 50;
/** Seconds per measurement: every route and the bare baseline are measured the same way. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
/** Requests sent before each measurement, so that JIT compilation and first reads are not measured. */
const WARM_UP_REQUESTS = 2_000;
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 10;
/** The server measured: the headless build `npm run bench` makes; another build can be named. */
const SERVER = process.env.BENCH_SERVER ?? join(ROOT, 'out/server/cli.js');
const PASSWORD = 'demo-pass-123';
/** The owner holds every organization permission; a route only the platform admin may read falls back to them. */
const CALLERS = ['owner@demo.test', 'platform@demo.test'];

interface Figures {
  reqPerSec: number;
  p99Ms: number;
  /**
   * The server process's CPU time per answer (user + system, from /proc). With the load generator
   * on the same two cores, throughput also measures autocannon (bigger answers cost it more to
   * read); this is what the server itself spends.
   */
  cpuMicrosPerRequest: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  errors: number;
}

async function measure(server: Spawned, path: string, headers: Record<string, string> = {}): Promise<Figures> {
  const url = `${server.url}${path}`;
  await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP_REQUESTS, headers });
  const cpuBefore = cpuMicros(server.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpu = cpuMicros(server.pid) - cpuBefore;
  return {
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    cpuMicrosPerRequest: r.requests.total > 0 ? cpu / r.requests.total : 0,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** Every GET under /api that needs a session, from the server's own route table: later areas appear by themselves. */
async function authenticatedReads(): Promise<string[]> {
  const app = await buildTestApp({ demo: false });
  try {
    const paths = app.routeTable
      .filter((route) => route.method === 'GET' && !route.public && route.url.startsWith('/api/'))
      .map((route) => route.url);
    return [...new Set(paths)].sort();
  } finally {
    await app.close();
  }
}

async function signIn(url: string, email: string): Promise<BenchSession> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${url}/api/auth/me`, { headers })).json()) as { user: { id: string } };
  return { url, headers, userId: me.user.id };
}

interface Row extends Partial<Figures> {
  path: string;
  /** Why the route was not measured, or answered an error before measuring. */
  problem?: string;
  /** Why the route is not measured here, by design (not a failure). */
  skipped?: string;
}

/**
 * Bare Fastify is measured before and after every route, and each route is compared with those
 * two runs. Over the minutes of a run the same bare server measured from 61,000 req/s down to
 * 47,000 in one session, and from 26,000 to 52,000 within a minute in another: measured every six
 * routes, a route's ratio depended on where it stood in the list.
 */
const pad = (text: string | number, width: number) => String(text).padStart(width);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The bare runs on either side of the route at `index`: bare is measured before each route and after the last. */
const bareAround = (bareRuns: Figures[], index: number) => [bareRuns[index]!, bareRuns[index + 1]!];
const meets = (row: Row, bare: number) =>
  row.reqPerSec !== undefined &&
  row.p99Ms !== undefined &&
  row.errors === 0 &&
  row.reqPerSec / bare >= TARGET_RATIO &&
  row.p99Ms < TARGET_P99_MS;

function table(rows: Row[], bareRuns: Figures[]): string {
  const width = Math.max(...rows.map((row) => `GET ${row.path}`.length), 'bare Fastify hello-world (run 10)'.length);
  const line = (label: string, f: Figures, ratio: string, cpuRatio: string, verdict: string) =>
    `${label.padEnd(width)}  ${pad(f.reqPerSec, 7)}  ${pad(f.p99Ms, 6)}  ${pad(ratio, 5)}  ${pad(f.cpuMicrosPerRequest.toFixed(1), 6)}  ${pad(cpuRatio, 9)}  ${verdict}`;
  const lines = [
    `\nAPI benchmark: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per line, each server in its own process` +
      (PINNED_CORES
        ? `, servers on core ${PINNED_CORES.server} and autocannon on core ${PINNED_CORES.generator}`
        : ', not pinned to cores') +
      '; bare Fastify measured before and after each route, each route compared with those two runs',
    `${'route'.padEnd(width)}  ${pad('req/s', 7)}  ${pad('p99 ms', 6)}  ${pad('ratio', 5)}  ${pad('cpu µs', 6)}  cpu ratio  target (>= ${TARGET_RATIO} of bare, p99 < ${TARGET_P99_MS} ms)`,
  ];
  const bareLine = (run: number) =>
    line(`bare Fastify hello-world (run ${run + 1})`, bareRuns[run]!, '1.00', '1.00', '');
  const met: Row[] = [];
  const missed: Row[] = [];
  rows.forEach((row, index) => {
    // Each bare run is listed where it was measured.
    lines.push(bareLine(index));
    if (row.reqPerSec === undefined) {
      const why = row.skipped ? `not measured: ${row.skipped}` : `NOT MEASURED: ${row.problem}`;
      lines.push(`${`GET ${row.path}`.padEnd(width)}  ${pad('-', 7)}  ${pad('-', 6)}  ${pad('-', 5)}  ${why}`);
      if (row.skipped === undefined) missed.push(row);
      return;
    }
    const around = bareAround(bareRuns, index);
    const bare = mean(around.map((run) => run.reqPerSec));
    const bareCpu = mean(around.map((run) => run.cpuMicrosPerRequest));
    const ok = meets(row, bare);
    (ok ? met : missed).push(row);
    const verdict = ok ? 'met' : `MISSED${row.errors ? ` (${row.errors} errors)` : ''}`;
    const ratio = (row.reqPerSec / bare).toFixed(2);
    const cpuRatio = (bareCpu / row.cpuMicrosPerRequest!).toFixed(2);
    lines.push(line(`GET ${row.path}`, row as Figures, ratio, cpuRatio, verdict));
  });
  lines.push(bareLine(bareRuns.length - 1));
  const bareRates = bareRuns.map((run) => run.reqPerSec);
  lines.push(
    `Summary: ${met.length} of ${met.length + missed.length} authenticated GET routes meet the target against bare Fastify ` +
      `(${bareRuns.length} runs, ${Math.min(...bareRates)} to ${Math.max(...bareRates)} req/s)` +
      (missed.length > 0 ? `; missed: ${missed.map((row) => row.path).join(', ')}` : ' (all met)'),
    "ratio: the route's req/s over the mean of the bare runs on either side of it; cpu µs: the server process's CPU time per answer; cpu ratio: bare Fastify's CPU per answer over the route's.",
  );
  return lines.join('\n');
}

/**
 * Issue 9's target: every authenticated GET serves at least 0.6 of a bare Fastify hello-world's
 * throughput with p99 under 10 ms. Bare Fastify runs beside the app for the whole run and is
 * measured between the routes (bareAround), all with the same autocannon settings. The timings are
 * printed, not asserted (shared, noisy machines); an answer that is not 2xx fails the run, since it
 * would measure an error page.
 */
it('every authenticated GET against bare Fastify', { timeout: 900_000 }, async () => {
  const paths = await authenticatedReads();
  pinLoadGenerator();
  const bareRuns: Figures[] = [];
  const bareServer = await spawnServer(join(ROOT, 'tests/bench/bare-fastify.mjs'), {}, { pinned: true });
  const measureBare = async () => bareRuns.push(await measure(bareServer, '/'));
  await measureBare();

  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-'));
  // A backup folder, as the desktop app gives one: without it the database backups list answers
  // 409, and the scheduled backup at start fails.
  mkdirSync(join(dataDir, 'backups'));
  const app = await spawnServer(
    SERVER,
    { PORT: '0', DATA_DIR: dataDir, DEMO: '1', BACKUP_DIR: join(dataDir, 'backups') },
    { pinned: true },
  );
  const rows: Row[] = [];
  try {
    const sessions: BenchSession[] = [];
    for (const email of CALLERS) sessions.push(await signIn(app.url, email));
    for (const path of paths) {
      const row: Row = { path };
      rows.push(row);
      if (rows.length > 1) await measureBare();
      const sample = BENCH_PARAMS[`GET ${path}`];
      const params = sample ? await sample(sessions[0]!) : {};
      const query = BENCH_QUERIES[`GET ${path}`];
      const filled = fillPath(path, params);
      const target = filled === undefined || !query ? filled : `${filled}?${await query(sessions[0]!)}`;
      if (target === undefined) {
        row.problem = 'a path parameter without an entry in tests/bench/route-params.ts';
        continue;
      }
      // The first caller allowed to read it.
      let session: BenchSession | undefined;
      let status = 0;
      let code: unknown;
      for (const candidate of sessions) {
        const response = await fetch(`${app.url}${target}`, { headers: candidate.headers });
        status = response.status;
        if (status < 300) {
          session = candidate;
          break;
        }
        code = ((await response.json().catch(() => ({}))) as { code?: unknown }).code;
      }
      if (!session && code === 'DESKTOP_ONLY') {
        // The desktop app's own routes (whole-database backups): the headless build measured
        // here answers them 409 by design, whoever asks.
        row.skipped = 'served by the desktop app only (409 DESKTOP_ONLY here, as designed)';
        continue;
      }
      if (!session) {
        row.problem = `answers ${status} to every bench caller`;
        continue;
      }
      Object.assign(row, await measure(app, target, session.headers));
    }
    await measureBare();
  } finally {
    await app.stop();
    await bareServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(table(rows, bareRuns));
  expect(bareRuns.map((run) => run.errors).filter((errors) => errors > 0)).toEqual([]);
  expect(rows.filter((row) => row.skipped === undefined && (row.problem !== undefined || row.errors !== 0))).toEqual(
    [],
  );
});
