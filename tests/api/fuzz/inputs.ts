import fc from 'fast-check';
import { UUID_PATTERN } from '../../../server/contract/common';

/**
 * Request inputs built from a route's JSON schemas (TypeBox output), for the fuzz test:
 * - fast-check arbitraries whose values are shaped like the schema asks (so the request reaches the
 *   service) or hostile (wrong type, out of range, text that cannot be stored, absurd sizes), mixed
 *   at every level of the payload;
 * - a plain baseline per schema and that baseline with one field at a time replaced by each of
 *   FIELD_ATTACKS, so every field meets every attack on every run, not just by chance;
 * - serializers for the JSON, query and path text, including what JSON.stringify and
 *   encodeURIComponent refuse to write (1e309, -0, unpaired surrogates).
 */

/** A JSON schema as TypeBox writes it; only the keywords the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * JSON cannot spell these, so payloads carry markers that the serializers below write as raw
 * text: a number literal too large for a double (parses as Infinity) and a negative zero.
 */
export const HUGE_NUMBER = '@@1e309@@';
export const NEGATIVE_ZERO = '@@-0@@';

const LONG_TEXT = 'x'.repeat(10_000);

/** Text that has broken something somewhere: surrogates, controls, bidi, invisibles, look-alikes. */
export const ODD_TEXT = [
  '',
  ' ',
  '   ',
  '\t\n',
  '\u0000',
  '\u0007bell',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDFFF',
  '\u202Eevil.exe',
  '\u2066isolate\u2069',
  'Owner\u200B',
  '\u00ADsoft',
  '\uFEFFbom',
  'Оwner',
  'ｏｗｎｅｒ',
  'ﬁ',
  '\uFFFD',
  '\uFFFF',
  '😀'.repeat(30),
  'e\u0301\u0301\u0301\u0301',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x10',
  'null',
  'true',
  LONG_TEXT,
] as const;

/** Numbers at the edges of what JSON, doubles and SQLite integers hold. */
const ODD_NUMBERS: readonly unknown[] = [
  HUGE_NUMBER,
  NEGATIVE_ZERO,
  -1,
  0,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Values of the wrong kind or size for almost any field. */
const ODD_STRUCTURES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: { d: {} } } } },
  JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
  Array.from({ length: 500 }, (_, i) => i),
];

/**
 * A text arbitrary, made once per set of constraints: fast-check works out a text arbitrary's
 * biased slices when it is made, which for 'binary' (every code point) takes about 10 ms, and
 * the fuzz makes one for every text field of every route. Arbitraries are immutable: sharing is safe.
 */
const madeTexts = new Map<string, fc.Arbitrary<string>>();
export function text(constraints: fc.StringConstraints = {}): fc.Arbitrary<string> {
  const key = JSON.stringify(constraints);
  let made = madeTexts.get(key);
  if (!made) madeTexts.set(key, (made = fc.string(constraints)));
  return made;
}

/**
 * Anything, in any field. Each family gets an equal share, so a given odd value turns up every few
 * dozen cases rather than once in thousands.
 */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...ODD_TEXT),
  fc.constantFrom<unknown>(...ODD_NUMBERS),
  fc.constantFrom<unknown>(...ODD_STRUCTURES),
  fc.oneof(
    text({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.jsonValue({ maxDepth: 3 }),
  ),
);

/**
 * Names that collide with each other and with the known roles once normalized. Kept short, so the
 * same odd name comes back within a route's run and reaches the duplicate checks.
 */
const NAME_POOL = [
  'Stylist',
  'stylist',
  'Ѕtylist',
  'Stylist\u200B',
  'Stylist\uD800',
  'Owner',
  'Оwner',
  'ｏｗｎｅｒ',
  'VAT',
  'Ada',
  '  Zoë  ',
  '李',
];

const bounded = (schema: JsonSchema, fallbackMax: number) => ({
  minLength: schema.minLength ?? 0,
  maxLength: Math.min(schema.maxLength ?? fallbackMax, fallbackMax),
});

/** Text the pattern accepts, or any text if fast-check cannot read the pattern. */
function matching(schema: JsonSchema): fc.Arbitrary<unknown> {
  try {
    const max = schema.maxLength ?? Infinity;
    return fc.stringMatching(new RegExp(schema.pattern!, 'u')).filter((text) => text.length <= max);
  } catch {
    return text({ maxLength: schema.maxLength ?? 50 });
  }
}

function shapedString(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.pattern === UUID_PATTERN) {
    return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  }
  if (schema.pattern) return matching(schema);
  if (schema.format === 'email') {
    return fc.oneof(fc.emailAddress(), fc.constantFrom('owner@demo.test', 'reception@demo.test', 'OWNER@demo.test'));
  }
  const { minLength, maxLength } = bounded(schema, 200);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NAME_POOL) },
    text({ minLength, maxLength }),
    text({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }),
    text({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 40) }),
  );
}

function shapedNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const edges = [min, max, min - 1, max + 1, 0, HUGE_NUMBER, NEGATIVE_ZERO].filter(
    (n) => typeof n === 'string' || !integer || Number.isInteger(n),
  );
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(8.875, 0.1 + 0.2, 12.5, 8.8755));
  return fc.oneof({ weight: 2, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

/** How a part is built: ids to use for UUID fields, and whether its parts may be hostile. */
interface Mode {
  ids: readonly string[];
  mixed: boolean;
}

/** A value shaped like `schema`; in a mixed mode its parts are now and then hostile (`valueFor`). */
function shaped(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const { ids } = mode;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => shaped(branch, mode, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return shapedString(schema, ids);
    case 'integer':
      return shapedNumber(schema, true);
    case 'number':
      return shapedNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, mode, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 12),
      });
    case 'object':
      return shapedObject(schema, mode, depth);
    default:
      // No type (Type.Unknown): anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function shapedObject(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const fields = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, mode, depth + 1)]));
  if (!mode.mixed) return fc.record(fields, { requiredKeys: required });
  const record = fc.oneof(
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: required }) },
    // A required field left out.
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  );
  const extraValues = schema.patternProperties
    ? valueFor(Object.values(schema.patternProperties)[0]!, mode, depth + 1)
    : hostile;
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...ODD_TEXT.slice(0, 24), 'role', 'isAdmin'), extraValues, {
        maxKeys: 2,
      }),
    },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Shaped like the schema; in a mixed mode, one part in four is hostile instead. */
export function valueFor(schema: JsonSchema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  if (!mode.mixed) return shaped(schema, mode, depth);
  return fc.oneof({ weight: 3, arbitrary: shaped(schema, mode, depth) }, { weight: 1, arbitrary: hostile });
}

/**
 * A whole request part: shaped with nothing hostile (so services see valid input, boundary values
 * and the tricky names), shaped with hostile parts, or wholly wrong.
 */
export function partFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: shaped(schema, { ids, mixed: false }, 0) },
    { weight: 4, arbitrary: shaped(schema, { ids, mixed: true }, 0) },
    { weight: 1, arbitrary: hostile },
  );
}

/** JSON text, with the markers written as the raw literals JSON.stringify cannot produce. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replaceAll(JSON.stringify(HUGE_NUMBER), '1e309')
    .replaceAll(JSON.stringify(NEGATIVE_ZERO), '-0');
}

/**
 * encodeURIComponent, except that an unpaired surrogate (which it refuses with a URIError) is sent
 * as the bytes a careless client would send: its 3-byte CESU-8 form, which is not valid UTF-8.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A query value as text: markers as their literals, objects the way a sloppy client sends them. */
function queryText(value: unknown): string {
  if (value === HUGE_NUMBER) return '1e309';
  if (value === NEGATIVE_ZERO) return '-0';
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `?a=1&b=x` from a generated query object; arrays repeat the key. */
export function toQueryString(query: unknown): string {
  if (query === null || typeof query !== 'object')
    return query === undefined ? '' : `?${encodeComponent(queryText(query))}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(key)}=${encodeComponent(queryText(item))}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The hostile values every field of every route is tried with, one field at a time. */
export const FIELD_ATTACKS: readonly unknown[] = [
  HUGE_NUMBER,
  NEGATIVE_ZERO,
  -1,
  2 ** 53 + 2,
  '\uD800',
  'Stylist\uD800',
  'a\u0000b',
  '   ',
  '\u202Eevil',
  'Owner\u200B',
  LONG_TEXT,
  null,
  [],
  {},
];

export const FALLBACK_ID = '00000000-0000-4000-8000-000000000000';

/** A plain, valid-looking value for `schema`: the starting point one-field attacks change. */
export function baselineFor(schema: JsonSchema, ids: readonly string[]): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return baselineFor(schema.anyOf[0]!, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.pattern === UUID_PATTERN) return ids[0] ?? FALLBACK_ID;
      if (schema.pattern) return fc.sample(matching(schema), { numRuns: 1, seed: 1 })[0];
      if (schema.format === 'email') return 'fuzz@demo.test';
      return 'Ada'.padEnd(schema.minLength ?? 0, 'a').slice(0, schema.maxLength ?? 3);
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => baselineFor(schema.items ?? {}, ids));
    case 'object': {
      // Required fields only: optional filters would narrow a list to nothing and hide the path
      // under attack (an empty page never reaches OFFSET). Attacks add the field they target.
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, baselineFor(property, ids)]),
      );
    }
    default:
      return null;
  }
}

/** Paths to every property of an object schema, nested objects included ([] is the whole part). */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const paths: string[][] = [prefix];
  if (prefix.length >= 3) return paths;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const inner = property.anyOf?.find((branch) => branch.type === 'object') ?? property;
    paths.push(...fieldPaths(inner, [...prefix, key]));
  }
  return paths;
}

function withValue(root: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base = root !== null && typeof root === 'object' && !Array.isArray(root) ? root : {};
  return { ...base, [head]: withValue((base as Record<string, unknown>)[head], rest, value) };
}

/** The baseline with one field replaced by each attack in turn, for every field of the schema. */
export function fieldAttacks(schema: JsonSchema, ids: readonly string[]): unknown[] {
  const baseline = baselineFor(schema, ids);
  return fieldPaths(schema).flatMap((path) => FIELD_ATTACKS.map((attack) => withValue(baseline, path, attack)));
}
