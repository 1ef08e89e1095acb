/**
 * Names of whole-database backups: `salon-2026-11-23-023500.db`, the UTC time it was made, so
 * the name alone sorts and dates a backup (the file's mtime changes when it is copied elsewhere).
 * A second backup in the same second gets `-2`, `-3`... A file being written is `<name>.partial`
 * and matches nothing here, so it is never listed, kept or deleted as a backup.
 */
/** The live database in the data folder; its backups are named after it. */
export const DATABASE_FILE = 'salon.db';

const NAME = /^salon-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(?:-([2-9]|[1-9]\d{1,2}))?\.db$/;

export const PARTIAL_SUFFIX = '.partial';

const two = (value: number) => String(value).padStart(2, '0');

export function backupFileName(at: Date, sequence = 1): string {
  const day = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
  return `salon-${day}-${time}${sequence > 1 ? `-${sequence}` : ''}.db`;
}

/** When the backup was made (to the second), or null for a file that is not one of ours. */
export function backupTimeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // Date.UTC rolls 2026-02-30 over into March: such a name was not written by us.
  const exact =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hours &&
    at.getUTCMinutes() === minutes &&
    at.getUTCSeconds() === seconds;
  return exact ? at : null;
}

/** The sequence number of a name (1 when it has no suffix), to order two backups of one second. */
export function backupSequenceOf(name: string): number {
  const suffix = NAME.exec(name)?.[7];
  return suffix === undefined ? 1 : Number(suffix);
}
