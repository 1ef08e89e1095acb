import {
  Backup,
  BackupList,
  CreateBackupBody,
  MAX_BACKUP_FILE_CHARS,
  PassphraseStatus,
  RecoveryPointList,
  RestoreFileBody,
  RestoreResult,
  SetPassphraseBody,
} from '../backups';
import { IdParams } from '../common';
import type { ActivityAction } from '../activity';
import { defineRoute } from './define';

/**
 * Backup & Recovery (spec part 3 §2, §7 "Backup"): settings backups, recovery points, the backup
 * passphrase. Backups hold the organization's settings (registration and tax numbers among them),
 * so every call needs manage_organization_settings.
 */
const permission = 'manage_organization_settings';
const BACKUPS = '/api/settings/backups';
const backup = (action: ActivityAction) => ({ section: 'backup', action }) as const;

export const backupsRoutes = {
  list: defineRoute({ method: 'GET', path: BACKUPS, permission, response: BackupList }),
  recoveryPoints: defineRoute({
    method: 'GET',
    path: `${BACKUPS}/recovery-points`,
    permission,
    response: RecoveryPointList,
  }),
  create: defineRoute({
    method: 'POST',
    path: BACKUPS,
    permission,
    body: CreateBackupBody,
    response: Backup,
    status: 201,
    activity: backup('create'),
  }),
  /** No body: the backup's sections replace the current ones, after a recovery point is taken. */
  restore: defineRoute({
    method: 'POST',
    path: `${BACKUPS}/:id/restore`,
    permission,
    params: IdParams,
    response: RestoreResult,
    activity: backup('update'),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${BACKUPS}/:id`,
    permission,
    params: IdParams,
    status: 204,
    activity: backup('delete'),
  }),
  /** The backup file as stored (encrypted ones stay encrypted), as an attachment. */
  download: defineRoute({
    method: 'GET',
    path: `${BACKUPS}/:id/download`,
    permission,
    params: IdParams,
    activity: backup('export'),
  }),
  /** A downloaded backup file, read by the browser and sent as text. */
  restoreFile: defineRoute({
    method: 'POST',
    path: `${BACKUPS}/restore-file`,
    permission,
    body: RestoreFileBody,
    response: RestoreResult,
    activity: backup('import'),
    // The file's text inside a JSON string: escaping at most doubles a JSON file's quotes and
    // backslashes (an encrypted file's base64 needs none), plus the passphrase.
    bodyLimit: 2 * MAX_BACKUP_FILE_CHARS + 64 * 1024,
  }),
  passphrase: defineRoute({
    method: 'GET',
    path: `${BACKUPS}/passphrase`,
    permission,
    response: PassphraseStatus,
  }),
  setPassphrase: defineRoute({
    method: 'PUT',
    path: `${BACKUPS}/passphrase`,
    permission,
    body: SetPassphraseBody,
    response: PassphraseStatus,
    activity: backup('update'),
  }),
};
