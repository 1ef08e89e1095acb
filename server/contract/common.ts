import { Type, type Static, type TSchema } from 'typebox';
import type { TextKind } from './text';

/** The error body every failing call answers with (CONTRACT.md, "Answers"). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    details: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const Id = Type.String({ pattern: UUID_PATTERN });

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/**
 * A field as the user sees it ("Company name", "Time zone"), kept as the schema's JSON Schema
 * `title`: every 400 names the field by it, never by its key (plugins/validation.ts). Each body and
 * query field of a route has one (tests/api/field-labels.test.ts).
 */
export function Labelled<T extends TSchema>(label: string, schema: T): T {
  return { ...schema, title: label };
}

/** Strict object: unknown fields are refused with a 400 rather than silently dropped. */
export function Strict<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

/** Bounded both ways: a page of 1e309 would otherwise coerce to Infinity and reach SQLite. */
export const MAX_PAGE = 100_000;
export const PageQuery = {
  page: Type.Optional(Type.Integer({ title: 'Page', minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ title: 'Page size', minimum: 1, maximum: 100, default: 25 })),
};

export function Page<T extends TSchema>(item: T) {
  return Strict({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

/** Standard error responses declared on routes, so response schemas describe the failures too. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  412: ErrorBody,
  429: ErrorBody,
} as const;

export const Email = Type.String({ format: 'email', maxLength: 254 });

/**
 * The schema keyword (checked by the server's Ajv, see plugins/validation.ts) that keeps text
 * storable and readable: no unpaired surrogates, no control characters, and for names at least one
 * visible character. `label` is the field as the form calls it, for the message ("First name must
 * not contain control characters"); without it the message names the field by its key.
 */
export const TEXT_KEYWORD = 'plainText';
export interface TextRule {
  kind: TextKind;
  label?: string;
}

interface TextFieldOptions {
  /** The field as the user sees it: "First name", "Role name". */
  label?: string;
  maxLength: number;
  /** A spec sentence that replaces every generic rule of the field (it then stands alone in the message). */
  errorMessage?: string;
}

const textOptions = (kind: TextKind, { label, maxLength, errorMessage }: TextFieldOptions) => ({
  ...(label ? { title: label } : {}),
  maxLength,
  [TEXT_KEYWORD]: (label ? { kind, label } : { kind }) satisfies TextRule,
  ...(errorMessage ? { errorMessage } : {}),
});

/** A one-line name (person, role, tax rate, organization): required, stored through cleanName. */
export const NameField = (options: TextFieldOptions) => Type.String({ minLength: 1, ...textOptions('name', options) });

/** Free text that may be empty: one line (job title, tax number), or several with `multiline` (bio). */
export const TextField = ({ multiline = false, ...options }: TextFieldOptions & { multiline?: boolean }) =>
  Type.String(textOptions(multiline ? 'text' : 'line', options));

/** A person's name where no label is given; prefer NameField with the form's label. */
export const Name = NameField({ maxLength: 100 });

export { cleanName, comparableName } from './text';

export { deepFreeze } from './freeze';
