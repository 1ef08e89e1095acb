import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats ships CommonJS with a default export that bundlers and Node see differently.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: false, verbose: true, useDefaults: true, strict: false, ...options });
  addFormats(ajv);
  // Schemas may carry the spec's exact message for a field; the error handler prefers it.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

/**
 * Bodies are validated strictly: no type coercion (a number is not a name) and unknown fields are
 * refused, never dropped silently. Query strings and params arrive as text, so they are coerced.
 */
export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false });
  const textAjv = makeAjv({ coerceTypes: true, removeAdditional: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : textAjv.compile(schema),
  );
}

const plain = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** The field an ajv error is about, in the payload's own words (`address.city`, `email`). */
export function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  if (child) return path ? `${path}.${child}` : child;
  return path;
}

/** One readable rule per ajv error: "email must be a valid email address". */
export function ruleOf(error: ErrorObject): string {
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  if (custom) return custom;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'type':
      return `must be ${p.type === 'integer' ? 'a whole number' : `a ${plain(p.type)}`}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${plain(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${plain(p.limit)} characters`;
    case 'minimum':
      return `must be ${plain(p.limit)} or more`;
    case 'maximum':
      return `must be ${plain(p.limit)} or less`;
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${plain(p.format)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'enum':
      return `must be one of: ${plain(p.allowedValues)}`;
    case 'const':
      return `must be ${plain(p.allowedValue)}`;
    case 'anyOf': {
      const options = (error.schema as { const?: unknown }[] | undefined)?.map((s) => s.const);
      return options && options.every((o) => o !== undefined)
        ? `must be one of: ${options.join(', ')}`
        : 'is not valid';
    }
    case 'maxItems':
      return `must have at most ${plain(p.limit)} items`;
    case 'minItems':
      return `must have at least ${plain(p.limit)} items`;
    default:
      return error.message ?? 'is not valid';
  }
}
