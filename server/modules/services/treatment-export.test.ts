import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../contract/imports/api';
import { csvRecords, workbookRows } from '../../exports/test-helpers';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { menuCalls } from './test-helpers';

const EXPORT = '/api/treatments/export';
const HEADERS = [
  'Name',
  'Description',
  'Duration (minutes)',
  'Price',
  'Currency',
  'Price Type',
  'Category',
  'Buffer After (minutes)',
  'Active',
  'Variants',
];

/** Late on 22 November in UTC is already the 23rd in Sydney, the demo's time zone. */
const NOW = new Date('2026-11-22T20:00:00Z');

describe('treatments export (GET /api/treatments/export)', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ now: () => NOW, config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const download = (query = '', session = owner) =>
    app.inject({ method: 'GET', url: `${EXPORT}${query}`, headers: session.headers });

  it('sends the menu as a CSV download named with the salon’s date, one row per service, its variants in a column', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="treatments-2026-11-23.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRecords(res.body);
    expect(header).toEqual(HEADERS);
    const services = await menuCalls(app, owner).services();
    expect(rows).toHaveLength(services.length);
    const cut = rows.find((row) => row[0] === "Women's Cut & Blow-dry")!;
    expect(cut).toEqual([
      "Women's Cut & Blow-dry",
      'Consultation, wash, precision cut and blow-dry finish.',
      '60',
      '85',
      'AUD',
      'From',
      'Hair',
      expect.any(String),
      'Yes',
      'Short (60 min, 85.00); Medium (75 min, 95.00); Long (90 min, 110.00)',
    ]);
    expect(rows.find((row) => row[0] === 'Root Touch-up')![3]).toBe('120.5');
    // The demo has an archived service.
    expect(rows.some((row) => row[8] === 'No')).toBe(true);
  });

  it('guards text a spreadsheet would run as a formula', async () => {
    const imported = await call<ImportResult>(app, {
      method: 'POST',
      url: '/api/treatments/import',
      headers: owner.headers,
      payload: {
        treatments: [{ name: '=HYPERLINK("http://evil.test","Cut")', description: '@SUM(1+1)*cmd|" /C calc"!A0' }],
      },
    });
    expect(imported.body.imported).toBe(1);
    const rows = csvRecords((await download('?format=csv')).body);
    const evil = rows.find((row) => row[0]!.includes('HYPERLINK'))!;
    expect(evil[0]).toBe('\'=HYPERLINK("http://evil.test","Cut")');
    expect(evil[1]).toBe('\'@SUM(1+1)*cmd|" /C calc"!A0');
  });

  it('sends an XLSX file with the same rows, numbers as numbers', async () => {
    const csv = csvRecords((await download()).body);
    const res = await download('?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="treatments-2026-11-23.xlsx"');
    const { sheetNames, rows } = workbookRows(res.rawPayload);
    expect(sheetNames).toEqual(['Treatments']);
    expect(rows.map((row) => row.map(String))).toEqual(csv);
    const root = rows.find((row) => row[0] === 'Root Touch-up')!;
    expect(typeof root[2]).toBe('number');
    expect(root[3]).toBe(120.5);
  });

  it('never shows another organization’s services, and opens again in the import with nothing refused', async () => {
    const other = loginAs(app, 'otherOwner');
    expect(csvRecords((await download('', other)).body)).toEqual([HEADERS]);

    // The export's own headers are the import's fields: Demo Salon's menu goes into Other Spa whole.
    const [header, ...rows] = csvRecords((await download()).body);
    const keys: Record<string, string> = {
      Name: 'name',
      Description: 'description',
      'Duration (minutes)': 'duration',
      Price: 'price',
      Category: 'category',
      'Buffer After (minutes)': 'bufferAfter',
      Active: 'isActive',
    };
    const treatments = rows.map((row) =>
      Object.fromEntries(header!.flatMap((name, i) => (keys[name] ? [[keys[name], row[i]]] : []))),
    );
    const res = await call<ImportResult>(app, {
      method: 'POST',
      url: '/api/treatments/import',
      headers: other.headers,
      payload: { treatments },
    });
    expect(res.body).toEqual({ imported: rows.length, failed: 0, errors: [] });
    const theirs = csvRecords((await download('', other)).body);
    const withoutVariants = (list: string[][]) =>
      list.map((row) => [row[0], row[1], row[2], row[6], row[7], row[8]]).sort();
    expect(withoutVariants(theirs.slice(1))).toEqual(withoutVariants(rows));
    expect(csvRecords((await download()).body)).toHaveLength(rows.length + 1);
  });

  it('needs export_all_data', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const res = await download('', loginAs(app, role));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    expect((await download('', loginAs(app, 'manager'))).statusCode).toBe(200);
  });

  it('refuses a format it does not write', async () => {
    const res = await download('?format=pdf');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/^Format /);
  });

  it('is recorded in the activity log as an export', async () => {
    await download('?format=xlsx');
    const entries = (await menuCalls(app, owner).activity()).filter((entry) => entry.action === 'export');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ section: 'services', success: true });
  });
});
