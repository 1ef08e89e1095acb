import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ActivityExportBody, ActivityFilters } from '../../contract/activity';
import { exportFileName } from '../../exports/file-name';
import { sendExport, type ExportColumn } from '../../exports/send-export';
import type { ExportedEntry } from './service';

/** settings-activity-export-2026-11-22.json, as the spec's page named its download. */
const FILE_STEM = 'settings-activity-export';
/** Entries per piece of the JSON stream. */
const JSON_BATCH = 500;

const COLUMNS: readonly ExportColumn<ExportedEntry>[] = [
  { header: 'Date', value: (e) => e.createdAt },
  { header: 'User', value: (e) => (e.user ? `${e.user.firstName} ${e.user.lastName}`.trim() : '') },
  { header: 'Email', value: (e) => e.user?.email ?? '' },
  { header: 'Section', value: (e) => e.section },
  { header: 'Action', value: (e) => e.action },
  { header: 'Details', value: (e) => e.details },
  { header: 'Success', value: (e) => e.success },
  { header: 'Error', value: (e) => e.errorMessage },
  { header: 'IP address', value: (e) => e.ipAddress },
  { header: 'Times', value: (e) => e.repeatCount },
];

interface ExportRequest {
  body: ActivityExportBody;
  entries: Iterable<ExportedEntry>;
  now: Date;
  timeZone: string;
}

/**
 * Export Activity as a download. CSV through the exports kit (BOM, every text cell guarded
 * against formulas, streamed); JSON as `{exportedAt, filters, entries}`, streamed a batch of
 * entries at a time so a long log never sits in memory as one string.
 */
export function sendActivityExport(reply: FastifyReply, request: ExportRequest) {
  const { format = 'json', ...filters } = request.body;
  if (format === 'csv') {
    return sendExport(reply, {
      fileStem: FILE_STEM,
      format: 'csv',
      columns: COLUMNS,
      rows: request.entries,
      now: request.now,
      timeZone: request.timeZone,
    });
  }
  // exportFileName names the spreadsheet formats; the date in the name follows the same rule.
  const fileName = exportFileName(FILE_STEM, 'csv', request.now, request.timeZone).replace(/csv$/, 'json');
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(Readable.from(jsonPieces(request.now, filters, request.entries)));
}

function* jsonPieces(now: Date, filters: ActivityFilters, entries: Iterable<ExportedEntry>): Generator<string> {
  yield `{"exportedAt":${JSON.stringify(now.toISOString())},"filters":${JSON.stringify(filters)},"entries":[`;
  let batch: string[] = [];
  let first = true;
  for (const entry of entries) {
    batch.push(JSON.stringify(entry));
    if (batch.length === JSON_BATCH) {
      yield (first ? '' : ',') + batch.join(',');
      first = false;
      batch = [];
    }
  }
  if (batch.length > 0) yield (first ? '' : ',') + batch.join(',');
  yield ']}';
}
