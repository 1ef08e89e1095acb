import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, type AvatarSize } from '../../contract/account';
import { processImage } from '../../images/pipeline';
import { forgetStoredPicture, storedPictureFile } from '../../images/stored-pictures';
import { ensurePrivateDir, writePrivateFile } from '../../storage/file-modes';
import { avatarsDir } from '../../storage/paths';

export const avatarUrl = (userId: string, file: string | null) =>
  file ? `/api/users/${userId}/avatar?v=${file.replace(/\.[a-z]+$/, '')}` : null;

export const AVATAR_TOO_LARGE = 'Please select an image smaller than 5MB';
export const AVATAR_WRONG_TYPE = 'Please choose a JPG, PNG, GIF or WebP image';
/** The picture is shown at most at card size: larger uploads are stored scaled down to this side. */
const AVATAR_MAX_SIDE = 1024;
/** Lists show avatars at 32–64 px; 128 stays sharp on high-density screens. */
const AVATAR_THUMBNAIL_SIZE = 128;

/** `<user>-<random>.png` is stored beside `<user>-<random>.thumb.png`. */
const thumbnailOf = (file: string) => file.replace(/(\.[a-z]+)$/, '.thumb$1');

/**
 * Decodes and re-encodes the upload (images/pipeline: 415/413 for anything but a sound picture),
 * writes the picture and its thumbnail, and returns the picture's file name; the caller removes the
 * old one.
 */
export async function storeAvatar(
  dataDir: string,
  organizationId: string,
  userId: string,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw new Error('storeAvatar called with an oversized file');
  const processed = await processImage(bytes, {
    maxSide: AVATAR_MAX_SIDE,
    thumbnail: { size: AVATAR_THUMBNAIL_SIZE },
    messages: { notAnImage: AVATAR_WRONG_TYPE },
  });
  const dir = avatarsDir(dataDir, organizationId);
  ensurePrivateDir(dir);
  // A new name per upload, so browsers never show a cached old picture.
  const file = `${userId}-${randomBytes(6).toString('hex')}.${processed.extension}`;
  writePrivateFile(join(dir, thumbnailOf(file)), processed.thumbnail, 'wx');
  writePrivateFile(join(dir, file), processed.image, 'wx');
  return file;
}

export async function removeAvatar(dataDir: string, organizationId: string, file: string | null): Promise<void> {
  if (!file) return;
  const dir = avatarsDir(dataDir, organizationId);
  const paths = [join(dir, file), join(dir, thumbnailOf(file))];
  for (const path of paths) forgetStoredPicture(path);
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/** The stored picture or its thumbnail; a file missing on disk is a 404, not a 500. */
export async function readAvatar(dataDir: string, organizationId: string, file: string, size: AvatarSize) {
  const name = size === 'thumb' ? thumbnailOf(file) : file;
  return storedPictureFile(join(avatarsDir(dataDir, organizationId), name), 'Avatar');
}
