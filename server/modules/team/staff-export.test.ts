import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../contract/imports/api';
import { csvRecords, workbookRows } from '../../exports/test-helpers';
import type { TeamUser } from '../../contract/team';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';

const EXPORT = '/api/staff/export';
const HEADERS = ['First Name', 'Last Name', 'Email', 'Phone', 'Role', 'Specialty', 'Notes', 'Active', 'Can Sign In'];
/** Late on 22 November in UTC is already the 23rd in Sydney, the demo's time zone. */
const NOW = new Date('2026-11-22T20:00:00Z');

describe('staff export (GET /api/staff/export)', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ now: () => NOW, config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const download = (query = '', session = owner) =>
    app.inject({ method: 'GET', url: `${EXPORT}${query}`, headers: session.headers });
  const team = async (session = owner) =>
    (await call<{ items: TeamUser[] }>(app, { method: 'GET', url: '/api/team/users', headers: session.headers })).body
      .items;

  it('sends the whole team as a CSV download named with the salon’s date, members who do not sign in included', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff-2026-11-23.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRecords(res.body);
    expect(header).toEqual(HEADERS);
    const members = await team();
    expect(rows.map((row) => row[2]).sort()).toEqual(members.map((user) => user.email).sort());
    const jamie = rows.find((row) => row[2] === 'jamie@demo.test')!;
    expect(jamie.slice(0, 3)).toEqual(['Jamie', 'Junior', 'jamie@demo.test']);
    expect(jamie.slice(7)).toEqual(['Yes', 'No']);
    const ownerRow = rows.find((row) => row[2] === DEMO_EMAILS.owner)!;
    expect(ownerRow[4]).toBe('Owner');
    expect(ownerRow.slice(7)).toEqual(['Yes', 'Yes']);
  });

  it('shows roles as the organization names them, and the specialty and notes an import gave', async () => {
    app.deps.database.sqlite
      .prepare("update roles set display_name = 'Stylist' where organization_id = ? and name = 'practitioner'")
      .run(owner.organizationId);
    const imported = await call<ImportResult>(app, {
      method: 'POST',
      url: '/api/staff/import',
      headers: owner.headers,
      payload: {
        staff: [
          {
            firstName: '=cmd',
            lastName: 'Zoë',
            email: 'zoe@example.com',
            phone: '+61 400 000 000',
            specialty: 'Colour, cuts',
            notes: 'Line one\nLine "two"',
            isActive: false,
          },
        ],
      },
    });
    expect(imported.body.imported).toBe(1);
    const rows = csvRecords((await download()).body);
    expect(rows.find((row) => row[2] === 'zoe@example.com')).toEqual([
      "'=cmd",
      'Zoë',
      'zoe@example.com',
      "'+61 400 000 000",
      'Stylist',
      'Colour, cuts',
      'Line one\nLine "two"',
      'No',
      'No',
    ]);
  });

  it('carries nothing secret', async () => {
    const res = await download();
    expect(res.body).not.toMatch(/\$argon2|password|totp/i);
  });

  it('sends an XLSX file with the same rows', async () => {
    const csv = csvRecords((await download()).body);
    const res = await download('?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff-2026-11-23.xlsx"');
    const { sheetNames, rows } = workbookRows(res.rawPayload);
    expect(sheetNames).toEqual(['Staff']);
    expect(rows.map((row) => row.map(String))).toEqual(csv);
  });

  it('never shows another organization’s members', async () => {
    const other = loginAs(app, 'otherOwner');
    const theirs = csvRecords((await download('', other)).body);
    expect(theirs.slice(1).map((row) => row[2])).toEqual([DEMO_EMAILS.otherOwner]);
    const ours = csvRecords((await download()).body);
    expect(ours.some((row) => row[2] === DEMO_EMAILS.otherOwner)).toBe(false);
  });

  it('needs export_all_data', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const res = await download('?format=xlsx', loginAs(app, role));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
