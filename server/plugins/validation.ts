import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { ValidationError, type AppError } from '../errors';
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
 * Whether any string, key or number in `root` is one unsafeValueError refuses. The walk every body
 * gets (an import's is tens of thousands of values), so it keeps no path: the error's place is
 * found by a second walk, only for a body that has one.
 */
function hasUnsafeValue(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return true;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
        if (hasLoneSurrogate(key)) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first value no field may hold, whatever its schema says: an unpaired surrogate in any string
 * or key (it cannot be stored as UTF-8; see contract/text.ts) or a number that is not finite (a
 * query's "1e309" coerces to Infinity). Walks with a stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function unsafeValueError(root: unknown): ErrorObject | undefined {
  if (!hasUnsafeValue(root)) return undefined;
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

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;
const titleOf = (node: unknown): string | undefined =>
  isNode(node) && typeof node.title === 'string' && node.title !== '' ? node.title : undefined;
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The label (the schema's `title`, see contract/common.ts Labelled) of the field an ajv error is
 * about: the nearest titled schema on the way to the failing keyword (an item of a labelled list
 * is named by the list), the missing property's own for `required`, none for an unknown field.
 */
export function labelOfError(root: unknown, error: ErrorObject): string | undefined {
  if (error.keyword === 'additionalProperties') return undefined;
  const segments = error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).map(unescape);
  if (segments.length === 0 && error.schemaPath === '#') return labelAtPath(root, fieldOf(error));
  // The last segment is the keyword itself; everything before it leads to the schema holding it.
  let node: unknown = root;
  let label = titleOf(node);
  for (const segment of segments.slice(0, -1)) {
    node = isNode(node) ? node[segment] : undefined;
    label = titleOf(node) ?? label;
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const properties = isNode(node) ? node.properties : undefined;
    return missing && isNode(properties) ? titleOf(properties[missing]) : undefined;
  }
  return label;
}

/**
 * The label of the field at a dotted payload path ('address.city'): for errors that name a field
 * without a schema path (a service's ValidationError, the checks every value gets).
 */
export function labelAtPath(root: unknown, path: string): string | undefined {
  if (path === '') return undefined;
  let node: unknown = root;
  let label: string | undefined;
  for (const key of path.split('.')) {
    if (!isNode(node)) return undefined;
    const properties = isNode(node.properties) ? node.properties : undefined;
    const branches = Array.isArray(node.anyOf) ? (node.anyOf as unknown[]) : [];
    const next: unknown =
      properties?.[key] ??
      (isNode(node.items) && /^\d+$/.test(key) ? node.items : undefined) ??
      branches
        .map((branch) => (isNode(branch) && isNode(branch.properties) ? branch.properties[key] : undefined))
        .find(isNode);
    if (next === undefined) return undefined;
    node = next;
    label = titleOf(node) ?? (/^\d+$/.test(key) ? label : undefined);
  }
  return label;
}

/** Gives each error the label of its field (params.label), for subjectOf. */
function labelled(root: unknown, errors: ErrorObject[] | null | undefined): void {
  for (const error of errors ?? []) {
    const params = error.params as { label?: unknown };
    if (typeof params.label === 'string') continue;
    const label = labelOfError(root, error);
    if (label) error.params = { ...error.params, label };
  }
}

/**
 * A union (anyOf) whose schema gives its own errorMessage speaks for its branches: ajv lists each
 * branch's failure first ("must be equal to constant"), so its own error is moved to the front
 * (the email of a client: '' or an address, "Email must be an email address").
 */
function unionMessageFirst(errors: ErrorObject[] | null | undefined): void {
  const first = errors?.[0];
  if (!errors || !first) return;
  const at = errors.findIndex(
    (error) =>
      error.keyword === 'anyOf' &&
      typeof (error.parentSchema as { errorMessage?: unknown } | undefined)?.errorMessage === 'string' &&
      first.schemaPath.startsWith(`${error.schemaPath}/`),
  );
  if (at > 0) errors.unshift(...errors.splice(at, 1));
}

/**
 * Fastify passes the request as the parent only to validators that look like Ajv's (a `schemaEnv`),
 * which lets Ajv coerce the root value (a query string) in place.
 */
const LOOKS_LIKE_AJV = { schemaEnv: true as unknown as ValidateFunction['schemaEnv'] };

/**
 * A route's validator, compiled by the first request that needs it rather than when the server
 * starts: compiling every route's schemas took about a quarter of starting the server (the
 * desktop app waits for it), while a request pays a few milliseconds once. A schema that would
 * not compile fails tests/api/route-declarations.test.ts, which compiles every route's schemas
 * with requestValidator. `guard` adds the checks that hold for every field.
 */
function onFirstUse(compile: () => ValidateFunction, guard: boolean): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const check = ((data: unknown, cxt?: DataValidationCxt) => {
    validate ??= compile();
    const valid = validate(data, cxt);
    check.errors = validate.errors;
    if (!valid) {
      if (!guard) return false;
      unionMessageFirst(check.errors);
      labelled(validate.schema, check.errors);
      return false;
    }
    if (!guard) return true;
    // Coercion may have replaced the root value in its parent (Fastify passes the request).
    const value = cxt ? (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] : data;
    const problem = unsafeValueError(value);
    if (!problem) return true;
    check.errors = [problem];
    labelled(validate.schema, check.errors);
    return false;
  }) as ValidateFunction;
  return Object.assign(check, LOOKS_LIKE_AJV);
}

/**
 * Bodies are validated strictly: no type coercion (a number is not a name) and unknown fields are
 * refused, never dropped silently. Query strings and params arrive as text, so they are coerced.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    onFirstUse(() => requestValidator(httpPart, schema), httpPart !== 'headers'),
  );
}

/** Ajv's validator of one part of a request, compiled now: the server's, and the route tests'. */
export function requestValidator(httpPart: string | undefined, schema: unknown): ValidateFunction {
  return httpPart === 'body' ? bodyValidator(schema) : textValidator(schema);
}

/**
 * One Ajv per kind for the process, each compiled schema remembered by its object: route schemas
 * are constants, so apps built in the same process (the tests build one per test) compile each
 * once instead of once per app. Ajv's own cache holds schemas for ever, so it is emptied after each
 * compile: a schema made per app (Fastify copies header schemas) is freed with its app.
 */
function validatorCache(options: Options): (schema: unknown) => ValidateFunction {
  let ajv: Ajv | undefined;
  const known = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    const key = typeof schema === 'object' && schema !== null ? schema : undefined;
    let validate = key && known.get(key);
    if (!validate) {
      ajv ??= makeAjv(options);
      validate = ajv.compile(schema as object);
      if (key) {
        ajv.removeSchema(key);
        known.set(key, validate);
      }
    }
    return validate;
  };
}
const bodyValidator = validatorCache({ coerceTypes: false, removeAdditional: false });
const textValidator = validatorCache({ coerceTypes: true, removeAdditional: false });
// Rows of an import come from spreadsheet cells: a ZIP code read as a number or a price sent as
// text is still that field, so they are coerced like query strings are.
const rowValidator = validatorCache({ coerceTypes: true, removeAdditional: false });

/**
 * A check for records that travel inside another body, one at a time (an import's rows, each against
 * its entity's create schema): the server's Ajv and the wording of a 400, so a bad row reads as the
 * form's refusal would ("Email must be an email address"). Make it once and reuse it: the answer is
 * the message, or undefined for a valid record. Scalars are coerced in place (rowValidator; a
 * coerced "1e309" is still refused: strictNumbers). The checks every value gets (unsafeValueError)
 * are the enclosing body's: its route already walked every key and value of every record.
 */
export function recordCheck(schema: object): (record: unknown) => string | undefined {
  // Compiled at the first record: the checks are made as their modules load, and compiling them
  // all then took a tenth of the server's start.
  let validate: ValidateFunction | undefined;
  return (record) => {
    validate ??= rowValidator(schema);
    if (validate(record)) return undefined;
    const errors = validate.errors;
    unionMessageFirst(errors);
    labelled(validate.schema, errors);
    const first = errors?.[0];
    return first ? messageOf(subjectOf(first), ruleOf(first)) : 'Request is not valid';
  };
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

/**
 * A service's ValidationError names its field by key ("companyName is required"); the route's
 * schema has the field's label, so the answer reads "Company name is required".
 */
export function serviceErrorMessage(error: AppError, schema: FastifySchema | undefined): string {
  if (!(error instanceof ValidationError) || !schema || !Array.isArray(error.details)) return error.message;
  const first = error.details[0] as { field?: unknown; message?: unknown } | undefined;
  if (typeof first?.field !== 'string' || typeof first.message !== 'string') return error.message;
  const label = labelAtPath(schema.body, first.field) ?? labelAtPath(schema.querystring, first.field);
  return label ? messageOf(label, first.message) : error.message;
}

/**
 * The 400's message: the field's label and the rule ("Company name is required"). A rule that is a
 * whole sentence in the spec's words ("Please enter a valid email address") stands alone.
 */
export function messageOf(subject: string, rule: string): string {
  if (/^[A-Z]/.test(rule)) return rule;
  return subject ? `${subject} ${rule}` : `Request ${rule}`;
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
    case 'minLength': {
      // An empty name reads as the spec says a missing one does ("First name is required").
      const isName =
        (error.parentSchema as Record<string, { kind?: unknown } | undefined> | undefined)?.[TEXT_KEYWORD]?.kind ===
        'name';
      if (p.limit === 1) return isName ? 'is required' : 'must not be empty';
      return `must be at least ${plain(p.limit)} characters`;
    }
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
    case 'minProperties':
      // Only update bodies say this: an empty one changes nothing.
      return 'must name at least one field to change';
    default:
      return error.message ?? 'is not valid';
  }
}
