import type { Metadata, Sharp } from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import sharp from './sharp';
import { sniffImage } from './sniff';

/**
 * The one image pipeline: every uploaded picture (avatar, logo, location photo) goes through
 * processImage before it is stored, and only its output is ever stored or served.
 *
 * 1. The first bytes must be JPEG, PNG, GIF or WebP (a cheap check before any native code runs);
 *    sharp itself is limited to those four decoders (./sharp.ts).
 * 2. The header is read alone, and an image declaring more than maxPixels is refused before a
 *    single pixel is decoded (a 24 KB PNG can declare 100000 × 100000 pixels).
 * 3. The pixels are decoded in full (a truncated or corrupt file is refused), turned upright by its
 *    EXIF orientation, and encoded afresh. Nothing of the upload survives but pixels: no metadata
 *    (EXIF with the GPS position, XMP, ICC, comments) and no bytes appended after the image data,
 *    so a PNG+HTML, GIF+JS or JPEG+PHP polyglot comes out as a plain picture.
 * 4. A square thumbnail is cut from the centre.
 *
 * Output formats: JPEG stays JPEG (quality 85), and so does WebP without transparency (both are
 * photos, lossy already); PNG, GIF and WebP with transparency become PNG, which keeps transparency
 * and the sharp edges of logos. JPEG and PNG rather than WebP because logos also go into emails and
 * invoices, where WebP is not shown everywhere. Of an animated GIF or WebP only the first frame is
 * kept: the pictures this app shows are stills.
 */

export const IMAGE_MAX_PIXELS = 40_000_000;

export type StoredImageFormat = 'jpeg' | 'png';
export const STORED_IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
} as const satisfies Record<StoredImageFormat, { mime: string; extension: string }>;

export interface ImageMessages {
  /** 415: not one of the four formats, or not a readable image of that format. */
  notAnImage: string;
  /** 413: more pixels than maxPixels. */
  tooManyPixels: string;
}

export interface ProcessImageOptions {
  /** Refuse images of more pixels (width × height) than this; checked on the header. */
  maxPixels?: number;
  /** Longest side of the stored image: larger images are scaled down, smaller ones kept as they are. */
  maxSide?: number;
  thumbnail: { size: number };
  /** The texts the caller's users see (each upload has the spec's own). */
  messages?: Partial<ImageMessages>;
}

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  format: StoredImageFormat;
  mime: (typeof STORED_IMAGE_TYPES)[StoredImageFormat]['mime'];
  extension: (typeof STORED_IMAGE_TYPES)[StoredImageFormat]['extension'];
  /** Of the stored image, upright. */
  width: number;
  height: number;
}

const JPEG_QUALITY = 85;
/** Far above what a sound image of at most 40 megapixels needs on a slow PC; stops a pathological file. */
const TIMEOUT_SECONDS = 30;

export const defaultImageMessages = (maxPixels: number): ImageMessages => ({
  notAnImage: 'Please choose a JPG, PNG, GIF or WebP image',
  tooManyPixels: `Please select an image of at most ${Math.floor(maxPixels / 1_000_000)} megapixels`,
});

/** Checks, decodes and re-encodes an uploaded image; throws 415 or 413 with the caller's texts. */
export function processImage(bytes: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  return oneAtATime(() => run(bytes, options));
}

async function run(bytes: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const messages = { ...defaultImageMessages(maxPixels), ...options.messages };
  const notAnImage = () => new UnsupportedMediaTypeError(messages.notAnImage);

  if (!sniffImage(bytes)) throw notAnImage();
  // The header alone, without the pixel limit, so that too many pixels is told apart from garbage.
  const header = await readHeader(bytes);
  if (!header) throw notAnImage();
  if (header.width * header.height > maxPixels) throw new PayloadTooLargeError(messages.tooManyPixels);

  const format: StoredImageFormat =
    header.format === 'jpeg' || (header.format === 'webp' && !header.hasAlpha) ? 'jpeg' : 'png';
  // failOn 'error': truncated and corrupt data is refused; mere warnings (common in camera JPEGs) are not.
  const decode = () =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true }).timeout({
      seconds: TIMEOUT_SECONDS,
    });
  const main = decode();
  if (options.maxSide) main.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
  const size = options.thumbnail.size;
  try {
    const { data: image, info } = await encode(main, format).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(decode().resize(size, size, { fit: 'cover' }), format).toBuffer();
    return { image, thumbnail, format, ...STORED_IMAGE_TYPES[format], width: info.width, height: info.height };
  } catch {
    // libvips' own words ("VipsJpeg: premature end of JPEG image") mean nothing to the user.
    throw notAnImage();
  }
}

async function readHeader(bytes: Buffer): Promise<Metadata | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    return undefined;
  }
}

/** sharp writes no metadata unless asked (no keepMetadata/withMetadata here), and converts to sRGB. */
const encode = (image: Sharp, format: StoredImageFormat) =>
  format === 'jpeg' ? image.jpeg({ quality: JPEG_QUALITY }) : image.png();

/**
 * One image at a time. A 40-megapixel image takes well over 100 MB while it is decoded; two or
 * three uploads at once would take that many times more on a PC with little to spare, while
 * waiting a second for the previous upload costs nothing.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}
