import { backupSequenceOf } from './names';

/**
 * Which whole-database backups to keep. The rule:
 *
 * 1. the 7 most recent backups, whenever they were made (so several backups made by hand in one
 *    afternoon, or a weekly schedule's last seven weeks, are all kept);
 * 2. plus, for each of the last 30 days, the newest backup of that day. Days are UTC calendar days,
 *    so there is no daylight-saving hour to fall between two days; "the last 30 days" are today
 *    (the UTC day of `now`) and the 29 before it.
 *
 * Everything else is deleted. Backups dated after `now` (a clock put back) count as the most recent.
 * Pure: the caller lists the folder and deletes what `remove` names.
 */
export const KEEP_MOST_RECENT = 7;
export const KEEP_DAILY_FOR_DAYS = 30;

export interface DatedBackup {
  name: string;
  createdAt: Date;
}

export interface RetentionDecision<T extends DatedBackup> {
  keep: T[];
  remove: T[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in UTC: one number per calendar day. */
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** Newest first; two backups of one second by their `-2` suffix. */
export function newestFirst(a: DatedBackup, b: DatedBackup): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || backupSequenceOf(b.name) - backupSequenceOf(a.name);
}

export function retention<T extends DatedBackup>(files: readonly T[], now: Date): RetentionDecision<T> {
  const sorted = [...files].sort(newestFirst);
  const today = utcDay(now);
  const kept = new Set<T>(sorted.slice(0, KEEP_MOST_RECENT));
  const daysSeen = new Set<number>();
  for (const file of sorted) {
    const day = utcDay(file.createdAt);
    if (day > today - KEEP_DAILY_FOR_DAYS && !daysSeen.has(day)) {
      daysSeen.add(day);
      kept.add(file);
    }
  }
  return { keep: sorted.filter((file) => kept.has(file)), remove: sorted.filter((file) => !kept.has(file)) };
}
