import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { CSV_TYPE, sendExport, XLSX_TYPE, type ExportColumn } from './send-export';

interface Row {
  name: string;
  price: number;
  active: boolean;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Price', value: (row) => row.price },
  { header: 'Active', value: (row) => row.active },
];
const rows: Row[] = [
  { name: 'Cut', price: 45, active: true },
  { name: '=cmd|calc', price: -1.5, active: false },
];

const app = Fastify();
app.get<{ Querystring: { format: 'csv' | 'xlsx' } }>('/export', (request, reply) =>
  sendExport(reply, {
    fileStem: 'treatments',
    format: request.query.format,
    columns,
    rows,
    now: new Date('2026-11-22T23:30:00Z'),
    timeZone: 'Asia/Tokyo',
  }),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('sendExport', () => {
  it('sends a CSV download named with the local date, never cached', async () => {
    const response = await app.inject({ url: '/export?format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CSV_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="treatments-2026-11-23.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe("\uFEFFName,Price,Active\r\nCut,45,Yes\r\n'=cmd|calc,-1.5,No\r\n");
  });

  it('sends an XLSX download that SheetJS reads back as the rows', async () => {
    const response = await app.inject({ url: '/export?format=xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="treatments-2026-11-23.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Treatments']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.Treatments!, { header: 1 })).toEqual([
      ['Name', 'Price', 'Active'],
      ['Cut', 45, 'Yes'],
      ["'=cmd|calc", -1.5, 'No'],
    ]);
  });
});
