import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { processImage } from '../../images/pipeline';
import { forgetStoredPicture, storedPictureFile } from '../../images/stored-pictures';
import { ensurePrivateDir, writePrivateFile } from '../../storage/file-modes';
import { locationPhotosDir } from '../../storage/paths';

export const PHOTO_WRONG_TYPE = 'Please choose a JPG, PNG, GIF or WebP image';
/** The upload route's own limit (http/route.ts allows 10 MB per file). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Please select an image smaller than 10MB';
/** Shown at most in a lightbox on a large screen: bigger uploads are stored scaled down to this side. */
const PHOTO_MAX_SIDE = 2000;
/** Cards and the uploader's grid show thumbnails at up to 200 px; 400 stays sharp on dense screens. */
const PHOTO_THUMBNAIL_SIZE = 400;

export interface StoredPhoto {
  file: string;
  thumbnailFile: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Decodes and re-encodes the upload (images/pipeline: 415/413 for anything but a sound picture,
 * metadata stripped), and writes the picture and its thumbnail owner-only under the organization's
 * folder. The names are new for every upload and never reused.
 */
export async function storePhoto(dataDir: string, organizationId: string, bytes: Buffer): Promise<StoredPhoto> {
  const processed = await processImage(bytes, {
    maxSide: PHOTO_MAX_SIDE,
    thumbnail: { size: PHOTO_THUMBNAIL_SIZE },
    messages: { notAnImage: PHOTO_WRONG_TYPE },
  });
  const dir = locationPhotosDir(dataDir, organizationId);
  ensurePrivateDir(dir);
  const base = randomBytes(12).toString('hex');
  const file = `${base}.${processed.extension}`;
  const thumbnailFile = `${base}.thumb.${processed.extension}`;
  writePrivateFile(join(dir, thumbnailFile), processed.thumbnail, 'wx');
  writePrivateFile(join(dir, file), processed.image, 'wx');
  return {
    file,
    thumbnailFile,
    width: processed.width,
    height: processed.height,
    bytes: processed.image.length + processed.thumbnail.length,
  };
}

/** Removes the files of photos whose rows are gone; a file already missing is no error. */
export async function removePhotoFiles(
  dataDir: string,
  organizationId: string,
  photos: readonly { file: string; thumbnailFile: string }[],
): Promise<void> {
  const dir = locationPhotosDir(dataDir, organizationId);
  const paths = photos.flatMap((photo) => [photo.file, photo.thumbnailFile].map((name) => join(dir, name)));
  for (const path of paths) forgetStoredPicture(path);
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/** The stored picture; a file missing on disk is a 404, not a 500. Only what the pipeline wrote is served. */
export async function readPhotoFile(dataDir: string, organizationId: string, name: string) {
  return storedPictureFile(join(locationPhotosDir(dataDir, organizationId), name), 'Photo');
}
