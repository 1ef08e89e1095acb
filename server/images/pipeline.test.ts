import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { pngDeclaring } from '../testing/images';
import { processImage, type ProcessImageOptions } from './pipeline';
import sharp from './sharp';

const options: ProcessImageOptions = { thumbnail: { size: 128 } };

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 200, g: 60, b: 90, alpha: channels === 4 ? 0.5 : 1 } },
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('processImage', () => {
  it('re-encodes a PNG with transparency as PNG, at its size, with a square thumbnail', async () => {
    const input = await solid(300, 200, 4).png().toBuffer();
    const out = await processImage(input, options);
    expect(out).toMatchObject({ format: 'png', mime: 'image/png', extension: 'png', width: 300, height: 200 });
    expect(await sharp(out.image).metadata()).toMatchObject({ format: 'png', width: 300, height: 200, hasAlpha: true });
    expect(await sharp(out.thumbnail).metadata()).toMatchObject({ format: 'png', width: 128, height: 128 });
  });

  it('keeps photos as JPEG and scales them down to maxSide, never up', async () => {
    const photo = await solid(3000, 2000).jpeg().toBuffer();
    const out = await processImage(photo, { ...options, maxSide: 1024 });
    expect(out).toMatchObject({ format: 'jpeg', mime: 'image/jpeg', extension: 'jpg', width: 1024, height: 683 });
    expect(await sharp(out.thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 128, height: 128 });

    const small = await processImage(await solid(200, 100).jpeg().toBuffer(), { ...options, maxSide: 1024 });
    expect([small.width, small.height]).toEqual([200, 100]);
  });

  it('turns GIFs into PNG, and WebP into JPEG or, with transparency, PNG', async () => {
    expect((await processImage(await solid(40, 40).gif().toBuffer(), options)).format).toBe('png');
    expect((await processImage(await solid(40, 40).webp().toBuffer(), options)).format).toBe('jpeg');
    expect((await processImage(await solid(40, 40, 4).webp().toBuffer(), options)).format).toBe('png');
  });

  it('keeps the first frame of an animated GIF', async () => {
    // Three frames of different colours (the GIF encoder merges identical ones).
    const frame = 30 * 20 * 3;
    const frames = Buffer.concat([250, 10, 128].map((shade) => Buffer.alloc(frame, shade)));
    const animated = await sharp(frames, { raw: { width: 30, height: 60, channels: 3, pageHeight: 20 } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const out = await processImage(animated, options);
    expect([out.width, out.height]).toEqual([30, 20]);
  });

  it('drops EXIF, including the GPS position, after turning the photo upright', async () => {
    // Stored 400 × 300 with "rotate 90° to show" (orientation 6), as phones do.
    const photo = await solid(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Home of Priya' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 52/1 4/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '151/1 12/1 26/1',
        },
      })
      .toBuffer();
    const seen = await sharp(photo).metadata();
    expect(seen.exif).toBeDefined();
    expect(seen.orientation).toBe(6);
    expect(photo.includes('PhoneCo')).toBe(true);

    const out = await processImage(photo, options);
    expect([out.width, out.height]).toEqual([300, 400]);
    for (const stored of [out.image, out.thumbnail]) {
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes('PhoneCo')).toBe(false);
      expect(stored.includes('Home of Priya')).toBe(false);
    }
  });

  it.each([
    ['PNG + HTML', () => solid(32, 32).png().toBuffer(), '<html><script>alert(1)</script></html>'],
    ['GIF + JavaScript', () => solid(32, 32).gif().toBuffer(), '*/=1;alert(document.cookie);//<script>'],
    ['JPEG + PHP', () => solid(32, 32).jpeg().toBuffer(), '<?php system($_GET["c"]); ?>'],
  ])('stores a %s polyglot as a plain picture, without the payload', async (_name, make, payload) => {
    const polyglot = Buffer.concat([await make(), Buffer.from(payload)]);
    const out = await processImage(polyglot, options);
    for (const stored of [out.image, out.thumbnail]) {
      expect(stored.includes(payload)).toBe(false);
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('<?php')).toBe(false);
    }
    expect(await sharp(out.image).metadata()).toMatchObject({ width: 32, height: 32 });
  });

  it('refuses a small PNG declaring 100000 × 100000 pixels with 413, before decoding it', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const err = await refusal(processImage(bomb, options));
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect((err as Error).message).toBe('Please select an image of at most 40 megapixels');
  });

  it('refuses more pixels than the caller allows, with the caller text', async () => {
    const err = await refusal(
      processImage(await solid(100, 100).png().toBuffer(), {
        ...options,
        maxPixels: 5000,
        messages: { tooManyPixels: 'Too big for a logo' },
      }),
    );
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect((err as Error).message).toBe('Too big for a logo');
  });

  const truncated = async (make: () => Promise<Buffer>) => {
    const whole = await make();
    return whole.subarray(0, Math.floor(whole.length * 0.6));
  };

  it.each([
    ['a text file named .png', async () => Buffer.from('just some notes, saved as photo.png\n')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a TIFF', () => solid(16, 16).tiff().toBuffer()],
    ['a truncated PNG', () => truncated(() => solid(200, 200, 4).png({ compressionLevel: 0 }).toBuffer())],
    ['a truncated JPEG', () => truncated(() => solid(400, 300).jpeg().toBuffer())],
    ['a PNG signature and nothing else', async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a declared-size PNG whose pixels are missing', async () => pngDeclaring(400, 400)],
  ])('refuses %s with 415 and the caller text', async (_name, make) => {
    const err = await refusal(processImage(await make(), { ...options, messages: { notAnImage: 'Not a picture' } }));
    expect(err).toBeInstanceOf(UnsupportedMediaTypeError);
    expect((err as Error).message).toBe('Not a picture');
  });

  it('processes uploads one after another, and a refusal does not stop the next one', async () => {
    const good = await solid(50, 50).png().toBuffer();
    const results = await Promise.allSettled([
      processImage(good, options),
      processImage(Buffer.from('nope'), options),
      processImage(good, options),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
