import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Directory, DirectoryEntry } from '../../server/contract/account';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../server/contract/preferences';
import { PersonalPrivacyPage } from './pages/PersonalPrivacyPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The practitioner chooses; a receptionist (a colleague) and the owner (an administrator) look.
const ACCOUNT = DEMO_ACCOUNTS.practitioner;
const PATH = `/${ACCOUNT.organizationSlug}/settings/personal/privacy`;
const SETTINGS_API = '/api/settings/user';

const viewers = new Map<string, APIRequestContext>();

/** Someone else's session, kept for the file, outside the browser under test. */
async function viewerSession(email: string): Promise<APIRequestContext> {
  const existing = viewers.get(email);
  if (existing) return existing;
  const context = await request.newContext({ baseURL: browser.baseURL });
  const login = await context.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  viewers.set(email, context);
  return context;
}

/** The practitioner as `email` sees them in the team directory, or undefined when hidden. */
async function seenBy(email: string): Promise<DirectoryEntry | undefined> {
  const answer = await (await viewerSession(email)).get('/api/users/directory');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as Directory;
  return items.find((entry) => entry.firstName === 'Priya');
}

afterAll(async () => {
  for (const context of viewers.values()) {
    await context.post('/api/auth/logout', { headers: { origin: new URL(browser.baseURL).origin } });
    await context.dispose();
  }
});

async function openPrivacy(): Promise<PersonalPrivacyPage> {
  await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Privacy Settings');
  const privacy = new PersonalPrivacyPage(browser.page);
  await privacy.visibility.waitFor();
  return privacy;
}

async function restoreDefaults(): Promise<void> {
  const answer = await browser.write('post', SETTINGS_API, { privacy: DEFAULT_USER_PREFERENCES.privacy });
  expect(answer.ok(), await answer.text()).toBe(true);
}

describe('privacy settings page', () => {
  it('offers the three visibilities with their descriptions, the defaults chosen', async () => {
    const privacy = await openPrivacy();
    await checkA11y(browser.page);
    expect(await privacy.option('Public').isChecked()).toBe(false);
    expect(await privacy.option('Team').isChecked()).toBe(true);
    expect(await privacy.option('Private').isChecked()).toBe(false);
    const text = await privacy.visibility.innerText();
    for (const description of ['All clients and team', 'Team members only', 'Hidden from all but administrators']) {
      expect(text).toContain(description);
    }
    await privacy.adminNote.waitFor();
    expect(await privacy.switch('Show email address').isChecked()).toBe(true);
    expect(await privacy.switch('Show phone number').isChecked()).toBe(false);
    expect(await privacy.switch('Show activity status').isChecked()).toBe(true);
    expect(await privacy.status()).toBe('All changes saved');
    expect(await privacy.saveButton.isDisabled()).toBe(true);
  });

  it('saves the choices, a reload shows them kept, and the server applies them for others', async () => {
    const privacy = await openPrivacy();
    try {
      // Private: hidden from colleagues, still seen whole by an administrator.
      await privacy.option('Private').check({ force: true });
      await privacy.switch('Show email address').uncheck({ force: true });
      expect(await privacy.status()).toBe('Unsaved changes');
      await privacy.save();
      await privacy.waitForToast('Privacy settings saved');
      await expect.poll(() => privacy.status()).toBe('All changes saved');

      await browser.page.reload();
      await privacy.visibility.waitFor();
      expect(await privacy.option('Private').isChecked()).toBe(true);
      expect(await privacy.switch('Show email address').isChecked()).toBe(false);
      const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
      expect(saved.privacy).toEqual({
        profileVisibility: 'private',
        showEmail: false,
        showPhone: false,
        activityStatus: true,
      });
      expect(await seenBy(DEMO_ACCOUNTS.receptionist.email)).toBeUndefined();
      expect(await seenBy(DEMO_ACCOUNTS.owner.email)).toMatchObject({ email: ACCOUNT.email });

      // Team, phone shown, email and activity hidden: a colleague sees just that.
      await privacy.option('Team').check({ force: true });
      await privacy.switch('Show phone number').check({ force: true });
      await privacy.switch('Show activity status').uncheck({ force: true });
      await privacy.save();
      await privacy.waitForToast('Privacy settings saved');
      await expect.poll(() => privacy.status()).toBe('All changes saved');
      const colleagueView = await seenBy(DEMO_ACCOUNTS.receptionist.email);
      expect(colleagueView).toBeDefined();
      expect(colleagueView).toHaveProperty('phone');
      expect(colleagueView).not.toHaveProperty('email');
      expect(colleagueView).not.toHaveProperty('lastActive');
      expect(await seenBy(DEMO_ACCOUNTS.owner.email)).toHaveProperty('email', ACCOUNT.email);
    } finally {
      await restoreDefaults();
    }
  });

  it('says so when the server fails to save, and keeps the choice', async () => {
    const privacy = await openPrivacy();
    await browser.page.route(`**${SETTINGS_API}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } })
        : route.fallback(),
    );
    await privacy.option('Public').check({ force: true });
    await privacy.save();
    await privacy.waitForToast('Error saving settings', 'Failed to save privacy settings');
    expect(await privacy.option('Public').isChecked()).toBe(true);
    expect(await privacy.status()).toBe('Unsaved changes');
    const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
    expect(saved.privacy.profileVisibility).toBe('team');
  });
});
