import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import type { AvailabilityAnswer, PublicBookingPage } from '../../server/contract/public-booking';
import { visit, type Target, type VisitTimings } from './first-slots/visit';
import { spawnServer } from './servers';
import { ascending, percentile } from './statistics';
import { localDate } from './booking-load/local-date';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const ROOT = join(import.meta.dirname, '../..');
const SERVER = process.env.BENCH_SERVER ?? join(ROOT, 'out/server/cli.js');
const PAGE_ASSETS = join(ROOT, 'out/renderer/booking-page/assets');
const SLUG = 'demo-salon';
/** Visits with nothing cached, each in a fresh browser context; `FIRST_SLOTS_RUNS=5` shortens a trial. */
const COLD_RUNS = Number(process.env.FIRST_SLOTS_RUNS ?? 15);
/** Visits again in one context after a first visit filled its cache. */
const WARM_RUNS = 5;
const HTTP_RUNS = 30;
const HTTP_WARM_UP = 3;
/** Issue 16: "first slots visible in under 1 s on this machine", and at most 100 KB of gzipped JS. */
const TARGET_MS = 1_000;
const JS_BUDGET_BYTES = 100 * 1024;
const CONTEXT_OPTIONS = {
  locale: 'en-US',
  timezoneId: 'America/New_York',
  viewport: { width: 1280, height: 860 },
};

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Chosen extends Target {
  serviceName: string;
  /** The page's own availability call for the first week. */
  availabilityPath: string;
  slots: number;
}

/**
 * The first location (in the page's order) and its first service with free time in the week that
 * starts today, asked exactly as the page asks (src-booking/booking-flow.ts): the demo's first week
 * may be full for some services, and the figure wanted is the first slots the client sees.
 */
async function firstBookable(baseUrl: string): Promise<Chosen> {
  const pagePath = `/api/public/booking/${SLUG}`;
  const page = await getJson<PublicBookingPage>(`${baseUrl}${pagePath}`);
  for (const location of page.locations) {
    for (const service of page.services.filter((s) => s.locationIds.includes(location.id))) {
      const query = new URLSearchParams({
        serviceId: service.id,
        locationId: location.id,
        from: localDate(location.timeZone, 0),
        to: localDate(location.timeZone, Math.min(6, page.policies.maxAdvanceBookingDays)),
      });
      const availabilityPath = `${pagePath}/availability?${query.toString()}`;
      const { slots } = await getJson<AvailabilityAnswer>(`${baseUrl}${availabilityPath}`);
      if (slots.length === 0) continue;
      return {
        slug: SLUG,
        locationName: location.name,
        serviceId: service.id,
        serviceName: service.name,
        asksLocation: page.locations.length > 1,
        availabilityPath,
        slots: slots.length,
      };
    }
  }
  throw new Error('No service of the demo has free time in the week that starts today');
}

/** Median time of `runs` GETs of `url` (the answer read whole) after a few unmeasured ones. */
async function httpMedian(url: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < HTTP_WARM_UP + runs; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    if (i >= HTTP_WARM_UP) times.push(performance.now() - started);
  }
  return percentile(ascending(times), 0.5);
}

function jsWeight(): { files: string[]; gzipBytes: number } {
  const files = readdirSync(PAGE_ASSETS).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(PAGE_ASSETS, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

type Figure = Exclude<keyof VisitTimings, 'slotText'>;

/** The `p` percentile of one figure over the visits (nearest rank: with 15 runs the p95 is the slowest). */
const of = (runs: VisitTimings[], key: Figure, p: number) => percentile(ascending(runs.map((run) => run[key])), p);

const ROWS: [Figure, string][] = [
  ['firstStep', '(a) navigation start → first step (heading + choices) painted'],
  ['services', '    location click → services painted'],
  ['serviceChecked', '    service checked → Continue enabled, painted'],
  ['practitioners', '    Continue click → practitioners painted'],
  ['firstSlot', '(b) "Any practitioner" click → first slot painted'],
  ['total', '(c) total: navigation start → first slot, page work only'],
  ['htmlEnd', '    of (a): HTML received'],
  ['pageCallStart', '    of (a): page data call sent (script loaded and run)'],
  ['pageCallEnd', '    of (a): page data call answered'],
  ['availabilityCall', '    of (b): availability call in the browser'],
];

function table(cold: VisitTimings[], warm: VisitTimings[], asksLocation: boolean): string[] {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(8);
  const cells = (runs: VisitTimings[], key: Figure) => `${ms(of(runs, key, 0.5))}  ${ms(of(runs, key, 0.95))}`;
  const width = Math.max(...ROWS.map(([, label]) => label.length));
  const head = ['cold med', 'cold p95', 'warm med', 'warm p95'].map((title) => title.padStart(8)).join('  ');
  return [
    `${''.padEnd(width)}  ${head}`,
    ...ROWS.filter(([key]) => asksLocation || key !== 'services').map(
      ([key, label]) => `${label.padEnd(width)}  ${cells(cold, key)}  ${cells(warm, key)}`,
    ),
  ];
}

/**
 * Issue 16's target for the public booking page: "first slots visible in under 1 s on this
 * machine", with at most 100 KB of gzipped JS. The built server runs in its own process with the
 * demo; Chromium goes as a client does from `/demo-salon/book` to the first free time with any
 * practitioner. The time counted is the page's own (marks taken in the page, clicks to what they
 * bring painted), not the bench's between clicks. The baseline in the same run: the two API calls
 * the page makes, timed raw with Node's fetch, to tell the server's share from the page's. The
 * figures are printed, not asserted (a shared, noisy machine).
 */
it('first slots on the public booking page against its raw API calls', { timeout: 600_000 }, async () => {
  const weight = jsWeight();
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-bench-first-slots-'));
  const server = await spawnServer(SERVER, { PORT: '0', DATA_DIR: dataDir, DEMO: '1' });
  let browser: Browser | undefined;
  try {
    const target = await firstBookable(server.url);
    const pageCall = await httpMedian(`${server.url}/api/public/booking/${SLUG}`, HTTP_RUNS);
    const availabilityCall = await httpMedian(`${server.url}${target.availabilityPath}`, HTTP_RUNS);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const fresh = async () => {
      const context = await browser!.newContext(CONTEXT_OPTIONS);
      try {
        return await visit(context, server.url, target);
      } finally {
        await context.close();
      }
    };
    // Unmeasured: Chromium's first page (its own start-up) is not the booking page's doing.
    await fresh();
    const cold: VisitTimings[] = [];
    for (let i = 0; i < COLD_RUNS; i++) cold.push(await fresh());

    const warmContext = await browser.newContext(CONTEXT_OPTIONS);
    const warm: VisitTimings[] = [];
    try {
      await visit(warmContext, server.url, target);
      for (let i = 0; i < WARM_RUNS; i++) warm.push(await visit(warmContext, server.url, target));
    } finally {
      await warmContext.close();
    }

    const coldTotal = of(cold, 'total', 0.5);
    const warmTotal = of(warm, 'total', 0.5);
    const verdict = (value: number) => (value < TARGET_MS ? 'met' : 'MISSED');
    console.info(
      [
        `\nPublic booking page: first slots (Chromium ${browser.version()}, built server with the demo, ${COLD_RUNS} cold visits each in a fresh context, ${WARM_RUNS} warm visits in one context after a first one)`,
        `Booked: "${target.serviceName}" at "${target.locationName}", any practitioner; its first week (from today) has ${target.slots} free times.${target.asksLocation ? '' : ' One location: the page starts on the services.'}`,
        `"painted": the task after the animation frame that shows it. Times in ms.`,
        ...table(cold, warm, target.asksLocation),
        `Total against the ${TARGET_MS} ms target: cold median ${coldTotal.toFixed(0)} ms (${verdict(coldTotal)}), warm median ${warmTotal.toFixed(0)} ms (${verdict(warmTotal)})`,
        `Baseline, raw HTTP with Node's fetch (median of ${HTTP_RUNS}, kept-alive connection): GET /api/public/booking/${SLUG} ${pageCall.toFixed(1)} ms, its availability for the same service and week ${availabilityCall.toFixed(1)} ms`,
        `Booking page JS: ${weight.files.length} file(s) ${weight.files.join(', ')}, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip -9 (budget ${JS_BUDGET_BYTES / 1024} KB: ${weight.gzipBytes <= JS_BUDGET_BYTES ? 'met' : 'MISSED'})`,
      ].join('\n'),
    );
    // Every visit reached a time to book (the only fact asserted).
    expect([...cold, ...warm].filter((run) => run.slotText.trim() === '')).toEqual([]);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
