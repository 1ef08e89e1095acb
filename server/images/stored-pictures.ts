import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { NotFoundError } from '../errors';
import { BoundedStore } from '../runtime/bounded-store';
import { STORED_IMAGE_TYPES } from './pipeline';

/**
 * Reading the pictures the pipeline stored (avatars, location photos, logos), for the routes that
 * serve them. Each upload gets a new name, so a path's bytes normally never change; pictures read
 * lately are kept in memory, each with the size and time of change its file had when read, and the
 * file is still looked at on every read (one stat, far cheaper than reading it), so a picture
 * removed or replaced on disk is never answered from memory.
 */
interface Picture {
  bytes: Buffer;
  size: number;
  mtimeMs: number;
}

/** A few hundred thumbnails, and the larger pictures shown most; least recently used out first. */
const recentlyRead = new BoundedStore<string, Picture>(32 * 1024 * 1024);

/** Drops a picture from memory: its file is about to be removed. */
export function forgetStoredPicture(path: string): void {
  recentlyRead.delete(path);
}

/** The MIME type of a name the pipeline writes (JPEG or PNG); undefined for any other name. */
export function storedPictureType(name: string): string | undefined {
  return Object.values(STORED_IMAGE_TYPES).find((type) => name.endsWith(`.${type.extension}`))?.mime;
}

/** The bytes of a stored picture, or undefined when there is no such file (a folder is none either). */
export async function readStoredPicture(path: string): Promise<Buffer | undefined> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    forgetStoredPicture(path);
    return undefined;
  }
  const known = recentlyRead.touch(path);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.bytes;
  const bytes = await readFile(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' || err.code === 'EISDIR') return undefined;
    throw err;
  });
  if (bytes && bytes.length === stat.size) {
    recentlyRead.set(path, { bytes, size: stat.size, mtimeMs: stat.mtimeMs }, bytes.length);
  }
  return bytes;
}

/**
 * A stored picture as a route serves it, with its type. A path not given (a name the caller
 * refused), a name the pipeline never writes or a file missing on disk is a 404 for `what`, not a 500.
 */
export async function storedPictureFile(
  path: string | undefined,
  what: string,
): Promise<{ bytes: Buffer; mime: string }> {
  const mime = path === undefined ? undefined : storedPictureType(path);
  const bytes = path !== undefined && mime ? await readStoredPicture(path) : undefined;
  if (!bytes || !mime) throw new NotFoundError(what);
  return { bytes, mime };
}
