import { BACKUP_MESSAGES, BACKUP_SECTIONS, type BackupSection } from '../contract/backups';
import { AppError, ConflictError } from '../errors';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  acceptableParams,
  decryptBackup,
  encryptBackup,
  keyMatches,
  splitEncrypted,
  type EncryptedHeader,
  type KeyWithSalt,
} from './crypto';
import type { SectionContent } from './sections';

/**
 * A backup file's content: the chosen sections of one organization's settings. The file is this
 * JSON as it is, or encrypted (crypto.ts).
 */
export interface BackupSnapshot {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  organizationId: string;
  organizationSlug: string;
  /** How many migrations the database that made it had: a newer one is refused. */
  schemaVersion: number;
  createdAt: string;
  /** The backup's name, for the recovery point a restore takes ('Before restoring "Friday"'). */
  name: string;
  /** Who made it: the personal section holds that person's preferences. */
  userId: string;
  sections: Partial<Record<BackupSection, SectionContent>>;
}

export function backupFileOf(snapshot: BackupSnapshot, key: KeyWithSalt | null): Buffer {
  const plain = JSON.stringify(snapshot);
  if (!key) return Buffer.from(plain, 'utf8');
  return encryptBackup(plain, key, { organizationId: snapshot.organizationId, schemaVersion: snapshot.schemaVersion });
}

const badRequest = (message: string, code: ConstructorParameters<typeof AppError>[2]) =>
  new AppError(400, message, code);
export const notABackup = () => badRequest(BACKUP_MESSAGES.notABackup, 'NOT_A_BACKUP_FILE');
export const damaged = () => badRequest(BACKUP_MESSAGES.damaged, 'BACKUP_DAMAGED');
export const wrongPassphrase = () => badRequest(BACKUP_MESSAGES.wrongPassphrase, 'BACKUP_WRONG_PASSPHRASE');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSnapshot(value: unknown): value is BackupSnapshot {
  if (!isRecord(value)) return false;
  return (
    value.format === BACKUP_FORMAT &&
    typeof value.version === 'number' &&
    typeof value.organizationId === 'string' &&
    typeof value.schemaVersion === 'number' &&
    typeof value.createdAt === 'string' &&
    isRecord(value.sections) &&
    Object.keys(value.sections).every((section) => (BACKUP_SECTIONS as readonly string[]).includes(section))
  );
}

/** Where the restore happens: a backup of another business, or of a newer app, is refused. */
export interface RestoreTarget {
  organizationId: string;
  schemaVersion: number;
}

function checkBelongs(
  about: { organizationId: string; schemaVersion: number; version: number },
  target: RestoreTarget,
) {
  if (about.version > BACKUP_FORMAT_VERSION || about.schemaVersion > target.schemaVersion) {
    throw new ConflictError(BACKUP_MESSAGES.newerVersion, 'BACKUP_NEWER_VERSION');
  }
  if (about.organizationId !== target.organizationId) {
    throw new ConflictError(BACKUP_MESSAGES.otherOrganization, 'BACKUP_OTHER_ORGANIZATION');
  }
}

/**
 * How an encrypted file's key is found: the organization's own stored key (a backup made here),
 * or one derived from the passphrase the person typed. Returns null when there is nothing to try
 * (no passphrase given): the file then asks for one.
 */
export type KeyFinder = (header: EncryptedHeader) => Buffer | null;

/**
 * The snapshot a backup file holds, after every check a restore needs, in the order that tells
 * the person the most useful thing: not a backup at all; another business's or a newer app's
 * (from the header, before any key is derived); the wrong passphrase; changed bytes; and the
 * same two checks again on the decrypted content, which the tag vouches for.
 */
export function openBackupFile(text: string, target: RestoreTarget, findKey: KeyFinder): BackupSnapshot {
  const encrypted = splitEncrypted(text);
  let plain = text;
  if (encrypted) {
    const { header } = encrypted;
    checkBelongs(header, target);
    if (!acceptableParams(header)) throw notABackup();
    const key = findKey(header);
    if (!key) throw badRequest(BACKUP_MESSAGES.passphraseNeeded, 'BACKUP_PASSPHRASE_NEEDED');
    if (!keyMatches(header, key)) throw wrongPassphrase();
    const opened = decryptBackup(encrypted, key);
    if (opened === null) throw damaged();
    plain = opened;
  }
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(plain);
  } catch {
    // Decrypted text that is not JSON was made by something else with the right key: still not ours.
    throw notABackup();
  }
  if (!isSnapshot(snapshot)) throw notABackup();
  checkBelongs(snapshot, target);
  if (encrypted && snapshot.organizationId !== encrypted.header.organizationId) throw damaged();
  return snapshot;
}
