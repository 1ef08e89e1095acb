import { MAX_BACKUP_FILE_CHARS } from '../../../../server/contract/backups';

/**
 * A backup file chosen to restore, read in the browser. The server checks everything that matters
 * (tampering, passphrase, business, version); this only keeps a file that cannot be a backup from
 * being read and sent, and tells whether to ask for the passphrase.
 */
export type ChosenFile =
  | { kind: 'ready'; fileName: string; text: string; encrypted: boolean }
  | { kind: 'tooLarge'; fileName: string }
  | { kind: 'unreadable'; fileName: string };

/** The 5 MB the server accepts; a file's bytes are at least its characters, so bytes are checked first. */
export const MAX_BACKUP_FILE_BYTES = MAX_BACKUP_FILE_CHARS;

/**
 * True when the first line is the header of an encrypted backup (`{"encrypted":true,…}`, the
 * cipher text follows on the next line). A plain backup is one JSON document whose first line is
 * not a whole object, or is one without that flag.
 */
export function isEncryptedBackup(text: string): boolean {
  const newline = text.indexOf('\n');
  if (newline === -1) return false;
  try {
    const header: unknown = JSON.parse(text.slice(0, newline));
    return typeof header === 'object' && header !== null && (header as { encrypted?: unknown }).encrypted === true;
  } catch {
    return false;
  }
}

export async function readBackupFile(file: File): Promise<ChosenFile> {
  const fileName = file.name;
  if (file.size > MAX_BACKUP_FILE_BYTES) return { kind: 'tooLarge', fileName };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { kind: 'unreadable', fileName };
  }
  if (text.length > MAX_BACKUP_FILE_CHARS) return { kind: 'tooLarge', fileName };
  if (text.trim() === '') return { kind: 'unreadable', fileName };
  return { kind: 'ready', fileName, text, encrypted: isEncryptedBackup(text) };
}
