import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../server/contract/account';
import { PersonalProfilePage } from './pages/PersonalProfilePage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The practitioner: no other spec file changes them, and what is changed here is put back (the
// sign-in and team specs look for the name 'Priya Patel').
const ACCOUNT = DEMO_ACCOUNTS.practitioner;
const PATH = `/${ACCOUNT.organizationSlug}/settings/personal/profile`;
const PROFILE_API = '/api/users/profile';

// A 1×1 PNG, and bytes that are no image at all.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('%PDF-1.7\nThis is a document, not a picture.\n');

async function openProfile(): Promise<PersonalProfilePage> {
  await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Profile');
  const profile = new PersonalProfilePage(browser.page);
  return profile;
}

async function waitForForm(profile: PersonalProfilePage): Promise<void> {
  await expect.poll(() => profile.field('First name').inputValue()).not.toBe('');
}

/** Puts the practitioner's profile back as the demo data has it. */
async function restore(original: Profile): Promise<void> {
  const { id: _id, avatarUrl: _avatar, ...fields } = original;
  const answer = await browser.write('put', PROFILE_API, fields);
  expect(answer.ok(), await answer.text()).toBe(true);
}

describe('profile page', () => {
  it('saves every field, shows unsaved and saved states, and a reload shows the changes kept', async () => {
    const profile = await openProfile();
    await waitForForm(profile);
    const original = await getJson<Profile>(browser.page, browser.baseURL, PROFILE_API);
    await checkA11y(browser.page);
    expect(await profile.status()).toBe('All changes saved');
    expect(await profile.saveButton.isDisabled()).toBe(true);

    const changes = {
      'First name': 'Priyanka',
      Phone: '+1 (555) 010-2030',
      'Job title': 'Senior Stylist',
      Department: 'Hair',
      Location: 'Downtown studio',
      Bio: 'Colour specialist with ten years behind the chair.',
    } as const;
    try {
      await profile.fill(changes);
      expect(await profile.status()).toBe('Unsaved changes');
      expect(await profile.saveButton.isEnabled()).toBe(true);
      await profile.save();
      await profile.waitForToast('Profile updated');
      await expect.poll(() => profile.status()).toBe('All changes saved');
      expect(await profile.saveButton.isDisabled()).toBe(true);
      // The name in the header follows the profile.
      await expect.poll(() => new SettingsShell(browser.page).userMenuButton.innerText()).toContain('Priyanka Patel');

      await browser.page.reload();
      await waitForForm(profile);
      expect(await profile.values(Object.keys(changes) as (keyof typeof changes)[])).toEqual(changes);
      const saved = await getJson<Profile>(browser.page, browser.baseURL, PROFILE_API);
      expect(saved).toMatchObject({ firstName: 'Priyanka', jobTitle: 'Senior Stylist', department: 'Hair' });

      // Editing a field back to its saved value is not a change.
      await profile.field('Department').fill('Colour');
      expect(await profile.status()).toBe('Unsaved changes');
      await profile.field('Department').fill('Hair');
      expect(await profile.status()).toBe('All changes saved');
    } finally {
      await restore(original);
    }
  });

  it('refuses an invalid email and one used by another account with the server’s words', async () => {
    const profile = await openProfile();
    await waitForForm(profile);

    await profile.field('Email').fill('not-an-email');
    await profile.save();
    expect(await profile.waitForToast('Error updating profile', 'Please enter a valid email address')).not.toContain(
      'email Please',
    );
    await profile.page.getByText('Please enter a valid email address', { exact: true }).first().waitFor();
    expect(await profile.field('Email').getAttribute('aria-invalid')).toBe('true');
    await checkA11y(browser.page);

    await profile.field('Email').fill(DEMO_ACCOUNTS.owner.email);
    await profile.save();
    await profile.waitForToast('Error updating profile', 'This email is already used by another account');
    expect(await profile.status()).toBe('Unsaved changes');

    await browser.page.reload();
    await waitForForm(profile);
    expect(await profile.field('Email').inputValue()).toBe(ACCOUNT.email);
  });

  it('says so when the server fails to save, and keeps the changes', async () => {
    const profile = await openProfile();
    await waitForForm(profile);
    await browser.page.route(`**${PROFILE_API}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } })
        : route.fallback(),
    );
    await profile.field('Job title').fill('Never saved');
    await profile.save();
    await profile.waitForToast('Error updating profile', 'Failed to update your profile. Please try again.');
    expect(await profile.status()).toBe('Unsaved changes');
    expect(await profile.field('Job title').inputValue()).toBe('Never saved');
    const saved = await getJson<Profile>(browser.page, browser.baseURL, PROFILE_API);
    expect(saved.jobTitle).not.toBe('Never saved');
  });

  it('fills the form from the session when the profile cannot be loaded, and does not save it', async () => {
    await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
    await browser.page.route(`**${PROFILE_API}`, (route) => route.fulfill({ status: 503, body: 'down' }));
    await browser.page.goto(browser.url(PATH));
    const profile = new PersonalProfilePage(browser.page);
    await profile.waitForToast('Error loading profile', 'Failed to load your profile information');
    await profile.loadFailure.waitFor();
    expect(await profile.field('First name').inputValue()).toBe('Priya');
    expect(await profile.field('Email').inputValue()).toBe(ACCOUNT.email);
    expect(await profile.field('First name').isDisabled()).toBe(true);
    expect(await profile.saveButton.isDisabled()).toBe(true);
    await checkA11y(browser.page);
  });

  it('uploads a photo, and refuses a file that is no image and one over 5MB with the spec’s texts', async () => {
    const profile = await openProfile();
    await waitForForm(profile);
    expect(await profile.photoHint.innerText()).toBe('JPG, PNG, GIF or WebP, up to 5MB.');
    const uploads: Request[] = [];
    browser.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users/avatar') uploads.push(request);
    });

    await profile.photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await profile.waitForToast('Avatar updated');
    await profile.avatarImage.waitFor();
    const src = (await profile.avatarImage.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/users\/[^/]+\/avatar\?v=/);
    const picture = await browser.page.request.get(browser.url(src));
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(await profile.avatarImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await checkA11y(browser.page);

    // Named and declared as a PNG, but the server reads the bytes.
    await profile.photoInput.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
    await profile.waitForToast('Error uploading avatar', 'Please choose a JPG, PNG, GIF or WebP image');
    expect(uploads).toHaveLength(2);

    // Over 5MB never leaves the browser.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    PNG.copy(big);
    await profile.photoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await profile.waitForToast('File too large', 'Please select an image smaller than 5MB');
    expect(uploads).toHaveLength(2);
    // The picture that was saved is still the one shown and served.
    expect(await profile.avatarImage.getAttribute('src')).toBe(src);
  });

  it('says so when the server fails to store the photo', async () => {
    const profile = await openProfile();
    await waitForForm(profile);
    await browser.page.route('**/api/users/avatar', (route) => route.fulfill({ status: 500, body: '' }));
    await profile.photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await profile.waitForToast('Error uploading avatar', 'Failed to upload your profile picture');
  });
});
