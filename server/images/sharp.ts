import sharp from 'sharp';

/**
 * sharp, set up once for untrusted uploads on a small shared machine. Import sharp from here, never
 * directly, so these settings hold wherever an image is decoded.
 *
 * sharp works in libuv's thread pool, so decoding never blocks the event loop; what needs bounding
 * is memory and CPU on a 2-core reception PC that also runs the app:
 * - one libvips thread per image (the default is one per core, and a decode would take both);
 * - no libvips operation cache: every upload is processed once, so cached tiles only hold memory.
 */
sharp.concurrency(1);
sharp.cache(false);

/**
 * Only the decoders of the four accepted formats may run, from memory. libvips also reads SVG, PDF,
 * TIFF, HEIF, FITS, ImageMagick formats and more, each one more parser exposed to uploaded bytes;
 * blocking them is process-wide, which is what we want: `images/` is the one image pipeline.
 * (The GIF decoder is libnsgif in libvips 8.18; the tests load a GIF, so a rename is caught.)
 */
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadNsgifBuffer',
    'VipsForeignLoadWebpBuffer',
  ],
});

export default sharp;
