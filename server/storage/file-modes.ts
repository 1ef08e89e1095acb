import { chmodSync, closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';

/**
 * Everything the server keeps on disk (the database and its -wal/-shm, secret.key, uploads, and
 * later backups) holds client data or keys, so only the account the server runs as may read it.
 * These are the one place for those modes: new storage code uses the helpers below.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder (and missing parents) owner-only, and tightens it if it already existed:
 * mkdir's mode applies only to folders it creates, so one left by an older version would stay
 * readable by everyone.
 */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

/** Tightens a file that may already exist (an older version's database, a restored copy). */
export function restrictFile(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/**
 * Creates the file empty and owner-only if it is missing, so that a program opening it next (SQLite)
 * never makes it with the default, world-readable mode, not even for a moment.
 */
export function touchPrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Writes a file owner-only; `flag: 'wx'` refuses to replace an existing one. */
export function writePrivateFile(path: string, data: string | Buffer, flag: 'w' | 'wx' = 'w'): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE, flag });
  // The mode above applies only when the file is created; an overwritten one keeps its old mode.
  chmodSync(path, PRIVATE_FILE_MODE);
}
