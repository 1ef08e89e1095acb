import type { Backup, BackupType } from '../../../../server/contract/backups';

/** What the four summary cards of §2 show, counted from the lists the server gave. */
export interface BackupSummary {
  total: number;
  successful: number;
  /** The sum of the backups' sizes, in megabytes (base 1024, as the rows' "0.02 MB"). */
  megabytes: number;
  /** The first listed backup (the list is newest first), or null: 'Never'. */
  last: { createdAt: string; type: BackupType } | null;
  recoveryPoints: number;
}

const MEGABYTE = 1024 * 1024;

export function summaryOf(backups: readonly Backup[], recoveryPoints: number): BackupSummary {
  const first = backups[0];
  return {
    total: backups.length,
    successful: backups.filter((backup) => backup.status === 'success').length,
    megabytes: backups.reduce((sum, backup) => sum + backup.sizeBytes, 0) / MEGABYTE,
    last: first === undefined ? null : { createdAt: first.createdAt, type: first.type },
    recoveryPoints,
  };
}
