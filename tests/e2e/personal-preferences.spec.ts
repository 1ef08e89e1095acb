import { describe, expect, it } from 'vitest';
import type { OrganizationRegionalSettings } from '../../server/contract/organization';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../server/contract/preferences';
import { ConflictNotice } from './pages/ConflictNotice';
import { LeaveConfirm } from './pages/LeaveConfirm';
import { OverviewPage } from './pages/OverviewPage';
import { PersonalPreferencesPage } from './pages/PersonalPreferencesPage';
import { PersonalSecurityPage } from './pages/PersonalSecurityPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The practitioner; their preferences go back to the defaults after every test that saves.
const ACCOUNT = DEMO_ACCOUNTS.practitioner;
const BASE = `/${ACCOUNT.organizationSlug}/settings`;
const SETTINGS_API = '/api/settings/user';

interface PreferencesWindow {
  preferenceEvents?: unknown[];
}

async function openPreferences(): Promise<PersonalPreferencesPage> {
  await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
  await browser.page.goto(browser.url(`${BASE}/personal/preferences`));
  await new SettingsShell(browser.page).waitForHeading('Preferences');
  const preferences = new PersonalPreferencesPage(browser.page);
  await preferences.select('Time zone').waitFor();
  return preferences;
}

async function restoreDefaults(): Promise<void> {
  const { notifications: _n, privacy: _p, ...defaults } = DEFAULT_USER_PREFERENCES;
  // null: the regional fields follow the organization again, as before the test.
  const following = { language: null, timezone: null, dateFormat: null, timeFormat: null, currency: null };
  const answer = await browser.write('post', SETTINGS_API, { ...defaults, ...following });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const isDark = () => browser.page.evaluate(() => document.body.classList.contains('bp6-dark'));

describe('preferences page', () => {
  it('saves language, region and appearance; a reload shows them kept and dates across the app follow', async () => {
    const preferences = await openPreferences();
    await checkA11y(browser.page);
    expect(await preferences.status()).toBe('All changes saved');
    expect(await preferences.saveButton.isDisabled()).toBe(true);
    // Demo Salon is in Sydney: its members follow it until they choose.
    expect(await preferences.select('Time zone').inputValue()).toBe('Australia/Sydney');
    expect(await preferences.select('Currency').inputValue()).toBe('AUD');
    expect(await preferences.select('Date format').inputValue()).toBe('DD/MM/YYYY');
    // About 170 zones, from the specification's regions.
    const zones = await preferences.select('Time zone').locator('option').count();
    expect(zones).toBeGreaterThanOrEqual(160);
    expect(zones).toBeLessThanOrEqual(180);

    await browser.page.evaluate(() => {
      const target = window as PreferencesWindow;
      target.preferenceEvents = [];
      window.addEventListener('preferences-updated', (event) =>
        target.preferenceEvents?.push((event as CustomEvent).detail),
      );
    });

    try {
      await preferences.select('Time zone').selectOption({ label: 'Kolkata (UTC+05:30)' });
      await preferences.select('Date format').selectOption('YYYY-MM-DD');
      await preferences.select('Time format').selectOption('24h');
      await preferences.select('Currency').selectOption('EUR');
      expect(await preferences.status()).toBe('Unsaved changes');
      // The theme shows at once, before it is saved.
      expect(await isDark()).toBe(false);
      // The classes are applied by an effect after the render: wait for them rather than race it.
      await preferences.theme('Dark').check({ force: true });
      await expect.poll(isDark).toBe(true);
      await preferences.switch('Compact mode').check({ force: true });
      await expect.poll(() => browser.page.evaluate(() => document.body.classList.contains('app-compact'))).toBe(true);

      await preferences.save();
      await preferences.waitForToast('Preferences updated');
      await expect.poll(() => preferences.status()).toBe('All changes saved');
      expect(await browser.page.evaluate(() => (window as PreferencesWindow).preferenceEvents)).toEqual([
        { timezone: 'Asia/Calcutta', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' },
      ]);
      await checkA11y(browser.page);

      await browser.page.reload();
      await preferences.select('Time zone').waitFor();
      expect(await preferences.select('Time zone').inputValue()).toBe('Asia/Calcutta');
      expect(await preferences.select('Date format').inputValue()).toBe('YYYY-MM-DD');
      expect(await preferences.select('Time format').inputValue()).toBe('24h');
      expect(await preferences.select('Currency').inputValue()).toBe('EUR');
      expect(await preferences.theme('Dark').isChecked()).toBe(true);
      expect(await preferences.switch('Compact mode').isChecked()).toBe(true);
      await expect.poll(isDark).toBe(true);
      const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
      expect(saved).toMatchObject({
        timezone: 'Asia/Calcutta',
        dateFormat: 'YYYY-MM-DD',
        timeFormat: '24h',
        currency: 'EUR',
        theme: 'dark',
        ui: { compactMode: true },
      });

      // Dates elsewhere follow: the password's date on Security, Last Updated on the overview.
      const shell = new SettingsShell(browser.page);
      await shell.openFromMenu('Security');
      await expect
        .poll(() => new PersonalSecurityPage(browser.page).lastChanged())
        .toMatch(/^Last changed \d{4}-\d{2}-\d{2}$/);
      await shell.openFromMenu('Settings overview');
      const overview = new OverviewPage(browser.page);
      await overview.waitForFigures();
      expect(await overview.card('Last Updated')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      await checkA11y(browser.page);
    } finally {
      await restoreDefaults();
    }
  });

  it('shows a theme at once, and leaving without saving undoes it', async () => {
    const preferences = await openPreferences();
    await preferences.theme('Dark').check({ force: true });
    await expect.poll(isDark).toBe(true);
    // Moving away asks first (the change is unsaved); leaving drops the preview with the change.
    await new SettingsShell(browser.page).link('Profile').click();
    await new LeaveConfirm(browser.page).leave.click();
    await new SettingsShell(browser.page).waitForHeading('Profile');
    await expect.poll(isDark).toBe(false);
    const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
    expect(saved.theme).toBe('system');
  });

  it('marks each regional field that equals the organization’s, and resets the others to it', async () => {
    // The organization's regional settings, answered here so the test does not depend on how the
    // demo organization is set up.
    const organization: OrganizationRegionalSettings = {
      timezone: 'Europe/London',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: '24h',
      currency: 'GBP',
      language: 'en',
      locale: 'en-GB',
      organizationDateFormat: 'yyyy-MM-dd',
    };
    await browser.page.route('**/api/settings/organization', (route) => route.fulfill({ json: organization }));
    const preferences = await openPreferences();
    await preferences.group('Language').getByText('Organization Default').waitFor();
    for (const field of ['Time zone', 'Date format', 'Time format', 'Currency'] as const) {
      expect(await preferences.group(field).getByText('Organization Default').count(), field).toBe(0);
      expect(
        await preferences
          .group(field)
          .getByRole('button', { name: /^Reset/ })
          .count(),
        field,
      ).toBe(1);
    }
    await checkA11y(browser.page);

    await preferences
      .group('Currency')
      .getByRole('button', { name: /^Reset to default \(Currency: GBP/ })
      .click();
    expect(await preferences.select('Currency').inputValue()).toBe('GBP');
    await preferences.group('Currency').getByText('Organization Default').waitFor();
    await preferences
      .group('Time zone')
      .getByRole('button', { name: /^Reset/ })
      .click();
    expect(await preferences.select('Time zone').inputValue()).toBe('Europe/London');
    expect(await preferences.status()).toBe('Unsaved changes');

    // Choosing the organization's value by hand is the same.
    await preferences.select('Time format').selectOption('24h');
    await preferences.group('Time format').getByText('Organization Default').waitFor();
  });

  it('follows the organization’s real regional settings while the user has not chosen their own', async () => {
    await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
    const answer = await browser.page.request.get(browser.url('/api/settings/organization'));
    expect(answer.status()).toBe(200);
    const organization = (await answer.json()) as OrganizationRegionalSettings;
    expect(organization).toMatchObject({ timezone: 'Australia/Sydney', currency: 'AUD', locale: 'en-AU' });
    const preferences = await openPreferences();
    const user = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
    expect(user.inherited).toEqual(['language', 'timezone', 'dateFormat', 'timeFormat', 'currency']);
    const fields = [
      ['Language', 'language'],
      ['Time zone', 'timezone'],
      ['Date format', 'dateFormat'],
      ['Time format', 'timeFormat'],
      ['Currency', 'currency'],
    ] as const;
    for (const [label, key] of fields) {
      expect(user[key], key).toBe(organization[key]);
      await preferences.group(label).getByText('Organization Default').waitFor();
    }
  });

  it('says so when the server refuses or fails the save, and keeps the changes', async () => {
    const preferences = await openPreferences();
    await preferences.select('Currency').selectOption('JPY');

    await browser.page.route(`**${SETTINGS_API}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } })
        : route.fallback(),
    );
    await preferences.save();
    await preferences.waitForToast('Error saving preferences', 'Failed to save your preferences. Please try again.');
    expect(await preferences.status()).toBe('Unsaved changes');

    await browser.page.unrouteAll();
    await browser.page.route(`**${SETTINGS_API}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'currency must be one of the listed currencies',
              code: 'VALIDATION_ERROR',
              details: [{ field: 'currency', message: 'must be one of the listed currencies' }],
            },
          })
        : route.fallback(),
    );
    await preferences.save();
    await preferences.waitForToast(
      'Error saving preferences',
      'currency must be one of the listed currencies Check console for validation details.',
    );
    const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
    expect(saved.currency).toBe('AUD');
  });

  it('refuses to overwrite preferences changed elsewhere since the page was opened (If-Match)', async () => {
    const preferences = await openPreferences();
    try {
      // Another window of the same user saves first.
      const elsewhere = await browser.write('post', SETTINGS_API, { currency: 'EUR' });
      expect(elsewhere.ok()).toBe(true);
      await preferences.select('Date format').selectOption('YYYY-MM-DD');
      await preferences.save();
      await preferences.waitForToast('Error saving preferences', 'changed by someone else');
      // The page offers what the server has now; loading it keeps this edit, and saving again
      // works and keeps the other change.
      await new ConflictNotice(browser.page).loadLatest.click();
      await expect.poll(() => preferences.select('Currency').inputValue()).toBe('EUR');
      expect(await preferences.select('Date format').inputValue()).toBe('YYYY-MM-DD');
      await preferences.save();
      await preferences.waitForToast('Preferences updated');
      const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
      expect(saved).toMatchObject({ currency: 'EUR', dateFormat: 'YYYY-MM-DD' });
    } finally {
      await restoreDefaults();
    }
  });
});
