import { writeFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { CLIENT_HEADERS, clientCells } from './client-rows';

/**
 * Writes the benchmark's clients as an XLSX workbook the way Excel does (shared strings), in its
 * own process so that writing it does not count in the reading side's peak memory.
 * Usage: node --import tsx write-client-workbook.ts <file> <rows>
 */
const [file, rows] = process.argv.slice(2);
if (!file || !rows) throw new Error('Usage: write-client-workbook.ts <file> <rows>');
const sheet = XLSX.utils.aoa_to_sheet([[...CLIENT_HEADERS], ...clientCells(Number(rows))]);
const book = XLSX.utils.book_new(sheet, 'Clients');
writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer);
