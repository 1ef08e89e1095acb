import {
  BACKUP_MESSAGES,
  DEFAULT_BACKUP_SECTIONS,
  backupSizeLabel,
  confidenceOf,
  type Backup,
  type BackupType,
  type CreateBackupBody,
  type RecoveryPoint,
  type RestoreFileBody,
} from '../../contract/backups';
import { localDateOf } from '../../contract/availability/zone-clock';
import { AppError, NotFoundError } from '../../errors';
import { acceptableParams, deriveKey, type EncryptedHeader } from '../../backups/crypto';
import { openBackupFile, type KeyFinder } from '../../backups/file';
import { organizationKey, setPassphrase } from '../../backups/keys';
import { makeBackup } from '../../backups/make';
import {
  appliedMigrationCount,
  countChangesSince,
  deleteBackup,
  findBackup,
  findBackupKey,
  findListedBackup,
  listBackups,
  listRecoveryPoints,
} from '../../backups/repository';
import { restoreSnapshot } from '../../backups/restore';
import { readDocument } from '../../documents/documents';
import type { AppDeps, RequestContext } from '../../types';
import { organizationDataKind } from '../organizations/document';

type Listed = ReturnType<typeof listBackups>[number];

const present = (row: Listed): Backup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sections: row.sections,
  encryption: row.encrypted,
  status: row.status,
  type: row.kind as BackupType,
  size: backupSizeLabel(row.sizeBytes),
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt,
  createdBy:
    row.creatorFirstName === null || row.creatorLastName === null
      ? null
      : { firstName: row.creatorFirstName, lastName: row.creatorLastName },
});

/** `Friday's backup!` → `friday-s-backup`: the file name's part that comes from the backup's name. */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'settings';
}

export function backupsService(deps: AppDeps) {
  const { db } = deps;

  const target = (ctx: RequestContext) => ({
    organizationId: ctx.organizationId,
    schemaVersion: appliedMigrationCount(db),
  });

  function found(ctx: RequestContext, id: string) {
    const row = findBackup(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Backup');
    return row;
  }

  return {
    list: (ctx: RequestContext): Backup[] => listBackups(db, ctx.organizationId).map(present),

    recoveryPoints: (ctx: RequestContext): RecoveryPoint[] =>
      listRecoveryPoints(db, ctx.organizationId).map((point) => {
        const changesSince = countChangesSince(db, ctx.organizationId, point.createdAt);
        return {
          id: point.id,
          description: point.name,
          timestamp: point.createdAt,
          changesSince,
          confidence: confidenceOf(changesSince),
        };
      }),

    create(ctx: RequestContext, body: CreateBackupBody): Backup {
      const name = body.name.trim();
      if (name === '') {
        throw new AppError(400, BACKUP_MESSAGES.nameRequired, 'VALIDATION_ERROR', [
          { field: 'name', message: BACKUP_MESSAGES.nameRequired },
        ]);
      }
      const encrypt = body.encryption ?? true;
      if (encrypt && !findBackupKey(db, ctx.organizationId)) {
        throw new AppError(400, BACKUP_MESSAGES.passphraseNotSet, 'BACKUP_PASSPHRASE_NOT_SET', [
          { field: 'encryption', message: BACKUP_MESSAGES.passphraseNotSet },
        ]);
      }
      const { id } = makeBackup(deps, ctx, {
        type: 'manual',
        name,
        description: (body.description ?? '').trim(),
        sections: body.sections ?? DEFAULT_BACKUP_SECTIONS,
        encrypt,
      });
      return present(findListedBackup(db, ctx.organizationId, id)!);
    },

    /** A stored backup opens with the organization's own key: no passphrase to type. */
    restore(ctx: RequestContext, id: string) {
      const row = found(ctx, id);
      const key = organizationKey(deps, ctx.organizationId);
      const snapshot = openBackupFile(row.payload.toString('utf8'), target(ctx), () => key?.key ?? null);
      return { name: row.name, ...restoreSnapshot(deps, ctx, snapshot, row.name) };
    },

    /**
     * A file from a download: its passphrase derives the key with the file's own salt (a file
     * made before the passphrase changed still opens with the old one).
     */
    restoreFile(ctx: RequestContext, body: RestoreFileBody) {
      const findKey: KeyFinder = (header: EncryptedHeader) => {
        if (body.passphrase === undefined || body.passphrase === '' || !acceptableParams(header)) return null;
        return deriveKey(body.passphrase, Buffer.from(header.salt, 'base64'), {
          N: header.N,
          r: header.r,
          p: header.p,
          keyLength: 32,
        });
      };
      const snapshot = openBackupFile(body.file, target(ctx), findKey);
      // The name inside a file is whatever the file says: kept to a name's length.
      const stated = typeof snapshot.name === 'string' ? snapshot.name.trim().slice(0, 100) : '';
      const name = stated === '' ? 'a backup file' : stated;
      return { name, ...restoreSnapshot(deps, ctx, snapshot, name) };
    },

    remove(ctx: RequestContext, id: string): { name: string } {
      const row = found(ctx, id);
      deleteBackup(db, ctx.organizationId, id);
      return { name: row.name };
    },

    /** The stored file as it is, and the name to save it under. */
    download(ctx: RequestContext, id: string) {
      const row = found(ctx, id);
      const timeZone = readDocument(db, organizationDataKind, ctx).data.timezone;
      return {
        name: row.name,
        encrypted: row.encrypted,
        fileName: `backup-${nameSlug(row.name)}-${localDateOf(Date.parse(row.createdAt), timeZone)}.json`,
        payload: row.payload,
      };
    },

    passphraseStatus: (ctx: RequestContext) => ({ isSet: findBackupKey(db, ctx.organizationId) !== undefined }),

    setPassphrase(ctx: RequestContext, passphrase: string) {
      const wasSet = findBackupKey(db, ctx.organizationId) !== undefined;
      const { reencrypted } = setPassphrase(deps, ctx, passphrase);
      return { wasSet, reencrypted };
    },
  };
}
