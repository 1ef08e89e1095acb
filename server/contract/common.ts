import { Type, type Static, type TSchema } from 'typebox';

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

/** Strict object: unknown fields are refused with a 400 rather than silently dropped. */
export function Strict<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
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
export const Name = Type.String({ minLength: 1, maxLength: 100 });

export { deepFreeze } from './freeze';
