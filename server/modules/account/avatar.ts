import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '../../contract/account';
import { UnsupportedMediaTypeError } from '../../errors';
import { MIME_BY_EXTENSION, sniffImage, type SniffedImage } from '../../security/sniff-image';
import { uploadsDir } from '../overview/service';

export const avatarDir = (dataDir: string, organizationId: string) =>
  join(uploadsDir(dataDir, organizationId), 'avatars');

export const avatarUrl = (userId: string, file: string | null) =>
  file ? `/api/users/${userId}/avatar?v=${file.replace(/\.[a-z]+$/, '')}` : null;

export const AVATAR_TOO_LARGE = 'Please select an image smaller than 5MB';
export const AVATAR_WRONG_TYPE = 'Please choose a JPG, PNG, GIF or WebP image';

/** Checks the bytes, writes the new file, and returns its name; the caller removes the old one. */
export function storeAvatar(dataDir: string, organizationId: string, userId: string, bytes: Buffer): string {
  if (bytes.length > AVATAR_MAX_BYTES) throw new Error('storeAvatar called with an oversized file');
  const image: SniffedImage | undefined = sniffImage(bytes);
  if (!image) throw new UnsupportedMediaTypeError(AVATAR_WRONG_TYPE);
  const dir = avatarDir(dataDir, organizationId);
  mkdirSync(dir, { recursive: true });
  // A new name per upload, so browsers never show a cached old picture.
  const file = `${userId}-${randomBytes(6).toString('hex')}.${image.extension}`;
  writeFileSync(join(dir, file), bytes, { mode: 0o600 });
  return file;
}

export function removeAvatar(dataDir: string, organizationId: string, file: string | null): void {
  if (file) rmSync(join(avatarDir(dataDir, organizationId), file), { force: true });
}

export function readAvatar(dataDir: string, organizationId: string, file: string) {
  const extension = file.split('.').pop() as SniffedImage['extension'];
  return { bytes: readFileSync(join(avatarDir(dataDir, organizationId), file)), mime: MIME_BY_EXTENSION[extension] };
}
