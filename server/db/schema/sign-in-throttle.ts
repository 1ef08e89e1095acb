import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Attempts at a secret (a password for an email, a two-factor code for a user) in the current
 * window. Not a tenant table: it is keyed by what the caller typed, so an unknown email is throttled
 * exactly like a known one. `key` is a SHA-256 of the kind and the subject, never the email itself.
 * An attempt is reserved (counted) before the slow check runs, so concurrency cannot add checks.
 */
export const signInThrottle = sqliteTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStartedAt: text('window_started_at').notNull(),
  lockedUntil: text('locked_until'),
});
