import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingConfig } from '../../server/contract/branding';
import { ApiSession } from './pages/OrganizationApi';
import { BrandingPage, IntegrationsPage } from './pages/BrandingPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { signInByApi } from './support/session';
import { startServer, type RunningServer } from './support/server';

// A fresh organization of its own (a server without the demo data, set up through the API), so the
// logo and the links are this file's alone and no other spec sees a changed header.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `branding: ${state}`);

const OWNER = { email: 'bea@branding.test', password: 'Branding-pass-123' };
const SLUG = 'studio-branding';
const BRANDING_PATH = `/${SLUG}/settings/organization/branding`;
const INTEGRATIONS_PATH = `/${SLUG}/settings/organization/integrations`;
const CONFIG = '/api/tenant-branding/config';
const REVIEW_LINK = 'https://g.page/r/studio-branding/review';

let server: RunningServer;
/** The owner through the API (Bearer): sets up and checks what was saved. */
let api: ApiSession;

const config = () => api.get<BrandingConfig>(CONFIG);

beforeAll(async () => {
  server = await startServer({ demo: false });
  api = await ApiSession.setUp(server.url, {
    organizationName: 'Studio Branding',
    organizationSlug: SLUG,
    firstName: 'Bea',
    lastName: 'Brandt',
    email: OWNER.email,
    password: OWNER.password,
  });
});

afterAll(async () => {
  await api?.close();
  await server?.stop();
});

async function open(path: string, heading: string): Promise<void> {
  await signInByApi(browser.page, server.url, OWNER.email, OWNER.password);
  await browser.page.goto(new URL(path, server.url).toString());
  await new SettingsShell(browser.page).waitForHeading(heading);
}

async function openBranding(): Promise<BrandingPage> {
  await open(BRANDING_PATH, 'Branding & Communication');
  const page = new BrandingPage(browser.page);
  await page.logoCard.waitFor();
  return page;
}

async function openIntegrations(): Promise<IntegrationsPage> {
  await open(INTEGRATIONS_PATH, 'Integrations');
  const page = new IntegrationsPage(browser.page);
  await page.reviewLink.waitFor();
  return page;
}

const logoPng = () =>
  sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 118, g: 75, b: 162 } } })
    .png()
    .toBuffer();

describe('branding', () => {
  it('refuses a non-image and a file over 1 MB, uploads a logo, and shows it in the header once saved', async () => {
    const page = await openBranding();
    await page.logoCard.getByText('PNG, JPG up to 1MB', { exact: true }).waitFor();
    expect(await page.headerLogo.count()).toBe(0);
    await checkA11y('no logo');

    await page.uploadLogo({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.waitForToast('Upload failed', 'File must be an image');
    await page.uploadLogo({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await page.waitForToast('Upload failed', 'File size must be less than 1MB');
    expect(await page.logoImage.count()).toBe(0);
    expect(await page.status()).toBe('All changes saved');

    await page.uploadLogo({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.waitForToast('Upload successful');
    await page.logoImage.waitFor();
    const src = await page.logoImage.getAttribute('src');
    expect(src).toMatch(/^\/api\/public\/logos\/.+\.(png|jpg)$/);
    // In the form only until Save Changes.
    await page.unsavedNotice.waitFor();
    expect(await page.status()).toBe('Unsaved changes');
    expect((await config()).logoUrl).toBeNull();

    await page.save();
    await page.waitForToast('Branding saved');
    await page.unsavedNotice.waitFor({ state: 'hidden' });
    expect((await config()).logoUrl).toBe(src);
    await page.headerLogo.waitFor();
    expect(await page.headerLogo.getAttribute('src')).toBe(src);
    await checkA11y('logo saved');

    // Still there after a reload (from the 3-hour cache, then the server).
    await browser.page.reload();
    await page.headerLogo.waitFor();
    expect(await page.headerLogo.getAttribute('src')).toBe(src);

    // The brand name beside the logo, unless the brand shows the logo alone.
    expect(await page.headerName.innerText()).toBe('Studio Branding');
    await page.toggle(page.showBrandName());
    await page.save();
    await page.waitForToast('Branding saved');
    await page.headerName.waitFor({ state: 'hidden' });
  });

  it('previews the unsaved brand: booking page header and the 600 px email with footer and links', async () => {
    const page = await openBranding();
    await page.field('Brand name').fill('Glow Studio');
    await page.field('Email footer').fill('Thank you for visiting Glow Studio');
    await page.socialLink('instagram').fill('https://instagram.com/glowstudio');
    await page.previewButton.click();
    await page.preview.waitFor();
    await page.preview.getByText('Booking page', { exact: true }).waitFor();
    await page.preview.getByText('Thank you for visiting Glow Studio', { exact: true }).waitFor();
    await page.preview.getByRole('link', { name: 'Instagram', exact: true }).waitFor();
    // The logo alone at the top of both (the first test chose not to show the name beside it).
    expect(await page.preview.getByRole('img', { name: 'Glow Studio logo', exact: true }).count()).toBe(2);
    expect(await page.preview.getByText('Glow Studio', { exact: true }).count()).toBe(0);
    await checkA11y('preview');
    await page.preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.preview.waitFor({ state: 'hidden' });
    // Previewing saves nothing.
    expect((await config()).brandName).toBe('');
    expect(await page.status()).toBe('Unsaved changes');
  });

  it('saves a social link that survives a reload, keeping the Google review link set on Integrations', async () => {
    await api.send('PUT', CONFIG, { socialMedia: { googleReviewUrl: REVIEW_LINK } });
    const page = await openBranding();
    await page.socialLink('facebook').fill('https://facebook.com/studio-branding');
    await page.save();
    await page.waitForToast('Branding saved');

    await browser.page.reload();
    await page.socialLink('facebook').waitFor();
    expect(await page.socialLink('facebook').inputValue()).toBe('https://facebook.com/studio-branding');
    // Empty links are not sent, so none is stored; the review link is kept.
    expect((await config()).socialMedia).toEqual({
      facebook: 'https://facebook.com/studio-branding',
      googleReviewUrl: REVIEW_LINK,
    });
  });
});

describe('integrations', () => {
  it('saves the Google review link trimmed, keeps the other links, and shows the planned integrations', async () => {
    const page = await openIntegrations();
    for (const title of ['Payment processing', 'SMS', 'Email marketing']) {
      expect(await page.plannedItem(title).innerText()).toContain('Planned');
    }
    expect(await page.reviewLink.getAttribute('type')).toBe('url');
    await checkA11y('integrations');

    await page.reviewLink.fill('   https://g.page/r/studio-branding/new-review   ');
    await page.save();
    await page.waitForToast('Google review link saved');
    await browser.page.reload();
    await page.reviewLink.waitFor();
    expect(await page.reviewLink.inputValue()).toBe('https://g.page/r/studio-branding/new-review');
    const { socialMedia } = await config();
    expect(socialMedia.googleReviewUrl).toBe('https://g.page/r/studio-branding/new-review');
    expect(socialMedia.facebook).toBe('https://facebook.com/studio-branding');
  });

  it('refuses a review link that is not a web address, naming the field', async () => {
    const page = await openIntegrations();
    await page.reviewLink.fill('not a link');
    await page.save();
    await page.waitForToast('Error', 'Google review link');
    expect((await config()).socialMedia.googleReviewUrl).toBe('https://g.page/r/studio-branding/new-review');
  });
});
