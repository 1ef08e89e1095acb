import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { TEXT_KEYWORD, type TextRule } from '../contract/common';
import { hasLoneSurrogate, TEXT_PROBLEM_RULES, textProblem } from '../contract/text';

// ajv-formats ships CommonJS with a default export that bundlers and Node see differently.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

type DataCheck = ((data: string) => boolean) & { errors?: Partial<ErrorObject>[] };
type DataValidationCxt = Parameters<ValidateFunction>[1];

/** The plainText keyword (contract/common.ts): storable, readable text, named by its label. */
function textKeyword(rule: TextRule): DataCheck {
  const check: DataCheck = (data: string) => {
    const problem = textProblem(data, rule.kind);
    if (problem === undefined) return true;
    const params = rule.label ? { problem, label: rule.label } : { problem };
    check.errors = [{ keyword: TEXT_KEYWORD, message: TEXT_PROBLEM_RULES[problem], params }];
    return false;
  };
  return check;
}

export function makeAjv(options: Options = {}): Ajv {
  // strictNumbers: a JSON 1e309 parses as Infinity and must not pass as a number.
  const ajv = new Ajv({
    allErrors: false,
    verbose: true,
    useDefaults: true,
    strict: false,
    strictNumbers: true,
    ...options,
  });
  addFormats(ajv);
  // Schemas may carry the spec's exact message for a field; the error handler prefers it.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: TEXT_KEYWORD, type: 'string', schemaType: 'object', errors: true, compile: textKeyword });
  return ajv;
}

const pointer = (path: readonly (string | number)[]) =>
  path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Where a value sits, kept as a link to its parent so deep nesting costs nothing until an error. */
interface Place {
  value: unknown;
  key?: string | number;
  parent?: Place;
}

function pathOf(place: Place | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

const invalidCharacters = (path: readonly (string | number)[]): ErrorObject => ({
  keyword: TEXT_KEYWORD,
  instancePath: pointer(path),
  schemaPath: '#',
  params: { problem: 'invalid-characters' },
  message: TEXT_PROBLEM_RULES['invalid-characters'],
});

/**
 * The first value no field may hold, whatever its schema says: an unpaired surrogate in any string
 * or key (it cannot be stored as UTF-8; see contract/text.ts) or a number that is not finite (a
 * query's "1e309" coerces to Infinity). Walks with a stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function unsafeValueError(root: unknown): ErrorObject | undefined {
  const stack: Place[] = [{ value: root }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { value } = place;
    if (typeof value === 'string' && hasLoneSurrogate(value)) return invalidCharacters(pathOf(place));
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return {
        keyword: 'finite',
        instancePath: pointer(pathOf(place)),
        schemaPath: '#',
        params: {},
        message: 'must be a finite number',
      };
    }
    if (Array.isArray(value)) value.forEach((item, i) => stack.push({ value: item, key: i, parent: place }));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasLoneSurrogate(key)) return invalidCharacters([...pathOf(place), key]);
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return undefined;
}

/** Ajv's validator, then the checks that hold for every field (unsafeValueError). */
function guarded(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown, cxt?: DataValidationCxt) => {
    const valid = validate(data, cxt);
    check.errors = validate.errors;
    if (!valid) return false;
    // Coercion may have replaced the root value in its parent (Fastify passes the request).
    const value = cxt ? (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] : data;
    const problem = unsafeValueError(value);
    if (!problem) return true;
    check.errors = [problem];
    return false;
  }) as ValidateFunction;
  // Fastify passes the parent only to functions that look like Ajv's (schemaEnv), to allow coercing the root.
  return Object.assign(check, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/**
 * Bodies are validated strictly: no type coercion (a number is not a name) and unknown fields are
 * refused, never dropped silently. Query strings and params arrive as text, so they are coerced.
 */
export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false });
  const textAjv = makeAjv({ coerceTypes: true, removeAdditional: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return guarded(bodyAjv.compile(schema));
    const validate = textAjv.compile(schema);
    return httpPart === 'headers' ? validate : guarded(validate);
  });
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

/**
 * Who the message is about: the form's label when the schema gives one ("First name"), else the
 * field as fieldOf names it.
 */
export function subjectOf(error: ErrorObject): string {
  const label = (error.params as { label?: unknown }).label;
  return typeof label === 'string' && label !== '' ? label : fieldOf(error);
}

/** One readable rule per ajv error: "email must be a valid email address". */
export function ruleOf(error: ErrorObject): string {
  // The text rules say exactly what is wrong; a field's errorMessage is about its other rules.
  const custom =
    error.keyword === TEXT_KEYWORD
      ? undefined
      : (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
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
