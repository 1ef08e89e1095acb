import type { AppDeps, RequestContext } from '../types';
import {
  SCRYPT_PARAMS,
  decryptBackup,
  deriveKey,
  encryptBackup,
  newSalt,
  splitEncrypted,
  type KeyWithSalt,
} from './crypto';
import { encryptedBackups, findBackupKey, replacePayload, saveBackupKey } from './repository';

/** The organization's backup key, unsealed; null until the owner sets a passphrase. */
export function organizationKey(deps: AppDeps, organizationId: string): KeyWithSalt | null {
  const row = findBackupKey(deps.db, organizationId);
  if (!row) return null;
  return {
    key: Buffer.from(deps.secrets.decrypt(row.sealedKey), 'base64'),
    salt: Buffer.from(row.salt, 'base64'),
    params: row.params,
  };
}

/**
 * Sets (or changes) the passphrase. The key is derived once here and kept sealed. On a change,
 * the backups stored here are re-encrypted under the new key in the same transaction, so every
 * stored backup always opens with the current passphrase; files downloaded before keep the salt
 * they were made with and still open with the passphrase of their day.
 */
export function setPassphrase(deps: AppDeps, ctx: RequestContext, passphrase: string): { reencrypted: number } {
  const salt = newSalt();
  const next: KeyWithSalt = { key: deriveKey(passphrase, salt, SCRYPT_PARAMS), salt, params: SCRYPT_PARAMS };
  const previous = organizationKey(deps, ctx.organizationId);
  const at = deps.now().toISOString();
  return deps.db.transaction((tx) => {
    let reencrypted = 0;
    if (previous) {
      for (const backup of encryptedBackups(tx, ctx.organizationId)) {
        const file = splitEncrypted(backup.payload.toString('utf8'));
        const plain = file ? decryptBackup(file, previous.key) : null;
        // A stored backup the old key does not open cannot be opened by anything: left as it is.
        if (!file || plain === null) continue;
        const about = { organizationId: file.header.organizationId, schemaVersion: file.header.schemaVersion };
        replacePayload(tx, ctx.organizationId, backup.id, encryptBackup(plain, next, about));
        reencrypted += 1;
      }
    }
    saveBackupKey(tx, {
      organizationId: ctx.organizationId,
      salt: salt.toString('base64'),
      params: SCRYPT_PARAMS,
      sealedKey: deps.secrets.encrypt(next.key.toString('base64')),
      createdBy: ctx.user.id,
      createdAt: at,
      updatedAt: at,
    });
    return { reencrypted };
  });
}
