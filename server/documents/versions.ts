import { createHash } from 'node:crypto';
import { PreconditionFailedError } from '../errors';

/**
 * What an ETag stands for: the version counter of a settings document or of a record that has a
 * `version` column (roles, tax rates), or a content tag (contentTag) for records without one.
 */
export type Version = number | string;

export function etagOf(version: Version): string {
  return `"${version}"`;
}

/** True when If-Match is absent, `*`, or names the current version (weak or strong). */
export function matchesVersion(ifMatch: string | undefined, version: Version): boolean {
  if (ifMatch === undefined) return true;
  const current = etagOf(version);
  return ifMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === current);
}

/**
 * The one 412 check of every versioned write: a stale If-Match changes nothing. Called by the
 * service before it writes, inside the same synchronous step (or transaction) as the write, so
 * nothing can slip in between. No If-Match at all is accepted (older clients, tools, tests).
 */
export function assertFresh(ifMatch: string | undefined, version: Version): void {
  if (!matchesVersion(ifMatch, version)) throw new PreconditionFailedError();
}

/**
 * A version for a record whose table keeps no counter (users, subscriptions): a short hash of the
 * fields a write may change. It moves exactly when one of them does, and a field the write never
 * touches (an avatar for the profile form, a role's name for the team list) does not make the
 * next save fail. The prefix keeps it apart from numeric versions.
 */
export function contentTag(fields: Readonly<Record<string, unknown>>): string {
  return `c${createHash('sha1').update(JSON.stringify(fields)).digest('base64url').slice(0, 16)}`;
}
