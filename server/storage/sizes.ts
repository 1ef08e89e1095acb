import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

/** Size of the database: its pages plus the write-ahead log not yet folded in. */
export function databaseBytes(sqlite: Database.Database): number {
  const pages = sqlite.pragma('page_count', { simple: true }) as number;
  const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
  let wal = 0;
  if (sqlite.name !== ':memory:') {
    try {
      wal = statSync(`${sqlite.name}-wal`).size;
    } catch {
      wal = 0;
    }
  }
  return pages * pageSize + wal;
}

/** Total size of the files under a folder; a missing folder holds nothing. */
export function folderBytes(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}
