import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Directory, Profile } from '../../contract/account';
import type { ErrorBody } from '../../contract/common';
import sharp from '../../images/sharp';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { pngDeclaring } from '../../testing/images';
import { multipartFile, TINY_PNG } from '../../testing/multipart';

const profileBody = {
  firstName: 'Priya',
  lastName: 'Patel',
  email: 'priya@demo.test',
  phone: '+61 2 5550 1234',
  jobTitle: 'Senior Stylist',
  department: 'Hair',
  location: 'Main Street',
  bio: 'Colour specialist.',
};

describe('profile', () => {
  let app: FastifyInstance;
  let me: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    me = loginAs(app, 'practitioner');
  });
  afterEach(() => app.close());

  const upload = (file: ReturnType<typeof multipartFile>) =>
    app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...me.headers, ...file.headers },
      payload: file.payload,
    });
  const get = (session = me) =>
    call<Profile>(app, { method: 'GET', url: '/api/users/profile', headers: session.headers });
  const put = (payload: object, session = me) =>
    call<Profile & ErrorBody>(app, { method: 'PUT', url: '/api/users/profile', headers: session.headers, payload });

  it('reads and saves every profile field, and the email becomes the sign-in', async () => {
    expect((await get()).body).toMatchObject({
      firstName: 'Priya',
      email: 'practitioner@demo.test',
      phone: '',
      avatarUrl: null,
    });
    const saved = await put(profileBody);
    expect(saved.status).toBe(200);
    expect((await get()).body).toMatchObject(profileBody);
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'priya@demo.test', password: 'demo-pass-123' },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' \u200B ' }, 'Last name is required'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
    [{ avatarUrl: 'http://evil' }, 'avatarUrl is not an accepted field'],
  ])('refuses %j naming the field', async (change, message) => {
    const res = await put({ ...profileBody, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await get()).body.email).toBe('practitioner@demo.test');
  });

  it('refuses an email another account uses', async () => {
    const res = await put({ ...profileBody, email: 'owner@other.test' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email is already used by another account');
  });

  it('uploads an avatar recognised by its bytes and serves it to colleagues only', async () => {
    const uploaded = await upload(multipartFile('avatar', 'me.bin', 'application/octet-stream', TINY_PNG));
    expect(uploaded.statusCode).toBe(200);
    const { avatarUrl } = uploaded.json() as { avatarUrl: string };
    expect((await get()).body.avatarUrl).toBe(avatarUrl);

    const colleague = loginAs(app, 'receptionist');
    const seen = await app.inject({ method: 'GET', url: avatarUrl, headers: colleague.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    // What is served is the pipeline's fresh encoding of the same picture, not the uploaded bytes.
    expect(await sharp(seen.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const stranger = loginAs(app, 'otherOwner');
    expect((await app.inject({ method: 'GET', url: avatarUrl, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(401);
  });

  it('refuses a file that only claims to be an image, and keeps the old avatar', async () => {
    const fake = multipartFile('avatar', 'photo.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    const res = await upload(fake);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please choose a JPG, PNG, GIF or WebP image');
    expect((await get()).body.avatarUrl).toBeNull();
  });

  const avatarOf = (url: string, session: Session) => app.inject({ method: 'GET', url, headers: session.headers });

  it('stores a polyglot as a plain picture: the HTML after the PNG data is never served', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c33c' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const uploaded = await upload(multipartFile('avatar', 'me.html', 'text/html', polyglot));
    expect(uploaded.statusCode).toBe(200);
    const { avatarUrl } = uploaded.json() as { avatarUrl: string };

    const full = await avatarOf(avatarUrl, loginAs(app, 'receptionist'));
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });

    const thumb = await avatarOf(`${avatarUrl}&size=thumb`, loginAs(app, 'receptionist'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128, height: 128 });

    expect((await avatarOf(`${avatarUrl}&size=huge`, me)).statusCode).toBe(400);
  });

  it('drops the location from a photo, scales it down and serves it as JPEG', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 4/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await upload(multipartFile('avatar', 'IMG_0001.JPG', 'image/jpeg', photo))).json() as {
      avatarUrl: string;
    };
    const served = await avatarOf(avatarUrl, me);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('PhoneCo')).toBe(false);
  });

  it('refuses a small PNG declaring 100000 × 100000 pixels, and keeps the old avatar', async () => {
    const first = (await upload(multipartFile('avatar', 'me.png', 'image/png', TINY_PNG))).json() as {
      avatarUrl: string;
    };
    const bomb = pngDeclaring(100_000, 100_000);
    const res = await upload(multipartFile('avatar', 'small.png', 'image/png', bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please select an image of at most 40 megapixels');
    expect((await get()).body.avatarUrl).toBe(first.avatarUrl);
  });

  it('refuses a truncated picture with the spec text', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36a' } })
      .jpeg()
      .toBuffer();
    const res = await upload(multipartFile('avatar', 'cut.jpg', 'image/jpeg', photo.subarray(0, photo.length / 2)));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please choose a JPG, PNG, GIF or WebP image');
    expect((await get()).body.avatarUrl).toBeNull();
  });

  it('refuses an avatar over 5MB with the spec text', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(multipartFile('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please select an image smaller than 5MB');
  });

  it('refuses an upload without the avatar field', async () => {
    const res = await upload(multipartFile('picture', 'a.png', 'image/png', TINY_PNG));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('avatar is required');
  });
});

describe('directory and privacy', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  const directory = (session: Session) =>
    call<Directory>(app, { method: 'GET', url: '/api/users/directory', headers: session.headers });
  const setPrivacy = (session: Session, privacy: object) =>
    app.inject({ method: 'POST', url: '/api/settings/user', headers: session.headers, payload: { privacy } });

  it('applies the defaults: email shown, phone hidden, activity shown', async () => {
    const reception = loginAs(app, 'receptionist');
    const manager = (await directory(reception)).body.items.find((p) => p.firstName === 'Maya')!;
    expect(manager.email).toBe('manager@demo.test');
    expect('phone' in manager).toBe(false);
    expect('lastActive' in manager).toBe(true);
  });

  it('hides what a person chose to hide, and private people entirely, from colleagues but not from admins', async () => {
    const manager = loginAs(app, 'manager');
    const practitioner = loginAs(app, 'practitioner');
    await setPrivacy(practitioner, { showEmail: false, activityStatus: false });
    await setPrivacy(loginAs(app, 'receptionist'), { profileVisibility: 'private' });

    const seenByPractitionerColleague = (await directory(loginAs(app, 'receptionist'))).body.items;
    const priya = seenByPractitionerColleague.find((p) => p.firstName === 'Priya')!;
    expect('email' in priya).toBe(false);
    expect('lastActive' in priya).toBe(false);

    const seenByPractitioner = (await directory(practitioner)).body.items.map((p) => p.firstName);
    expect(seenByPractitioner).not.toContain('Rosa');
    expect(seenByPractitioner).toContain('Priya');

    const seenByAdmin = (await directory(manager)).body.items;
    expect(seenByAdmin.map((p) => p.firstName)).toContain('Rosa');
    expect(seenByAdmin.find((p) => p.firstName === 'Priya')!.email).toBe('practitioner@demo.test');
  });

  it("answers 404 for a private member's avatar to colleagues, but not to administrators or the member", async () => {
    const practitioner = loginAs(app, 'practitioner');
    const file = multipartFile('avatar', 'me.png', 'image/png', TINY_PNG);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...practitioner.headers, ...file.headers },
      payload: file.payload,
    });
    const { avatarUrl } = uploaded.json() as { avatarUrl: string };
    const status = async (session: Session, url = avatarUrl) =>
      (await app.inject({ method: 'GET', url, headers: session.headers })).statusCode;

    expect(await status(loginAs(app, 'receptionist'))).toBe(200);
    expect((await setPrivacy(practitioner, { profileVisibility: 'private' })).statusCode).toBe(200);

    for (const url of [avatarUrl, `${avatarUrl}&size=thumb`]) {
      expect(await status(loginAs(app, 'receptionist'), url)).toBe(404);
      expect(await status(loginAs(app, 'otherOwner'), url)).toBe(404);
      expect(await status(practitioner, url)).toBe(200);
      expect(await status(loginAs(app, 'manager'), url)).toBe(200);
      expect(await status(loginAs(app, 'owner'), url)).toBe(200);
    }

    await setPrivacy(practitioner, { profileVisibility: 'public' });
    expect(await status(loginAs(app, 'receptionist'))).toBe(200);
  });
});
