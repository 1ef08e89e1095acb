import { Type, type Static, type TSchema } from 'typebox';
import { Labelled, Strict } from '../common';

/**
 * The import and export calls of spec part 3 §7, made real: clients, treatments (services), staff
 * and products. The renderer parses the file (a Web Worker), maps its columns and sends the rows in
 * chunks of at most IMPORT_CHUNK_ROWS; each call is one transaction, so a failure or a cancel leaves
 * whole chunks only.
 *
 * A row's fields are checked by the server one row at a time, against the same rules as the
 * entity's own form (a client's against CreateClientBody...), so one bad row is reported with its
 * `rowIndex` (its position in the call's list, from 0) and a message, and the other rows go in.
 * The body schema therefore only bounds the shape: a list of flat objects of text, numbers, flags
 * and tag lists.
 */

export const IMPORT_ENTITIES = ['clients', 'treatments', 'staff', 'products'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** Rows per call: a chunk of 20-column clients stays well under IMPORT_BODY_LIMIT_BYTES. */
export const IMPORT_CHUNK_ROWS = 2000;
/** The import routes' own body limit (the API's default is 1 MB). */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
/** A cell longer than this is not something any of the four entities keeps. */
export const IMPORT_CELL_MAX_LENGTH = 10_000;

/** What a mapped cell may be: text, a number or flag read from a spreadsheet, a list of tags. */
export type ImportCell = string | number | boolean | null | string[];

/**
 * A mapped row as the wizard sends it. The body's schema bounds only its shape (an object of at most
 * 40 fields): each row's values are then checked by the server against the entity's own create
 * schema (CreateClientBody...), which bounds every field and refuses what it does not know, row by
 * row. Checking each cell here too would only repeat that for a hundred thousand rows.
 */
export const ImportRow = Type.Unsafe<Record<string, ImportCell>>(
  Type.Object({}, { maxProperties: 40, additionalProperties: true }),
);
export type ImportRow = Record<string, ImportCell>;

const rows = (label: string) => Labelled(label, Type.Array(ImportRow, { minItems: 1, maxItems: IMPORT_CHUNK_ROWS }));

/** What happens to a client whose email or phone matches an existing one. */
export const DUPLICATE_MODES = ['skip', 'merge'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

export const ImportClientsBody = Strict({
  clients: rows('Clients'),
  /** skip (default): reported in `errors` and counted in `skipped`. merge: fills the existing client's empty fields and adds tags. */
  duplicates: Type.Optional(Labelled('Duplicates', Type.Enum(DUPLICATE_MODES))),
});
export type ImportClientsBody = Static<typeof ImportClientsBody>;

export const ImportTreatmentsBody = Strict({ treatments: rows('Treatments') });
export type ImportTreatmentsBody = Static<typeof ImportTreatmentsBody>;

export const ImportStaffBody = Strict({ staff: rows('Staff') });
export type ImportStaffBody = Static<typeof ImportStaffBody>;

export const ImportProductsBody = Strict({ products: rows('Products') });
export type ImportProductsBody = Static<typeof ImportProductsBody>;

export const ImportRowError = Strict({ rowIndex: Type.Integer({ minimum: 0 }), error: Type.String() });
export type ImportRowError = Static<typeof ImportRowError>;

const answer = <T extends Record<string, TSchema>>(extra: T) =>
  Strict({ imported: Type.Integer(), failed: Type.Integer(), errors: Type.Array(ImportRowError), ...extra });

/** §7: imported, skipped, failed, errors; ours: merged (duplicates merged into existing clients). */
export const ImportClientsResult = answer({ skipped: Type.Integer(), merged: Type.Integer() });
export type ImportClientsResult = Static<typeof ImportClientsResult>;

export const ImportResult = answer({});
export type ImportResult = Static<typeof ImportResult>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportQuery = Strict({ format: Type.Optional(Labelled('Format', Type.Enum(EXPORT_FORMATS))) });
export type ExportQuery = Static<typeof ExportQuery>;
