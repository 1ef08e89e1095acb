import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../../server/contract/routes';
import { IMPORT_CHUNK_ROWS, type ImportClientsResult, type ImportRow } from '../../../server/contract/imports/api';
import { buildRows } from '../../../server/contract/imports/build-rows';
import { suggestMapping } from '../../../server/contract/imports/platforms';
import { readImportFile } from '../../../server/contract/imports/read-file';
import type { BuiltRows, ParsedTable } from '../../../server/contract/imports/types';
import { openDatabase } from '../../../server/db/client';
import { newId } from '../../../server/ids';
import { spawnServer, type Spawned } from '../servers';

const ROOT = join(import.meta.dirname, '../../..');
/** The server measured: the headless build `npm run bench` makes. */
export const SERVER = process.env.BENCH_SERVER ?? join(ROOT, 'out/server/cli.js');
const PASSWORD = 'demo-pass-123';

export interface Session {
  server: Spawned;
  headers: Record<string, string>;
  organizationId: string;
}

/** The demo server on `dataDir`, signed in as the platform admin of Demo Salon, on the unlimited plan. */
export async function demoServer(dataDir: string): Promise<Session> {
  const server = await spawnServer(SERVER, { PORT: '0', DATA_DIR: dataDir, DEMO: '1' });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'platform@demo.test', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${server.url}/api/auth/me`, { headers })).json()) as {
    user: { organizationId: string };
  };
  const plan = await fetch(`${server.url}${ROUTES.billing.changePlan.path}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ plan: 'PREMIER' }),
  });
  // 409: already on it (the server was started on this data before).
  if (!plan.ok && plan.status !== 409)
    throw new Error(`Changing the plan answered ${plan.status}: ${await plan.text()}`);
  return { server, headers, organizationId: me.user.organizationId };
}

/** What the wizard's worker does when a file is chosen, before the mapping step: read it into a table. */
export const tableOfFile = (fileName: string, bytes: Uint8Array): ParsedTable => readImportFile(fileName, bytes);

/** What it does when Import is pressed: map the table with the generic preset and build the rows. */
export function rowsOfTable(table: ParsedTable): BuiltRows {
  const mapping = suggestMapping('clients', 'generic', table.headers);
  return buildRows('clients', 'generic', table, mapping, { dateOrder: 'ymd' });
}

/** Both, one after the other. */
export const rowsOfFile = (fileName: string, bytes: Uint8Array): BuiltRows => rowsOfTable(tableOfFile(fileName, bytes));

/** What the wizard does next: the rows in calls of IMPORT_CHUNK_ROWS, one after the other. */
export async function sendInChunks(session: Session, rows: readonly ImportRow[]): Promise<ImportClientsResult> {
  const total: ImportClientsResult = { imported: 0, skipped: 0, merged: 0, failed: 0, errors: [] };
  const bodyAt = (start: number) => JSON.stringify({ clients: rows.slice(start, start + IMPORT_CHUNK_ROWS) });
  let body = bodyAt(0);
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_ROWS) {
    const call = fetch(`${session.server.url}${ROUTES.imports.importClients.path}`, {
      method: 'POST',
      headers: session.headers,
      body,
    });
    // As the wizard does: the next call's body is made while this one is in flight.
    const next = start + IMPORT_CHUNK_ROWS;
    if (next < rows.length) body = bodyAt(next);
    const answer = await call;
    if (!answer.ok) throw new Error(`Importing rows from ${start} answered ${answer.status}: ${await answer.text()}`);
    const part = (await answer.json()) as ImportClientsResult;
    total.imported += part.imported;
    total.skipped += part.skipped;
    total.merged += part.merged;
    total.failed += part.failed;
    total.errors.push(...part.errors.map((error) => ({ ...error, rowIndex: error.rowIndex + start })));
  }
  return total;
}

const text = (row: ImportRow, key: string): string => (typeof row[key] === 'string' ? row[key] : '');
const CLIENT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'alternate_phone',
  'date_of_birth',
  'gender',
  'preferred_pronouns',
  'occupation',
  'address',
  'address_line2',
  'city',
  'state',
  'zip_code',
  'country',
  'emergency_contact',
  'emergency_phone',
  'notes',
  'referral_source',
] as const;
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The baseline: the same rows written by raw better-sqlite3 into the same table (same indexes, same
 * organization) in one transaction with one prepared statement. Answers the milliseconds it took.
 */
export function rawInsert(databaseFile: string, organizationId: string, rows: readonly ImportRow[]): number {
  const { sqlite, close } = openDatabase(databaseFile);
  try {
    const columns = [
      'id',
      'organization_id',
      ...CLIENT_COLUMNS,
      'tags',
      'email_key',
      'phone_key',
      'created_at',
      'updated_at',
    ];
    const insert = sqlite.prepare(
      `INSERT INTO clients (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    const now = new Date().toISOString();
    const started = performance.now();
    sqlite.transaction(() => {
      for (const row of rows) {
        const email = text(row, 'email').toLowerCase();
        const digits = text(row, 'phone').replace(/\D/g, '');
        insert.run(
          newId(),
          organizationId,
          ...CLIENT_COLUMNS.map((column) => text(row, camel(column))),
          JSON.stringify(Array.isArray(row.tags) ? row.tags : []),
          email || null,
          digits.length >= 6 ? digits : null,
          now,
          now,
        );
      }
    })();
    return performance.now() - started;
  } finally {
    close();
  }
}

/** The highest resident memory a process has had, in MB (Linux: VmHWM). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** This process's own peak, in MB. */
export const ownPeakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
