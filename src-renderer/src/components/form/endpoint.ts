import type { QueryKey } from '@tanstack/react-query';

/** A document as read or saved, with the version the server gave it (its ETag), when known. */
export interface Versioned<T> {
  data: T;
  etag?: string;
}

/**
 * How a settings document is read and written: what useSettingsDocument needs, nothing more.
 * Each feature builds its own from the api module (see features/<area>/document.ts). `etag` is
 * the version the form was opened with and goes back as If-Match; while the api functions do not
 * report ETags it is undefined, and the api client sends the version it remembers for the path
 * (the same one, read together with the data).
 */
export interface DocumentEndpoint<T, Body = T> {
  queryKey: QueryKey;
  load(signal: AbortSignal): Promise<Versioned<T>>;
  save(body: Body, etag: string | undefined): Promise<Versioned<T>>;
}

/** For api functions that answer the document alone (no ETag in hand). */
export const unversioned = <T>(data: T): Versioned<T> => ({ data });

/**
 * The version each cached document object was read or saved with. Keyed by the object itself, so
 * a document the cache got from elsewhere (another hook reading the same key) simply has none and
 * the client's remembered version applies.
 */
const versions = new WeakMap<object, string>();

export function rememberVersion(document: unknown, etag: string | undefined): void {
  if (etag !== undefined && typeof document === 'object' && document !== null) versions.set(document, etag);
}

export function versionOf(document: unknown): string | undefined {
  return typeof document === 'object' && document !== null ? versions.get(document) : undefined;
}
