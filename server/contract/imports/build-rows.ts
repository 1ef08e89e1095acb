import { IMPORT_CELL_MAX_LENGTH } from './api';
import {
  isActiveStatus,
  isYes,
  parseDate,
  parseDuration,
  parsePrice,
  parseWholeNumber,
  splitFullName,
  splitTags,
  type DateOrder,
} from './convert';
import { fieldLabel, IMPORT_FIELDS } from './entities';
import { isItalianFreshaExport } from './platforms';
import type { BuiltRows, ImportEntity, Mapping, ParsedTable, PlatformId } from './types';

/**
 * A mapped table to the rows the import calls send (api.ts, the field keys of spec §3). Empty cells
 * are left out, so the server applies its defaults. A row that cannot be sent as it is (a duration
 * of 'abc', a price of '12,3,4', a date that is no date, no first name) is not sent: it is reported
 * with its row number in the file and a sentence naming the field and the value.
 *
 * Several columns may be mapped to one field: notes are joined, tags are merged, any other field
 * takes the first non-empty value.
 */

export interface BuildOptions {
  /** How to read an ambiguous date like 03/04/1990 (generic and English Fresha files; default dmy). */
  dateOrder?: DateOrder;
}

/** The preset decides where it knows: Italian Fresha writes day first, Square and Vagaro month first. */
export function dateOrderFor(platform: PlatformId, headers: readonly string[], options: BuildOptions): DateOrder {
  if (platform === 'square' || platform === 'vagaro') return 'mdy';
  if (platform === 'fresha' && isItalianFreshaExport(headers)) return 'dmy';
  return options.dateOrder ?? 'dmy';
}

/** The tags that yes/no columns stand for. */
const FLAG_TAGS = { blocked: 'Blocked', acceptsMarketing: 'Accepts marketing' } as const;

/** The import body allows at most this many tags per row (api.ts); the client rules allow fewer. */
const MAX_TAGS_SENT = 100;

const DEFAULT_DURATION_MINUTES = 60;

/** A row being built; api.ts's ImportRow (a schema of open shape) types it only as an object. */
type Row = Record<string, string | number | boolean | string[]>;

class RowReader {
  readonly errors: string[] = [];

  constructor(
    private readonly entity: ImportEntity,
    private readonly values: ReadonlyMap<string, readonly string[]>,
    readonly dateOrder: DateOrder,
  ) {}

  label(key: string): string {
    return fieldLabel(this.entity, key);
  }

  all(key: string): readonly string[] {
    return this.values.get(key) ?? [];
  }

  text(key: string): string | undefined {
    return this.all(key)[0];
  }

  fail(message: string): undefined {
    this.errors.push(message);
    return undefined;
  }

  /** A value read by a parser, or undefined (and an error) when the parser cannot read it. */
  parsed<T>(key: string, parse: (text: string) => T | null, what: string): T | undefined {
    const text = this.text(key);
    if (text === undefined) return undefined;
    const value = parse(text);
    return value === null ? this.fail(`${this.label(key)} "${text}" is not ${what}.`) : value;
  }

  required(key: string, value: string | undefined): void {
    if (value === undefined || value === '') this.fail(`${this.label(key)} is required.`);
  }
}

/** Copies the text fields that are present, first non-empty value each. */
function copyText(reader: RowReader, row: Row, keys: readonly string[]): void {
  for (const key of keys) {
    const value = reader.text(key);
    if (value !== undefined) row[key] = value;
  }
}

/** First and last name, a full name filling whichever is missing (spec §3's rule). */
function names(reader: RowReader, row: Row): void {
  let firstName = reader.text('firstName');
  let lastName = reader.text('lastName');
  const fullName = reader.text('fullName');
  if (fullName !== undefined && (firstName === undefined || lastName === undefined)) {
    const split = splitFullName(fullName);
    firstName ??= split.firstName;
    lastName ??= split.lastName;
  }
  reader.required('firstName', firstName);
  reader.required('lastName', lastName);
  if (firstName !== undefined) row.firstName = firstName;
  if (lastName !== undefined) row.lastName = lastName;
}

function notes(reader: RowReader, extra: readonly string[] = []): string | undefined {
  const all = [...reader.all('notes'), ...extra];
  return all.length === 0 ? undefined : all.join('\n');
}

const CLIENT_TEXT = [
  'email',
  'phone',
  'alternatePhone',
  'gender',
  'preferredPronouns',
  'occupation',
  'address',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'emergencyContact',
  'emergencyPhone',
  'preferredContactMethod',
  'languagePreference',
  'referralSource',
];

function clientRow(reader: RowReader): Row {
  const row: Row = {};
  names(reader, row);
  copyText(reader, row, CLIENT_TEXT);

  const extraNotes: string[] = [];
  const birth = reader.text('dateOfBirth');
  if (birth !== undefined) {
    const date = parseDate(birth, reader.dateOrder);
    if (date === null) reader.fail(`${reader.label('dateOfBirth')} "${birth}" is not a date.`);
    else if ('date' in date) row.dateOfBirth = date.date;
    // A birthday without a year cannot be a date of birth; it is kept where the salon will see it.
    else extraNotes.push(`${reader.label('dateOfBirth')}: ${date.partial}`);
  }
  const note = notes(reader, extraNotes);
  if (note !== undefined) row.notes = note;

  const tags = new Map<string, string>();
  const addTag = (tag: string) => {
    if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  };
  for (const value of reader.all('tags')) splitTags(value).forEach(addTag);
  for (const [key, tag] of Object.entries(FLAG_TAGS)) if (reader.all(key).some(isYes)) addTag(tag);
  if (tags.size > MAX_TAGS_SENT) reader.fail(`${reader.label('tags')} has more than ${MAX_TAGS_SENT} tags.`);
  if (tags.size > 0) row.tags = [...tags.values()];

  row.isActive = true;
  return row;
}

function treatmentRow(reader: RowReader): Row {
  const row: Row = {};
  const name = reader.text('name');
  reader.required('name', name);
  if (name !== undefined) row.name = name;
  copyText(reader, row, ['description', 'category']);
  const note = notes(reader);
  if (note !== undefined) row.notes = note;

  const duration = reader.parsed(
    'duration',
    parseDuration,
    'a duration: write minutes (45) or hours and minutes (1h 30m)',
  );
  if (duration === 0)
    reader.fail(`${reader.label('duration')} "${reader.text('duration')}" must be at least 1 minute.`);
  row.duration = duration ?? DEFAULT_DURATION_MINUTES;
  row.price = reader.parsed('price', parsePrice, 'a price') ?? 0;
  const buffer = reader.parsed(
    'bufferAfter',
    parseDuration,
    'a duration: write minutes (15) or hours and minutes (1h)',
  );
  if (buffer !== undefined) row.bufferAfter = buffer;
  row.isActive = true;
  return row;
}

function staffRow(reader: RowReader): Row {
  const row: Row = {};
  names(reader, row);
  const email = reader.text('email');
  reader.required('email', email);
  copyText(reader, row, ['email', 'phone', 'role', 'specialty']);
  const note = notes(reader);
  if (note !== undefined) row.notes = note;
  const status = reader.text('status');
  row.isActive = status === undefined || isActiveStatus(status);
  return row;
}

function productRow(reader: RowReader): Row {
  const row: Row = {};
  const name = reader.text('name');
  reader.required('name', name);
  if (name !== undefined) row.name = name;
  copyText(reader, row, ['description', 'sku', 'category', 'brand']);
  const note = notes(reader);
  if (note !== undefined) row.notes = note;

  reader.required('price', reader.text('price'));
  const price = reader.parsed('price', parsePrice, 'a price');
  if (price !== undefined) row.price = price;
  const stock = reader.parsed('stockQuantity', parseWholeNumber, 'a whole number');
  if (stock !== undefined) row.stockQuantity = stock;
  row.isActive = true;
  return row;
}

const BUILDERS: Record<ImportEntity, (reader: RowReader) => Row> = {
  clients: clientRow,
  treatments: treatmentRow,
  staff: staffRow,
  products: productRow,
};

/** The import body refuses a whole chunk for one over-long value: such a row is reported instead. */
function tooLong(reader: RowReader, row: Row): void {
  for (const [key, value] of Object.entries(row)) {
    const texts = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    if (texts.some((text) => text.length > IMPORT_CELL_MAX_LENGTH)) {
      reader.fail(`${reader.label(key)} is longer than ${IMPORT_CELL_MAX_LENGTH.toLocaleString('en')} characters.`);
    }
  }
}

export function buildRows(
  entity: ImportEntity,
  platform: PlatformId,
  table: ParsedTable,
  mapping: Mapping,
  options: BuildOptions = {},
): BuiltRows {
  const known = new Set(IMPORT_FIELDS[entity].map((f) => f.key));
  const columns: [column: number, key: string][] = [];
  mapping.forEach((key, column) => {
    if (key !== null && known.has(key) && column < table.headers.length) columns.push([column, key]);
  });
  const dateOrder = dateOrderFor(platform, table.headers, options);
  const build = BUILDERS[entity];

  const built: BuiltRows = { rows: [], rowNumbers: [], problems: [] };
  table.rows.forEach((cells, index) => {
    const values = new Map<string, string[]>();
    for (const [column, key] of columns) {
      const cell = cells[column];
      if (!cell) continue;
      const list = values.get(key);
      if (list) list.push(cell);
      else values.set(key, [cell]);
    }
    const reader = new RowReader(entity, values, dateOrder);
    const row = build(reader);
    tooLong(reader, row);
    const rowNumber = table.rowNumbers[index] ?? index + 2;
    if (reader.errors.length > 0) built.problems.push({ rowNumber, error: reader.errors.join(' ') });
    else {
      built.rows.push(row);
      built.rowNumbers.push(rowNumber);
    }
  });
  return built;
}
