import { join } from 'node:path';

/**
 * Where uploaded files live under DATA_DIR (the database file and the key are start.ts's and
 * security/secrets.ts's): code that stores, reads or measures them asks here.
 */
/** An organization's uploaded files (counted in its storage use). */
export const uploadsDir = (dataDir: string, organizationId: string) => join(dataDir, 'uploads', organizationId);

/** Profile pictures and their thumbnails. */
export const avatarsDir = (dataDir: string, organizationId: string) =>
  join(uploadsDir(dataDir, organizationId), 'avatars');

/** Location photos and their thumbnails. */
export const locationPhotosDir = (dataDir: string, organizationId: string) =>
  join(uploadsDir(dataDir, organizationId), 'location-photos');

/** Logos, content-addressed (`<sha256 prefix>.<png|jpg>`): served publicly and cached for good. */
export const logosDir = (dataDir: string, organizationId: string) => join(uploadsDir(dataDir, organizationId), 'logos');
