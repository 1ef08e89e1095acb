import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxSettings } from '../../server/contract/tax';
import { ConflictNotice } from './pages/ConflictNotice';
import { LeaveConfirm } from './pages/LeaveConfirm';
import { ApiSession } from './pages/OrganizationApi';
import { OrganizationTaxPage } from './pages/OrganizationTaxPage';
import { PersonalProfilePage } from './pages/PersonalProfilePage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// Other Spa's owner: nothing here is saved in Demo Salon, whose data other spec files expect as the demo has it.
const ACCOUNT = DEMO_ACCOUNTS.otherOwner;
const BASE = '/other-spa/settings';
const TAX_SETTINGS = '/api/settings/tax';

let owner: ApiSession;
let originalTax: TaxSettings;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, ACCOUNT.email);
  originalTax = await owner.get<TaxSettings>(TAX_SETTINGS);
});

afterAll(async () => {
  await owner?.close();
});

async function open(path: string, heading: string): Promise<SettingsShell> {
  await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
  await browser.page.goto(browser.url(`${BASE}/${path}`));
  const shell = new SettingsShell(browser.page);
  await shell.waitForHeading(heading);
  return shell;
}

/** The id of the focused element, once focus has settled where the page put it. */
const focusedId = () => browser.page.evaluate(() => document.activeElement?.id ?? '');

describe('leaving a page with unsaved changes', () => {
  it('asks first when the menu is used; Stay keeps the edit, Leave drops it', async () => {
    const shell = await open('personal/profile', 'Profile');
    const profile = new PersonalProfilePage(browser.page);
    await profile.field('Job title').waitFor();
    const saved = await profile.field('Job title').inputValue();
    await profile.field('Job title').fill('Head of colour, unsaved');
    expect(await profile.status()).toBe('Unsaved changes');

    await shell.link('Security').click();
    const confirm = new LeaveConfirm(browser.page);
    await confirm.dialog.waitFor();
    await confirm.dialog.getByText('You have unsaved changes on this page.', { exact: false }).waitFor();
    await checkA11y(browser.page);

    await confirm.stay.click();
    await confirm.dialog.waitFor({ state: 'detached' });
    expect(shell.pathname()).toBe(`${BASE}/personal/profile`);
    expect(await profile.field('Job title').inputValue()).toBe('Head of colour, unsaved');
    expect(await profile.status()).toBe('Unsaved changes');

    // The palette asks too; Leave goes on, and nothing was saved.
    await shell.openPalette();
    await shell.paletteInput().fill('security');
    await browser.page.keyboard.press('Enter');
    await confirm.leave.click();
    await shell.waitForHeading('Security');
    expect(shell.pathname()).toBe(`${BASE}/personal/security`);
    const stored = await getJson<{ jobTitle: string }>(browser.page, browser.baseURL, '/api/users/profile');
    expect(stored.jobTitle).toBe(saved);
  });

  it('does not ask once the changes are saved, or when nothing changed', async () => {
    const shell = await open('personal/profile', 'Profile');
    await new PersonalProfilePage(browser.page).field('Job title').waitFor();
    await shell.openFromMenu('Preferences');
    expect(await new LeaveConfirm(browser.page).dialog.count()).toBe(0);
  });
});

describe('a save after someone else saved (412)', () => {
  it('says so, saves nothing, and offers their version with this edit kept', async () => {
    await open('organization/tax', 'Tax Configuration');
    const tax = new OrganizationTaxPage(browser.page);
    await tax.settings.waitFor();
    await tax.registrationNumber().waitFor();
    const showing = await tax.showOnInvoices().isChecked();
    try {
      // Another reception PC saves first.
      await owner.send('PUT', TAX_SETTINGS, { showRegistrationNumberOnInvoices: !showing });
      await tax.registrationNumber().fill('EIN 55-0000001');
      await tax.save();

      const conflict = new ConflictNotice(browser.page);
      await conflict.notice.waitFor();
      await tax.waitForToast('Failed to save tax settings', 'changed by someone else');
      expect(await conflict.notice.innerText()).toContain('your changes were not saved');
      expect(await tax.saveButton.isDisabled()).toBe(true);
      expect((await owner.get<TaxSettings>(TAX_SETTINGS)).registrationNumber).toBe(originalTax.registrationNumber);
      await checkA11y(browser.page);

      await conflict.loadLatest.click();
      await conflict.notice.waitFor({ state: 'detached' });
      await expect.poll(() => tax.showOnInvoices().isChecked()).toBe(!showing);
      expect(await tax.registrationNumber().inputValue()).toBe('EIN 55-0000001');
      expect(await tax.status()).toBe('Unsaved changes');

      await tax.save();
      await tax.waitForToast('Tax settings saved');
      expect(await owner.get<TaxSettings>(TAX_SETTINGS)).toMatchObject({
        registrationNumber: 'EIN 55-0000001',
        showRegistrationNumberOnInvoices: !showing,
      });
    } finally {
      await owner.send('PUT', TAX_SETTINGS, originalTax);
    }
  });

  it('can drop this page’s edit instead', async () => {
    await open('organization/tax', 'Tax Configuration');
    const tax = new OrganizationTaxPage(browser.page);
    await tax.registrationNumber().waitFor();
    try {
      await owner.send('PUT', TAX_SETTINGS, { registrationNumber: 'Saved elsewhere' });
      await tax.registrationNumber().fill('Typed here');
      await tax.save();
      const conflict = new ConflictNotice(browser.page);
      await conflict.discard.click();
      await conflict.notice.waitFor({ state: 'detached' });
      await expect.poll(() => tax.registrationNumber().inputValue()).toBe('Saved elsewhere');
      expect(await tax.status()).toBe('All changes saved');
    } finally {
      await owner.send('PUT', TAX_SETTINGS, originalTax);
    }
  });
});

describe('search finds settings inside pages', () => {
  it('the palette takes "quiet hours" to the Quiet hours switch on Notifications', async () => {
    const shell = await open('overview', 'Settings overview');
    await shell.openPalette();
    await shell.paletteInput().fill('quiet hours');
    const option = shell.palette.getByRole('option');
    await expect.poll(() => option.allInnerTexts()).toEqual([expect.stringMatching(/^Quiet hours\s*Notifications$/)]);
    await browser.page.keyboard.press('Enter');
    await shell.waitForHeading('Notifications');
    expect(shell.pathname()).toBe(`${BASE}/personal/notifications`);
    const quietHours = browser.page.getByRole('switch', { name: 'Quiet hours' });
    await expect.poll(focusedId).toBe(await quietHours.getAttribute('id'));
  });

  it('the menu search lists "password" under Security and opens the page at Change Password', async () => {
    const shell = await open('overview', 'Settings overview');
    await shell.search.fill('password');
    const result = shell.nav.getByRole('link', { name: 'Password (Security)' });
    await result.waitFor();
    await checkA11y(browser.page);
    await result.click();
    await shell.waitForHeading('Security');
    await expect.poll(focusedId).toBe('change-password');
  });

  it('finds two-factor, currency, dark and language where they are', async () => {
    const shell = await open('overview', 'Settings overview');
    const cases: [string, string, string][] = [
      ['two-factor', 'Two-factor authentication (Security)', 'two-factor-switch'],
      ['currency', 'Currency (Preferences)', 'preferences-currency'],
      ['dark', 'Theme (Preferences)', 'preferences-theme'],
      ['language', 'Language (Preferences)', 'preferences-language'],
    ];
    for (const [query, name] of cases) {
      await shell.search.fill(query);
      await shell.nav.getByRole('link', { name }).waitFor();
    }
    // The organization's currency is found too, for those who may change it.
    await shell.search.fill('currency');
    await shell.nav.getByRole('link', { name: 'Currency (General Settings)' }).waitFor();

    await shell.search.fill('dark');
    await shell.nav.getByRole('link', { name: 'Theme (Preferences)' }).click();
    await shell.waitForHeading('Preferences');
    // The theme's chosen option takes the focus.
    await expect
      .poll(() => browser.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('radio');
    await shell.search.fill('');
  });

  it('puts the Team page in the menu and the palette', async () => {
    const shell = await open('overview', 'Settings overview');
    expect(await shell.menuEntries()).toContain('Team');
    await shell.openPalette();
    await shell.paletteInput().fill('team');
    await shell.palette.getByRole('option', { name: /^Team/ }).first().click();
    await shell.waitForHeading('Team');
    expect(shell.pathname()).toBe('/other-spa/staff');
  });
});
