import { readdirSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type BrandingConfig, type LogoAnswer, type UploadedLogo } from '../../contract/branding';
import sharp from '../../images/sharp';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../storage/file-modes';
import { logosDir } from '../../storage/paths';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { brandingCalls, picture } from './test-helpers';

const LOGO = '/api/settings/logo';
const UPLOAD = '/api/tenant-branding/upload/logo';
const CONFIG = '/api/tenant-branding/config';
const DAY = 24 * 60 * 60 * 1000;

/** A picture padded after its end to exactly `size` bytes: decoders ignore what follows the image. */
const paddedTo = async (size: number) => {
  const png = await picture(20, 20);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
};

describe('logo', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof brandingCalls>;
  /** The app's clock runs this far ahead of the files' times (for the clean-up of old logos). */
  let ahead = 0;
  beforeEach(async () => {
    ahead = 0;
    app = await buildTestApp({
      config: { writeRateLimit: false },
      now: () => new Date(Date.now() + ahead),
      realTimeClock: true,
    });
    owner = loginAs(app, 'owner');
    calls = brandingCalls(app, owner);
  });
  afterEach(() => app.close());

  const dir = (organizationId = owner.organizationId) => logosDir(app.deps.config.dataDir, organizationId);
  const files = () => {
    try {
      return readdirSync(dir()).sort();
    } catch {
      return [];
    }
  };
  /** Fetched as the booking page or an email client would: no session at all. */
  const fetchPublic = (url: string) => app.inject({ method: 'GET', url });
  const config = async () => (await calls.send<BrandingConfig>('GET', CONFIG)).body;

  it('stores a PNG through the pipeline, makes it the logo in one write, and serves it publicly for good', async () => {
    const before = await calls.send('GET', CONFIG);
    const res = await calls.upload<LogoAnswer>(LOGO, await picture(1600, 400), { filename: 'logo.png' });
    expect(res.status).toBe(200);
    const url = res.body.logoUrl!;
    expect(url).toMatch(new RegExp(`^/api/public/logos/${owner.organizationId}/[0-9a-f]{32}\\.png$`));

    // One write of the branding document: the logo and the public logo, the version one further.
    const after = await calls.send<BrandingConfig>('GET', CONFIG);
    expect(after.headers.etag).toBe(`"${Number(JSON.parse(before.headers.etag as string)) + 1}"`);
    expect(after.body).toMatchObject({ logoUrl: url, publicLogoUrl: url });
    expect(
      (await calls.send<LogoAnswer>('GET', LOGO, undefined, undefined, loginAs(app, 'receptionist'))).body,
    ).toEqual({
      logoUrl: url,
    });
    expect((await calls.activity('branding'))[0]).toMatchObject({
      action: 'update',
      details: 'Changed the logo',
      changes: { logoUrl: { before: null, after: url }, publicLogoUrl: { before: null, after: url } },
    });

    const served = await fetchPublic(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Scaled down to 1024 px at most, re-encoded.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024, height: 256 });

    // Owner-only on disk, in the organization's logos folder, named by its content.
    expect(files()).toEqual([url.split('/').at(-1)]);
    expect(statSync(dir()).mode & 0o777).toBe(PRIVATE_DIR_MODE);
    expect(statSync(`${dir()}/${files()[0]}`).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('keeps a JPEG as JPEG and serves it with its own type', async () => {
    const res = await calls.upload<LogoAnswer>(LOGO, await picture(300, 100, 'jpeg'), {
      filename: 'logo.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/\.jpg$/);
    const served = await fetchPublic(res.body.logoUrl!);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('enforces one limit of 1 MB: exactly 1 MB is taken, one byte more is refused with the spec’s text', async () => {
    expect(LOGO_MAX_BYTES).toBe(1024 * 1024);
    for (const url of [LOGO, UPLOAD]) {
      const tooBig = await calls.upload(url, await paddedTo(LOGO_MAX_BYTES + 1));
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe('File size must be less than 1MB');
    }
    expect(files()).toEqual([]);
    expect((await calls.upload(UPLOAD, await paddedTo(LOGO_MAX_BYTES))).status).toBe(201);
  });

  it.each([
    ['a text file named logo.png', () => Buffer.from('These are my notes, not a logo.\n'), 'logo.png', 'image/png'],
    [
      'an SVG (it can carry scripts; the pipeline reads JPEG, PNG, GIF and WebP only)',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page named logo.jpg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'logo.jpg',
      'image/jpeg',
    ],
    ['an empty file', () => Buffer.alloc(0), 'logo.png', 'image/png'],
    ['a PNG cut short', async () => (await picture(200, 200)).subarray(0, 120), 'logo.png', 'image/png'],
  ])('refuses %s with 415 ‘File must be an image’, storing nothing', async (_label, make, filename, type) => {
    const bytes = await make();
    for (const url of [LOGO, UPLOAD]) {
      const res = await calls.upload(url, bytes, { filename, type });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('File must be an image');
    }
    expect(files()).toEqual([]);
    expect((await config()).logoUrl).toBeNull();
  });

  it('turns a PNG+HTML polyglot into a plain picture', async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([await picture(64, 64), Buffer.from(html)]);
    const res = await calls.upload<LogoAnswer>(LOGO, polyglot);
    expect(res.status).toBe(200);
    const served = await fetchPublic(res.body.logoUrl!);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('alert')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('asks for the form field by name', async () => {
    const wrong = await calls.upload(LOGO, await picture(10, 10), { field: 'file' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Send the logo as a file in the form field "logo".');
    const wrongUpload = await calls.upload(UPLOAD, await picture(10, 10), { field: 'logo' });
    expect(wrongUpload.status).toBe(400);
    expect(wrongUpload.body.message).toBe('Send the logo as a file in the form field "file".');
    const json = await calls.send('POST', LOGO, { logo: 'https://cdn.example.com/logo.png' });
    expect(json.status).toBe(415);
    expect(files()).toEqual([]);
  });

  it('uploads without making it the logo; the config’s save does', async () => {
    const uploaded = await calls.upload<UploadedLogo>(UPLOAD, await picture(80, 80));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(new RegExp(`^/api/public/logos/${owner.organizationId}/[0-9a-f]{32}\\.png$`));
    expect((await calls.send<LogoAnswer>('GET', LOGO)).body).toEqual({ logoUrl: null });
    expect((await fetchPublic(uploaded.body.url)).statusCode).toBe(200);
    const saved = await calls.send<BrandingConfig>('PUT', CONFIG, { logoUrl: uploaded.body.url });
    expect(saved.status).toBe(200);
    expect((await calls.send<LogoAnswer>('GET', LOGO)).body).toEqual({ logoUrl: uploaded.body.url });
    // The same picture again is the same file.
    expect((await calls.upload<UploadedLogo>(UPLOAD, await picture(80, 80))).body.url).toBe(uploaded.body.url);
    expect(files()).toHaveLength(1);
  });

  it('goes back to the default logo on DELETE', async () => {
    await calls.upload(LOGO, await picture(40, 40));
    const res = await calls.send<LogoAnswer>('DELETE', LOGO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoUrl: null });
    expect(await config()).toMatchObject({ logoUrl: null, publicLogoUrl: null });
    expect((await calls.activity('branding'))[0]).toMatchObject({ action: 'delete', details: 'Removed the logo' });
  });

  it('is changed only with manage_organization_settings', async () => {
    const receptionist = loginAs(app, 'receptionist');
    expect((await calls.upload(LOGO, await picture(10, 10), {}, receptionist)).status).toBe(403);
    expect((await calls.upload(UPLOAD, await picture(10, 10), {}, receptionist)).status).toBe(403);
    expect((await calls.send('DELETE', LOGO, undefined, undefined, receptionist)).status).toBe(403);
    expect(files()).toEqual([]);
  });

  it('serves nothing that was not stored, and nothing of another organization by guessing', async () => {
    const mine = (await calls.upload<LogoAnswer>(LOGO, await picture(30, 30))).body.logoUrl!;
    const file = mine.split('/').at(-1)!;
    const other = loginAs(app, 'otherOwner').organizationId;

    const guessed = await fetchPublic(`/api/public/logos/${other}/${file}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toMatchObject({ statusCode: 404, message: 'Logo not found' });
    expect((await fetchPublic(mine.replace(/[0-9a-f]{32}/, 'f'.repeat(32)))).statusCode).toBe(404);
    expect((await fetchPublic(mine.replace('.png', '.jpg'))).statusCode).toBe(404);
    // The folder itself, the database and the key are not files the route can name.
    for (const path of [
      `/api/public/logos/${owner.organizationId}/..%2F..%2F..%2Fsecret.key`,
      `/api/public/logos/${owner.organizationId}/${file}%00.png`,
      `/api/public/logos/..%2F..%2Fsalon.db/${file}`,
      `/api/public/logos/${owner.organizationId}/logo.svg`,
    ]) {
      const res = await fetchPublic(path);
      expect(res.statusCode, path).toBe(400);
    }
  });

  it('removes a replaced logo once nothing names it and it is a day old, keeping the one on invoices', async () => {
    const first = (await calls.upload<LogoAnswer>(LOGO, await picture(30, 30, 'png', '#111111'))).body.logoUrl!;
    const second = (await calls.upload<LogoAnswer>(LOGO, await picture(30, 30, 'png', '#222222'))).body.logoUrl!;
    // Replaced within the day: kept (it may be an upload whose form is not saved yet).
    expect(files()).toHaveLength(2);
    const invoices = await calls.send('PUT', '/api/settings/invoice', { logoUrl: first });
    expect(invoices.status).toBe(200);
    const unsaved = (await calls.upload<UploadedLogo>(UPLOAD, await picture(30, 30, 'png', '#444444'))).body.url;

    ahead = 2 * DAY;
    // Two days on, the owner's session has run past the policy's idle timeout: sign in again.
    owner = loginAs(app, 'owner');
    calls = brandingCalls(app, owner);
    const third = (await calls.upload<LogoAnswer>(LOGO, await picture(30, 30, 'png', '#333333'))).body.logoUrl!;
    const names = (url: string) => url.split('/').at(-1)!;
    // The second and the unsaved upload are gone; the invoice's logo and the current one stay.
    expect(files()).toEqual([names(first), names(third)].sort());
    expect((await fetchPublic(second)).statusCode).toBe(404);
    expect((await fetchPublic(unsaved)).statusCode).toBe(404);
    expect((await fetchPublic(first)).statusCode).toBe(200);

    // Removing the logo sweeps too, in the caller's organization only: Other Spa's logo stays.
    const otherOwner = loginAs(app, 'otherOwner');
    const theirs = (await calls.upload<LogoAnswer>(LOGO, await picture(30, 30), {}, otherOwner)).body.logoUrl!;
    expect((await calls.send('PUT', '/api/settings/invoice', { logoUrl: null })).status).toBe(200);
    expect((await calls.send('DELETE', LOGO)).status).toBe(200);
    expect(files()).toEqual([]);
    expect(readdirSync(dir(otherOwner.organizationId))).toEqual([names(theirs)]);
    expect((await fetchPublic(theirs)).statusCode).toBe(200);
  });
});
