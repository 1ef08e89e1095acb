import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type BrandingConfig, type UploadedLogo } from '../../contract/branding';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { brandingCalls, memberWith, picture } from './test-helpers';

const CONFIG = '/api/tenant-branding/config';
const THEME = { theme: 'ocean', designLanguage: 'glass', isDarkMode: true } as const;

describe('branding config', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof brandingCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    calls = brandingCalls(app, owner);
  });
  afterEach(() => app.close());

  const config = async (session = owner) =>
    (await calls.send<BrandingConfig>('GET', CONFIG, undefined, undefined, session)).body;
  const save = (payload: object, session = owner, ifMatch?: string) =>
    calls.send<BrandingConfig>('PUT', CONFIG, payload, ifMatch, session);

  it('answers the defaults to everyone signed in: system mode, Premium Rose Gold, luxury, the default logo', async () => {
    const res = await calls.send<BrandingConfig>('GET', CONFIG, undefined, undefined, loginAs(app, 'otherOwner'));
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.body).toEqual(DEFAULT_BRANDING);
    expect(res.body).toMatchObject({
      theme: 'premium-rose-gold',
      designLanguage: 'luxury',
      isDarkMode: null,
      logoUrl: null,
      publicLogoUrl: null,
      primaryColor: '#667eea',
      secondaryColor: '#764ba2',
      socialMedia: {},
    });
    // The app wears the theme for every member: a receptionist and a practitioner read it too.
    for (const role of ['receptionist', 'practitioner'] as const) {
      expect((await calls.send('GET', CONFIG, undefined, undefined, loginAs(app, role))).status).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: CONFIG })).statusCode).toBe(401);
  });

  it('saves each of the three payload shapes of §7 and answers the whole config', async () => {
    const brand = await save(
      { brandName: '  Demo Salon  ', logoUrl: null, showOrganizationName: false, socialMedia: {} },
      owner,
      '"0"',
    );
    expect(brand.status).toBe(200);
    expect(brand.headers.etag).toBe('"1"');
    expect(brand.body).toEqual({ ...DEFAULT_BRANDING, brandName: 'Demo Salon', showOrganizationName: false });

    const theme = await save(THEME, owner, '"1"');
    expect(theme.status).toBe(200);
    expect(theme.body).toEqual({ ...brand.body, ...THEME });

    const links = await save({ socialMedia: { googleReviewUrl: 'https://g.page/r/demo-salon/review' } }, owner, '"2"');
    expect(links.status).toBe(200);
    expect(links.headers.etag).toBe('"3"');
    expect(links.body).toEqual({
      ...theme.body,
      socialMedia: { googleReviewUrl: 'https://g.page/r/demo-salon/review' },
    });
    expect(await config(loginAs(app, 'receptionist'))).toEqual(links.body);

    const entries = await calls.activity('branding');
    expect(entries.slice(0, 3).map((e) => e.details)).toEqual([
      'Updated integrations',
      'Updated theme',
      'Updated branding',
    ]);
    expect(entries[1]!.changes).toEqual({
      theme: { before: 'premium-rose-gold', after: 'ocean' },
      designLanguage: { before: 'luxury', after: 'glass' },
      isDarkMode: { before: null, after: true },
    });
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    expect((await save({ theme: 'spa' }, owner, '"0"')).status).toBe(200);
    const stale = await save({ theme: 'lavender' }, owner, '"0"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await config()).theme).toBe('spa');
  });

  describe('who may save what', () => {
    it('refuses a receptionist the theme, the brand and the links, with a message saying which', async () => {
      const receptionist = loginAs(app, 'receptionist');
      const theme = await save({ theme: 'ocean' }, receptionist);
      expect(theme.status).toBe(403);
      expect(theme.body.message).toBe('You do not have permission to change the theme.');
      const brand = await save({ brandName: 'Mine now' }, receptionist);
      expect(brand.status).toBe(403);
      expect(brand.body.message).toBe('You do not have permission to change the branding.');
      const links = await save({ socialMedia: { website: 'https://example.com' } }, receptionist);
      expect(links.status).toBe(403);
      expect(links.body.message).toBe('You do not have permission to change the integrations.');
      expect((await calls.send('GET', CONFIG)).headers.etag).toBe('"0"');
      expect((await calls.activity('branding'))[0]).toMatchObject({ success: false, details: expect.any(String) });
    });

    it('lets a role with only manage_integration_settings save the social links and nothing else', async () => {
      const integrations = await memberWith(app, owner, ['manage_integration_settings']);
      const links = await save({ socialMedia: { googleReviewUrl: 'https://g.page/r/demo/review' } }, integrations);
      expect(links.status).toBe(200);
      expect(links.body.socialMedia).toEqual({ googleReviewUrl: 'https://g.page/r/demo/review' });

      for (const payload of [THEME, { brandName: 'X' }, { socialMedia: {}, theme: 'spa' }, { logoUrl: null }]) {
        const refused = await save(payload, integrations);
        expect(refused.status, JSON.stringify(payload)).toBe(403);
        expect(refused.body.message).toMatch(
          /^You do not have permission to change the (theme|branding)\. You can change the social links only\.$/,
        );
      }
      expect(await config()).toEqual({
        ...DEFAULT_BRANDING,
        socialMedia: { googleReviewUrl: 'https://g.page/r/demo/review' },
      });
    });

    it('lets a role with manage_organization_settings save all of it', async () => {
      const settings = await memberWith(app, owner, ['manage_organization_settings']);
      expect(
        (await save({ ...THEME, brandName: 'Salon', socialMedia: { facebook: 'https://facebook.com/demo' } }, settings))
          .status,
      ).toBe(200);
      // The routes of the logo need the permission too, and it is enough.
      expect((await calls.send('DELETE', '/api/settings/logo', undefined, undefined, settings)).status).toBe(200);
    });
  });

  describe('social links', () => {
    it('replaces the stored links as a whole: a link left out of the form is gone', async () => {
      await save({ socialMedia: { facebook: 'https://facebook.com/demo', instagram: 'https://instagram.com/demo' } });
      const res = await save({ socialMedia: { instagram: 'https://instagram.com/demo.salon' } });
      expect(res.status).toBe(200);
      expect(res.body.socialMedia).toEqual({ instagram: 'https://instagram.com/demo.salon' });
      expect((await config()).socialMedia).toEqual({ instagram: 'https://instagram.com/demo.salon' });
      expect((await calls.activity('branding'))[0]!.changes).toEqual({
        'socialMedia.facebook': { before: 'https://facebook.com/demo', after: null },
        'socialMedia.instagram': { before: 'https://instagram.com/demo', after: 'https://instagram.com/demo.salon' },
      });
      // Saving the theme leaves them alone.
      expect((await save(THEME)).body.socialMedia).toEqual({ instagram: 'https://instagram.com/demo.salon' });
    });

    it('drops empty links and keeps other networks as they are', async () => {
      const res = await save({
        socialMedia: {
          facebook: '',
          twitter: '',
          website: 'https://demo-salon.example',
          tiktok: 'https://tiktok.com/@demo',
          pinterest: '',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.socialMedia).toEqual({
        website: 'https://demo-salon.example',
        tiktok: 'https://tiktok.com/@demo',
      });
    });

    it.each([
      [{ googleReviewUrl: 'not a link' }, 'Google review link must be a web address such as https://example.com'],
      [
        { googleReviewUrl: ' https://g.page/r/demo/review' },
        'Google review link must be a web address such as https://example.com',
      ],
      [{ facebook: 'javascript:alert(1)' }, 'Facebook must be a web address such as https://example.com'],
      [{ tiktok: 'ftp://files.example.com' }, 'Social link must be a web address such as https://example.com'],
    ])('refuses %j', async (socialMedia, message) => {
      const res = await save({ socialMedia });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('other fields', () => {
    it.each([
      [{}, 'Request must name at least one field to change'],
      [{ theme: 'neon' }, 'Theme must be one of the listed themes'],
      [{ designLanguage: 'brutalist' }, 'Design language must be one of'],
      [{ isDarkMode: 'auto' }, 'Dark mode'],
      [{ primaryColor: 'red' }, 'Primary colour must be a colour such as #667eea'],
      [{ brandName: 'x'.repeat(101) }, 'Brand name must be at most 100 characters'],
      [{ email: 'not-an-email' }, 'Email must be a valid email address'],
      [{ fontFamily: 'Comic Sans' }, 'fontFamily is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await save(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('logo addresses', () => {
    it('takes a logo this organization uploaded, and keeps the public logo with it', async () => {
      const uploaded = await calls.upload<UploadedLogo>('/api/tenant-branding/upload/logo', await picture(120, 40));
      expect(uploaded.status).toBe(201);
      const res = await save({
        brandName: 'Demo',
        logoUrl: uploaded.body.url,
        showOrganizationName: true,
        socialMedia: {},
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ logoUrl: uploaded.body.url, publicLogoUrl: uploaded.body.url });
      // A form that sends back what it read saves.
      expect((await save({ ...(await config()), brandName: 'Demo again' })).status).toBe(200);
      const cleared = await save({ logoUrl: '' });
      expect(cleared.body).toMatchObject({ logoUrl: null, publicLogoUrl: null });
    });

    it.each([
      [
        'https://cdn.example.com/logo.png',
        'The logo must be a picture uploaded here. Upload the logo instead of linking to it.',
      ],
      [
        '/api/public/logos/../../secret.key',
        'The logo must be a picture uploaded here. Upload the logo instead of linking to it.',
      ],
      [
        'https://bucket.s3.amazonaws.com/logo.png?X-Amz-Expires=300&X-Amz-Signature=abc',
        'This logo address looks signed or temporary (it has a query string), so it cannot be saved. Upload the logo instead.',
      ],
    ])('refuses the logo address %s with a 400', async (logoUrl, message) => {
      for (const field of ['logoUrl', 'publicLogoUrl']) {
        const res = await save({ [field]: logoUrl });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect((await calls.send('GET', CONFIG)).headers.etag).toBe('"0"');
    });

    it('refuses its own logo with a query string, a logo never stored, and another organization’s logo', async () => {
      const { url } = (await calls.upload<UploadedLogo>('/api/tenant-branding/upload/logo', await picture(50, 50)))
        .body;
      expect((await save({ logoUrl: `${url}?token=abc` })).status).toBe(400);
      expect((await save({ logoUrl: url.replace(/[0-9a-f]{32}/, '0'.repeat(32)) })).status).toBe(400);
      const other = loginAs(app, 'otherOwner');
      const theirs = await save({ logoUrl: url }, other);
      expect(theirs.status).toBe(400);
      expect((await save({ logoUrl: url.replace(owner.organizationId, other.organizationId) }, other)).status).toBe(
        400,
      );
    });
  });
});
