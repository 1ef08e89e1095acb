import { LOGIN_LOCK_MINUTES, MAX_FAILED_LOGINS } from '../../contract/auth';
import { TooManyRequestsError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { AppDeps } from '../../types';
import { organizationIds } from '../organizations/repository';
import { readSystemConfiguration } from '../system-configuration/document';
import {
  deleteThrottle,
  findThrottle,
  purgeStaleThrottles,
  saveThrottle,
  type ThrottleRow,
} from './throttle-repository';

/**
 * What is being guessed: a password (per typed email, known or not) or a two-factor code (per user).
 * Each kind has its own budget, so a correct password does not buy more code guesses and the
 * other way round.
 */
export type ThrottleKind = 'password' | 'code';

/**
 * How many checks a window allows and how long the lock lasts: the organization's system
 * configuration (maxLoginAttempts, lockoutDurationMinutes), else these defaults (part 3 §9). The
 * window is as long as the lock: "at most 5 checks per 15 minutes".
 */
export interface ThrottleLimits {
  maxAttempts: number;
  lockMs: number;
}
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  maxAttempts: MAX_FAILED_LOGINS,
  lockMs: LOGIN_LOCK_MINUTES * 60_000,
};
// Stale counters are swept at most this often, on the back of an attempt.
const PURGE_EVERY_MS = 60_000;

/** Emails are matched trimmed and lower-cased (as findUserByEmail does), so are their counters. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The stored key: a hash, so the table never holds the emails people typed. */
export const throttleKey = (kind: ThrottleKind, subject: string) => hashToken(`${kind}:${subject}`);

/** The one lockout answer, for every kind and for known and unknown emails alike. */
export function lockedError(until: Date, at: Date): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
    'ACCOUNT_LOCKED',
  );
}

/** The organization's sign-in limits (System Configuration). */
export function throttleLimitsOf(db: AppDeps['db'], organizationId: string): ThrottleLimits {
  const { maxLoginAttempts, lockoutDurationMinutes } = readSystemConfiguration(db, organizationId).security;
  return { maxAttempts: maxLoginAttempts, lockMs: lockoutDurationMinutes * 60_000 };
}

type Decision = { granted: true; row: ThrottleRow } | { granted: false; until: Date };

/**
 * One more attempt on `key` at `at`, given its current row. A window opens with the first attempt;
 * the attempt that uses up the window's budget also sets the lock, so every later request is
 * refused before anything is checked, until the lock runs out and a fresh window opens.
 */
export function decideAttempt(
  key: string,
  row: ThrottleRow | undefined,
  at: Date,
  { maxAttempts, lockMs }: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
): Decision {
  const t = at.getTime();
  if (row?.lockedUntil && Date.parse(row.lockedUntil) > t) return { granted: false, until: new Date(row.lockedUntil) };
  const fresh = !row || Date.parse(row.windowStartedAt) + lockMs <= t;
  const attempts = fresh ? 1 : row.attempts + 1;
  const windowStartedAt = fresh ? at.toISOString() : row.windowStartedAt;
  // A row counted under a larger limit (lowered since), or edited by hand: the window holds.
  if (attempts > maxAttempts) return { granted: false, until: new Date(Date.parse(windowStartedAt) + lockMs) };
  const lockedUntil = attempts === maxAttempts ? new Date(t + lockMs).toISOString() : null;
  return { granted: true, row: { key, attempts, windowStartedAt, lockedUntil } };
}

/**
 * Reserve first, then check: the attempt is counted in one synchronous transaction before the slow
 * argon2 or TOTP check starts, so however many requests arrive at once (from however many
 * addresses), at most MAX_FAILED_LOGINS checks run per key and window. better-sqlite3 runs the
 * transaction without yielding, so no other request of this process can interleave; IMMEDIATE
 * takes the write lock up front in case another process shares the file.
 */
export function throttleService(deps: AppDeps) {
  const { db, now } = deps;
  let lastPurge = 0;

  /** Counters whose window has run out under every organization's limits are forgotten. */
  function purge(at: Date): void {
    if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    const longest = Math.max(
      DEFAULT_THROTTLE_LIMITS.lockMs,
      ...organizationIds(db).map((id) => throttleLimitsOf(db, id).lockMs),
    );
    purgeStaleThrottles(db, new Date(at.getTime() - longest).toISOString(), at.toISOString());
  }

  /** Counts the attempt; returns the lock's end when this attempt is the one that sets it. */
  function reserve(key: string, limits: ThrottleLimits): string | null {
    const at = now();
    purge(at);
    const decision = db.transaction(
      (tx) => {
        const decided = decideAttempt(key, findThrottle(tx, key), at, limits);
        if (decided.granted) saveThrottle(tx, decided.row);
        return decided;
      },
      { behavior: 'immediate' },
    );
    if (!decision.granted) throw lockedError(decision.until, at);
    return decision.row.lockedUntil;
  }

  return {
    /**
     * Runs `check` only if an attempt could be reserved (otherwise throws the 429), and forgets the
     * key's attempts when it passes. Returns what `check` said. `onLocked` hears of the failed
     * attempt that used up the window, with the lock's end.
     */
    async attempt(
      kind: ThrottleKind,
      subject: string,
      check: () => Promise<boolean>,
      limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
      onLocked?: (until: string) => void,
    ): Promise<boolean> {
      const key = throttleKey(kind, subject);
      const locking = reserve(key, limits);
      const passed = await check();
      if (passed) deleteThrottle(db, key);
      else if (locking !== null) onLocked?.(locking);
      return passed;
    },
  };
}
