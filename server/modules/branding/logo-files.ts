import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { LOGO_MAX_BYTES } from '../../contract/branding';
import { processImage } from '../../images/pipeline';
import { forgetStoredPicture, storedPictureFile } from '../../images/stored-pictures';
import { ensurePrivateDir, writePrivateFile } from '../../storage/file-modes';
import { logosDir } from '../../storage/paths';

/** The spec's words (§5) for the one enforced limit and for anything that is not a picture. */
export const LOGO_TOO_LARGE = 'File size must be less than 1MB';
export const LOGO_WRONG_TYPE = 'File must be an image';

/** Logos are shown in the app's header, on the booking page, in emails and on invoices: never wider. */
const LOGO_MAX_SIDE = 1024;
/** The pipeline always cuts a thumbnail; logos have no use for one, so it is small and dropped. */
const UNUSED_THUMBNAIL = 16;

/** What the pipeline can write: `<sha256 prefix>.<png|jpg>`, the public route's pattern too. */
const LOGO_FILE = /^[0-9a-f]{16,64}\.(png|jpg)$/;
const ORGANIZATION_ID = /^[0-9a-f-]{36}$/;
const HASH_CHARS = 32;
/** A file being written (storeLogo); one left by a crash is removed by the clean-up. */
const ASIDE_FILE = /^\.[0-9a-f]{16}\.tmp$/;

const PUBLIC_PREFIX = '/api/public/logos/';

/** The logo's public address: no query string, so it never looks signed or temporary (§5). */
export const logoUrlOf = (organizationId: string, file: string) => `${PUBLIC_PREFIX}${organizationId}/${file}`;

/**
 * The file a URL names when it is this organization's public logo address, else undefined. Only
 * the exact form logoUrlOf writes counts: another organization's logo, another site, a relative
 * path with `..` and anything with a query string or fragment are not ours.
 */
export function ownLogoFile(organizationId: string, url: string): string | undefined {
  const prefix = `${PUBLIC_PREFIX}${organizationId}/`;
  if (!url.startsWith(prefix)) return undefined;
  const file = url.slice(prefix.length);
  return LOGO_FILE.test(file) ? file : undefined;
}

/** The stored file's path, or undefined for a name that could leave the organization's folder. */
function pathOf(dataDir: string, organizationId: string, file: string): string | undefined {
  if (!ORGANIZATION_ID.test(organizationId) || !LOGO_FILE.test(file)) return undefined;
  const dir = resolve(logosDir(dataDir, organizationId));
  const path = resolve(dir, file);
  // The patterns already rule out separators and `..`; checked again where the path is made.
  return path.startsWith(dir + sep) ? path : undefined;
}

export function logoFileExists(dataDir: string, organizationId: string, file: string): boolean {
  const path = pathOf(dataDir, organizationId, file);
  return path !== undefined && statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * Decodes and re-encodes the upload through the one image pipeline (415 'File must be an image'
 * for anything it cannot read: it accepts JPEG, PNG, GIF and WebP only, so an SVG, which can carry
 * scripts, is refused rather than sanitised), and stores it under a name made from its content, so
 * its public URL can be cached for good and uploading the same picture twice stores it once.
 * Returns the file name.
 */
export async function storeLogo(dataDir: string, organizationId: string, bytes: Buffer): Promise<string> {
  if (bytes.length > LOGO_MAX_BYTES) throw new Error('storeLogo called with an oversized file');
  const processed = await processImage(bytes, {
    maxSide: LOGO_MAX_SIDE,
    thumbnail: { size: UNUSED_THUMBNAIL },
    messages: { notAnImage: LOGO_WRONG_TYPE },
  });
  const hash = createHash('sha256').update(processed.image).digest('hex').slice(0, HASH_CHARS);
  const file = `${hash}.${processed.extension}`;
  const dir = logosDir(dataDir, organizationId);
  ensurePrivateDir(dir);
  // Written aside and renamed into place: a file cut short by a crash would otherwise be served,
  // and cached by browsers for a year, under its final name. The rename also gives a file stored
  // before a fresh time of change, so the clean-up below does not take it for a stale upload.
  const aside = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
  writePrivateFile(aside, processed.image, 'wx');
  renameSync(aside, join(dir, file));
  return file;
}

/** The stored picture and its type; anything not stored (or not a name we write) is a 404. */
export async function readLogoFile(dataDir: string, organizationId: string, file: string) {
  return storedPictureFile(pathOf(dataDir, organizationId, file), 'Logo');
}

/**
 * Unreferenced logos older than this are removed. Younger ones are kept: a logo uploaded with
 * POST /api/tenant-branding/upload/logo is named by no document until the form is saved.
 */
export const UNSAVED_LOGO_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the organization's logo files that `isReferenced` says nothing names any more and that
 * were stored more than a day before `now`, and files left half-written by a crash. Only files of
 * the organization's own logos folder with names storeLogo writes are ever looked at.
 */
export function removeUnreferencedLogos(
  dataDir: string,
  organizationId: string,
  isReferenced: (file: string) => boolean,
  now: Date,
): string[] {
  const dir = logosDir(dataDir, organizationId);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const file of names) {
    const aside = ASIDE_FILE.test(file);
    const path = aside ? join(dir, file) : pathOf(dataDir, organizationId, file);
    const stat = path ? statSync(path, { throwIfNoEntry: false }) : undefined;
    if (!path || !stat?.isFile() || now.getTime() - stat.mtimeMs < UNSAVED_LOGO_GRACE_MS) continue;
    if (!aside && isReferenced(file)) continue;
    forgetStoredPicture(path);
    rmSync(path, { force: true });
    if (!aside) removed.push(file);
  }
  return removed;
}
