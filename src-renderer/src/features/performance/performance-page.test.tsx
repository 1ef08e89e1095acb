import { describe, expect, it } from 'vitest';
import type { PerformanceResponse } from '../../../../server/contract/performance';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { performanceKey } from './api';
import { PerformancePage } from './PerformancePage';

/**
 * The Performance Monitor as it first renders from an answer already read (put in the query cache
 * under the page's key): the figures an administrator reads, and what someone else sees.
 */
const PATH = '/studio/settings/performance';

const route = (name: string, p50Ms: number, p95Ms: number, count = 3) => ({ route: name, count, p50Ms, p95Ms });

const ANSWER: PerformanceResponse = {
  generatedAt: '2026-03-02T15:00:00.000Z',
  monitoringEnabled: true,
  responseTimes: {
    windowMinutes: 60,
    routes: [
      route('GET /api/clients', 12, 48, 7),
      route('GET /api/settings/overview', 3, 6),
      ...Array.from({ length: 10 }, (_, i) => route(`GET /api/quick/${i}`, 0.5, 1)),
    ],
  },
  errors: [
    {
      at: '2026-03-02T14:58:00.000Z',
      method: 'POST',
      route: '/api/appointments',
      statusCode: 500,
      message: 'database is locked',
      requestId: 'req-7f3a',
    },
  ],
  database: {
    quickCheck: { ok: true, result: 'ok', checkedAt: '2026-03-02T14:59:30.000Z' },
    inMemory: false,
    sizeBytes: 5 * 1024 * 1024,
    walBytes: 64 * 1024,
    lastCheckpoint: { at: '2026-03-02T14:55:00.000Z', busy: false, logFrames: 12, checkpointedFrames: 12 },
  },
  storage: {
    organization: {
      organizationId: '01900000-0000-7000-8000-000000000001',
      name: 'Studio',
      uploadsBytes: 3 * 1024 * 1024,
      rows: { clients: 1234, appointments: 5678, services: 21, activity: 900 },
    },
    others: null,
  },
  process: {
    rssBytes: 150 * 1024 * 1024,
    heapUsedBytes: 60 * 1024 * 1024,
    heapTotalBytes: 80 * 1024 * 1024,
    externalBytes: 4 * 1024 * 1024,
    uptimeSeconds: 2 * 3600 + 5 * 60,
    nodeVersion: 'v22.11.0',
  },
  notificationQueue: { pending: 4, failed: 2 },
};

const render = (answer: PerformanceResponse | null, role = 'owner') =>
  renderPage(<PerformancePage />, {
    url: PATH,
    me: sessionAs(role),
    seed: answer ? (client) => client.setQueryData(performanceKey, answer) : undefined,
  });

describe('Performance Monitor page', () => {
  it('shows the real figures of the answer, none of the spec’s Coming Soon', () => {
    const text = htmlText(render(ANSWER));
    expect(text).toContain('Performance Monitor');
    expect(text).not.toContain('Coming Soon');
    expect(text).toContain('Refresh');
    // Response times: slowest first, with p50 and p95.
    expect(text).toContain('API Response Times');
    expect(text.indexOf('GET /api/clients')).toBeLessThan(text.indexOf('GET /api/settings/overview'));
    expect(text).toContain('12 ms / 48 ms');
    // Database health with quick_check's answer, the sizes and the checkpoint.
    expect(text).toContain('Database Health');
    expect(text).toContain('Integrity check OK');
    expect(text).toContain('5 MB');
    expect(text).toContain('64 KB');
    expect(text).toContain('12 pages written back');
    // Memory, storage and queue.
    expect(text).toContain('Memory Usage');
    expect(text).toContain('150 MB');
    expect(text).toContain('Running for 2 h 5 min on Node.js v22.11.0');
    expect(text).toContain('Uploads of Studio: 3 MB');
    expect(text).toContain('Appointments 5,678');
    expect(text).toContain('Waiting to be sent 4');
    expect(text).toContain('Failed 2');
    // The error with its request id, and a way to copy it.
    expect(text).toContain('database is locked');
    expect(text).toContain('POST /api/appointments');
    expect(text).toContain('req-7f3a');
    expect(render(ANSWER)).toContain('aria-label="Copy request id req-7f3a"');
  });

  it('draws the slowest ten routes first and offers the rest', () => {
    const text = htmlText(render(ANSWER));
    expect(text).toContain('GET /api/quick/7');
    expect(text).not.toContain('GET /api/quick/8');
    expect(text).toContain('Show all 12 routes');
  });

  it('says so when nothing failed, no call was timed and the database lives in memory', () => {
    const text = htmlText(
      render({
        ...ANSWER,
        errors: [],
        responseTimes: { windowMinutes: 60, routes: [] },
        database: { ...ANSWER.database, inMemory: true, walBytes: null, lastCheckpoint: null },
      }),
    );
    expect(text).toContain('No server errors since the server started.');
    expect(text).toContain('No API calls answered in the last hour yet.');
    expect(text).toContain('None (in-memory database)');
    expect(text).toContain('Not run yet');
  });

  it('lists the other organizations for a platform admin', () => {
    const others = [
      {
        organizationId: '01900000-0000-7000-8000-0000000000f1',
        name: 'Other Spa',
        uploadsBytes: 2048,
        rows: { clients: 3, appointments: 4, services: 5, activity: 6 },
      },
    ];
    const text = htmlText(render({ ...ANSWER, storage: { ...ANSWER.storage, others } }));
    expect(text).toContain('Other organizations');
    expect(text).toContain('Other Spa 2 KB 3 4 5 6');
  });

  it('shows a problem found by the integrity check', () => {
    const text = htmlText(
      render({
        ...ANSWER,
        database: {
          ...ANSWER.database,
          quickCheck: {
            ok: false,
            result: 'row 12 missing from index clients_org_name',
            checkedAt: '2026-03-02T14:59:30.000Z',
          },
        },
      }),
    );
    expect(text).toContain('Problems found');
    expect(text).toContain('row 12 missing from index clients_org_name');
  });

  it('keeps the Timezone Checker tile, leading to /{slug}/timezone-checker', () => {
    const html = render(ANSWER);
    expect(htmlText(html)).toContain('Diagnostic Tools');
    expect(html).toContain('href="/studio/timezone-checker"');
  });

  it('shows someone who may not read the figures why, and still the diagnostic tools', () => {
    const html = render(null, 'receptionist');
    const text = htmlText(html);
    expect(text).toContain('Figures for administrators');
    expect(text).not.toContain('API Response Times');
    expect(text).not.toContain('Refresh');
    expect(html).toContain('href="/studio/timezone-checker"');
  });
});
