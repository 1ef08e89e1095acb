import { BACKUP_SECTIONS } from '../contract/backups';
import type { AppDeps, RequestContext } from '../types';
import { findBackupKey } from './repository';
import { makeBackup } from './make';

/**
 * Recovery points (issue 17): a snapshot of every backup section of the organization (and the
 * caller's personal settings) taken automatically before a risky change: a restore, an import,
 * applying a settings template. Encrypted under the organization's backup key when one is set.
 * Callers take one before they change anything; it never fails the change it protects unless
 * the database itself fails. Called inside the caller's transaction, it is undone with it.
 */
export interface RecoveryPointInput {
  /** What is about to happen, in the owner's words: 'Before restoring "Friday"'. */
  reason: string;
}

export function takeRecoveryPoint(deps: AppDeps, ctx: RequestContext, input: RecoveryPointInput): { id: string } {
  return makeBackup(deps, ctx, {
    type: 'recovery_point',
    name: input.reason,
    description: '',
    sections: BACKUP_SECTIONS,
    encrypt: findBackupKey(deps.db, ctx.organizationId) !== undefined,
  });
}
