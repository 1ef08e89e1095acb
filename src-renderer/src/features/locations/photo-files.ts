import { MAX_LOCATION_PHOTOS } from '../../../../server/contract/locations';

export interface PhotoChoice {
  /** The files to upload, in the order chosen. */
  files: File[];
  /** Why some or all were refused; null when every file is sent. */
  refusal: 'limit' | 'notImage' | null;
}

/**
 * Which of the chosen (or dropped) files go up (spec §5): images only, and never more than 10
 * photos on the location; a batch that would pass 10 is refused whole, so the user chooses which.
 * The server still decides from each file's bytes (a text file named .png is refused there).
 */
export function choosePhotoFiles(chosen: readonly File[], existing: number): PhotoChoice {
  const images = chosen.filter((file) => file.type.startsWith('image/'));
  if (images.length === 0) return { files: [], refusal: chosen.length === 0 ? null : 'notImage' };
  if (existing + images.length > MAX_LOCATION_PHOTOS) return { files: [], refusal: 'limit' };
  return { files: images, refusal: images.length < chosen.length ? 'notImage' : null };
}
