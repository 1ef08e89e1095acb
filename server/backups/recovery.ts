import type { AppDeps, RequestContext } from '../types';

/**
 * Recovery points (issue 17): a snapshot of every backup section of the organization (and the
 * caller's personal settings) taken automatically before a risky change: a restore, an import,
 * applying a settings template. Encrypted under the organization's backup key when one is set.
 * Callers take one before they change anything; it never fails the change it protects unless
 * the database itself fails.
 *
 * (Written by the backups part of issue 17; this file states the call the other parts use.)
 */
export interface RecoveryPointInput {
  /** What is about to happen, in the owner's words: 'Before restoring "Friday"'. */
  reason: string;
}

export function takeRecoveryPoint(_deps: AppDeps, _ctx: RequestContext, _input: RecoveryPointInput): { id: string } {
  throw new Error('takeRecoveryPoint is written by the backups part of issue 17');
}
