/**
 * A route's TypeBox schema as plain JSON Schema for the OpenAPI document. TypeBox keeps its own
 * markers (`~kind`, `~optional`) as non-enumerable properties, which a JSON round trip drops. The
 * server's own Ajv keywords (`plainText`, `errorMessage`) are not JSON Schema: they are kept under
 * the `x-` names OpenAPI reserves for extensions, so a validator of the document ignores them.
 */
const OWN_KEYWORDS: ReadonlySet<string> = new Set(['plainText', 'errorMessage']);

export type JsonSchema = { [key: string]: unknown };

/** Property names are data, not keywords: `properties.errorMessage` stays a property. */
const NAMED_CHILDREN: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs']);

function rename(value: unknown, keysAreNames: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, false));
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    const name = !keysAreNames && OWN_KEYWORDS.has(key) ? `x-${key}` : key;
    out[name] = rename(child, !keysAreNames && NAMED_CHILDREN.has(key));
  }
  return out;
}

export function toJsonSchema(schema: unknown): JsonSchema {
  return rename(JSON.parse(JSON.stringify(schema)), false) as JsonSchema;
}
