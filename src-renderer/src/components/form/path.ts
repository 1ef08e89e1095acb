/**
 * Dot paths into a settings document ('companyName', 'address.city', 'ui.compactMode'), the way the
 * server names a field in a 400. Arrays are values, not containers: a form edits a list as a whole.
 */

type Leaf = string | number | boolean | bigint | symbol | null | undefined | readonly unknown[];

type Join<K extends string, Rest extends string> = `${K}.${Rest}`;

/** Every path of T: its keys, and the keys of nested plain objects joined with dots. */
export type Path<T> = T extends Leaf
  ? never
  : {
      [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | Join<K, Path<NonNullable<T[K]>>>;
    }[keyof T & string];

/** The type found at a path of T. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? PathValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/**
 * The paths of T whose value is a V (e.g. every text field of a form). A record with open keys
 * (the notification flags) has no list of paths to check: every key goes.
 */
export type PathTo<T, V> =
  string extends Path<T> ? string : { [P in Path<T>]: PathValue<T, P> extends V ? P : never }[Path<T>];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function getAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `value` with `next` at `path`; objects along the path are copied, never changed. */
export function setAt<T>(value: T, path: string, next: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const source: Record<string, unknown> = isRecord(value) ? value : {};
  const child = rest.length === 0 ? next : setAt(source[key], rest.join('.'), next);
  return { ...source, [key]: child } as T;
}

/** Structural equality of JSON-like values (what a settings document holds). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** The leaf paths where `next` differs from `base`, with next's values. */
export function differences(base: unknown, next: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(base) || !isRecord(next)) return sameValue(base, next) ? {} : { [prefix]: next };
  const found: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(base), ...Object.keys(next)]);
  for (const key of keys) {
    Object.assign(found, differences(base[key], next[key], prefix === '' ? key : `${prefix}.${key}`));
  }
  return found;
}
