import { MAX_RECOVERY_POINTS, type BackupSection, type BackupType } from '../contract/backups';
import { newId } from '../ids';
import type { AppDeps, RequestContext } from '../types';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './crypto';
import { backupFileOf, type BackupSnapshot } from './file';
import { organizationKey } from './keys';
import { appliedMigrationCount, insertBackup, pruneRecoveryPoints } from './repository';
import { readSections } from './sections';

export interface MakeBackupInput {
  type: BackupType;
  name: string;
  description: string;
  sections: readonly BackupSection[];
  /** Encrypt under the organization's key; the caller has checked that one is set. */
  encrypt: boolean;
}

/**
 * Takes a backup of the current settings and stores its file. A recovery point also drops the
 * organization's oldest ones beyond MAX_RECOVERY_POINTS. Synchronous, on the one connection: run
 * inside a transaction, it is part of it (a restore that fails takes its recovery point back).
 */
export function makeBackup(deps: AppDeps, ctx: RequestContext, input: MakeBackupInput): { id: string } {
  const { db } = deps;
  const now = deps.now();
  const key = input.encrypt ? organizationKey(deps, ctx.organizationId) : null;
  if (input.encrypt && !key) throw new Error('makeBackup: encryption asked for without a backup key');
  const snapshot: BackupSnapshot = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    organizationId: ctx.organizationId,
    organizationSlug: ctx.organization.slug,
    schemaVersion: appliedMigrationCount(db),
    createdAt: now.toISOString(),
    name: input.name,
    userId: ctx.user.id,
    sections: readSections(db, ctx, input.sections),
  };
  const payload = backupFileOf(snapshot, key);
  const id = newId(now.getTime());
  return db.transaction((tx) => {
    insertBackup(tx, {
      id,
      organizationId: ctx.organizationId,
      kind: input.type,
      name: input.name,
      description: input.description,
      sections: [...input.sections],
      encrypted: key !== null,
      status: 'success',
      schemaVersion: snapshot.schemaVersion,
      sizeBytes: payload.length,
      payload,
      createdBy: ctx.user.id,
      createdAt: snapshot.createdAt,
    });
    if (input.type === 'recovery_point') pruneRecoveryPoints(tx, ctx.organizationId, MAX_RECOVERY_POINTS);
    return { id };
  });
}
