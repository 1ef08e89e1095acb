import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_DATE_FORMATS,
  ORGANIZATION_LOCALES,
  ORGANIZATION_TIME_ZONES,
  type OrganizationData,
} from '../../server/contract/organization';
import { ConflictNotice } from './pages/ConflictNotice';
import { ApiSession } from './pages/OrganizationApi';
import { OrganizationGeneralPage } from './pages/OrganizationGeneralPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const API = '/api/settings/organization-data';
const PATH = '/demo-salon/settings/organization/general';
const ORGANIZATION_ENTRIES = ['General Settings', 'Subscription & Billing', 'Tax Configuration', 'Roles & Permissions'];

// Demo Salon's data as the demo has it, put back after every test that changes it (the shell,
// overview and preferences specs read its name, currency and locale).
let owner: ApiSession;
let original: OrganizationData;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  original = await owner.get<OrganizationData>(API);
});

afterAll(async () => {
  await owner?.close();
});

async function restore(): Promise<void> {
  const { subscription: _subscription, ...fields } = original;
  await owner.send('PUT', API, fields);
}

async function openGeneral(email: string = DEMO_ACCOUNTS.owner.email): Promise<OrganizationGeneralPage> {
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('General Settings');
  const general = new OrganizationGeneralPage(browser.page);
  await general.waitForForm();
  return general;
}

describe('organization general settings', () => {
  it('shows the saved data, the subscription status and the contract’s option lists', async () => {
    const general = await openGeneral();
    await checkA11y(browser.page);
    expect(await general.field('Company name').inputValue()).toBe(original.companyName);
    expect(await general.field('Website').inputValue()).toBe(original.website);
    expect(await general.field('City').inputValue()).toBe(original.address.city);
    expect(await general.field('Currency').inputValue()).toBe(original.currency);
    expect(await general.field('Time zone').inputValue()).toBe(original.timezone);
    expect(await general.switch('Loyalty program').isChecked()).toBe(original.settings.enableLoyaltyProgram);
    expect(await general.status()).toBe('All changes saved');
    expect(await general.saveButton.isDisabled()).toBe(true);

    expect(await general.optionValues('Currency')).toEqual([...ORGANIZATION_CURRENCIES]);
    expect(await general.optionValues('Locale')).toEqual([...ORGANIZATION_LOCALES]);
    expect(await general.optionValues('Date format')).toEqual([...ORGANIZATION_DATE_FORMATS]);
    expect(await general.optionValues('Time zone')).toEqual([...ORGANIZATION_TIME_ZONES]);
    expect(await general.optionValues('Business type')).toEqual(['', ...BUSINESS_TYPES]);
    expect(await general.optionValues('Time format')).toEqual(['12h', '24h']);

    // The demo puts Demo Salon on a LUXE trial.
    const status = await general.subscription.innerText();
    expect(status).toContain(original.subscription.plan);
    expect(status).toContain('Trial');
    expect(status).toContain('Monthly');
  });

  it('saves every kind of field with unsaved and saved states, and a reload shows them kept', async () => {
    const general = await openGeneral();
    try {
      await general.field('Company name').fill('Demo Salon & Spa');
      expect(await general.status()).toBe('Unsaved changes');
      expect(await general.saveButton.isEnabled()).toBe(true);
      await general.field('Description').fill('Cuts, colour and calm.');
      await general.field('Website').fill('https://spa.demo-salon.example');
      await general.field('City').fill('Paddington');
      await general.field('Business type').selectOption('partnership');
      await general.field('Time zone').selectOption('Australia/Brisbane');
      await general.field('Currency').selectOption('NZD');
      await general.field('Locale').selectOption('en-NZ');
      await general.field('Date format').selectOption('yyyy-MM-dd');
      await general.field('Time format').selectOption('24h');
      await general.toggle(general.switch('Loyalty program'));

      await general.save();
      await general.waitForToast('Settings saved');
      await expect.poll(() => general.status()).toBe('All changes saved');
      expect(await general.saveButton.isDisabled()).toBe(true);
      // The organization's name is in the header too, which follows the save.
      await expect.poll(() => browser.page.locator('.shell-brand-organization').innerText()).toBe('Demo Salon & Spa');

      await browser.page.reload();
      await general.waitForForm();
      expect(await general.field('Company name').inputValue()).toBe('Demo Salon & Spa');
      expect(await general.field('Description').inputValue()).toBe('Cuts, colour and calm.');
      expect(await general.field('City').inputValue()).toBe('Paddington');
      expect(await general.field('Currency').inputValue()).toBe('NZD');
      expect(await general.selectedLabel('Date format')).toBe('yyyy-MM-dd (2026-12-31)');
      expect(await general.field('Time format').inputValue()).toBe('24h');
      expect(await general.switch('Loyalty program').isChecked()).toBe(!original.settings.enableLoyaltyProgram);

      const saved = await getJson<OrganizationData>(browser.page, browser.baseURL, API);
      expect(saved).toMatchObject({
        companyName: 'Demo Salon & Spa',
        website: 'https://spa.demo-salon.example',
        businessRegType: 'partnership',
        timezone: 'Australia/Brisbane',
        currency: 'NZD',
        locale: 'en-NZ',
        dateFormat: 'yyyy-MM-dd',
        timeFormat: '24h',
        address: { ...original.address, city: 'Paddington' },
        settings: { ...original.settings, enableLoyaltyProgram: !original.settings.enableLoyaltyProgram },
      });

      // Editing a field back to its saved value is not a change.
      await general.field('City').fill('Bondi');
      expect(await general.status()).toBe('Unsaved changes');
      await general.field('City').fill('Paddington');
      expect(await general.status()).toBe('All changes saved');
    } finally {
      await restore();
    }
  });

  it('shows the server’s 400 for an empty company name and keeps the saved name', async () => {
    const general = await openGeneral();
    await general.field('Company name').fill('   ');
    await general.save();
    // The field is named by its label, never by its key.
    const toast = await general.waitForToast('Error', 'Company name is required');
    expect(toast).toContain('Company name is required');
    expect(toast).not.toContain('companyName');
    expect((await general.helper('Company name').innerText()).trim()).toBe('Company name is required');
    expect(await general.field('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(await general.status()).toBe('Unsaved changes');
    await checkA11y(browser.page);

    const saved = await getJson<OrganizationData>(browser.page, browser.baseURL, API);
    expect(saved.companyName).toBe(original.companyName);
  });

  it('shows "Failed to save organization settings" when the save fails on the server', async () => {
    const general = await openGeneral();
    await browser.page.route(`**${API}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
          })
        : route.continue(),
    );
    await general.field('Phone').fill('+61 2 9000 9999');
    await general.save();
    await general.waitForToast('Error', 'Failed to save organization settings');
    expect(await general.status()).toBe('Unsaved changes');
    expect(await general.saveButton.isEnabled()).toBe(true);
    const saved = await getJson<OrganizationData>(browser.page, browser.baseURL, API);
    expect(saved.phone).toBe(original.phone);
  });

  it('refuses to overwrite a change saved elsewhere since the page was opened (412)', async () => {
    const general = await openGeneral();
    try {
      // Another reception PC saves first.
      const { subscription: _subscription, ...fields } = original;
      await owner.send('PUT', API, { ...fields, address: { ...fields.address, state: 'VIC' } });
      await general.field('Description').fill('Written on a stale form.');
      await general.save();
      const toast = await general.waitForToast('Error');
      expect(toast).not.toContain('Failed to save organization settings');
      const saved = await getJson<OrganizationData>(browser.page, browser.baseURL, API);
      expect(saved.description).toBe(original.description);
      // The page says someone else saved, and offers their version; saving waits for it.
      const conflict = new ConflictNotice(browser.page);
      await conflict.notice.waitFor();
      expect(await general.saveButton.isDisabled()).toBe(true);
      await conflict.loadLatest.click();
      await conflict.notice.waitFor({ state: 'detached' });
      // The form shows the other PC's change and still holds this one's edit, ready to save again.
      await expect.poll(() => general.field('State or region').inputValue()).toBe('VIC');
      expect(await general.field('Description').inputValue()).toBe('Written on a stale form.');
      await general.save();
      await general.waitForToast('Settings saved');
      expect((await getJson<OrganizationData>(browser.page, browser.baseURL, API)).address.state).toBe('VIC');
    } finally {
      await restore();
    }
  });

  it('shows an honest error with Try Again when the data cannot be loaded, never sample values', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
    const fail = (route: Route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }),
          })
        : route.continue();
    await browser.page.route(`**${API}`, fail);
    await browser.page.goto(browser.url(PATH));
    await new SettingsShell(browser.page).waitForHeading('General Settings');
    const error = browser.page.getByRole('alert').filter({ hasText: 'Could not load this page' });
    await error.waitFor();
    const general = new OrganizationGeneralPage(browser.page);
    expect(await general.field('Company name').count()).toBe(0);

    await browser.page.unroute(`**${API}`, fail);
    await error.getByRole('button', { name: 'Try Again' }).click();
    await general.waitForForm();
    expect(await general.field('Company name').inputValue()).toBe(original.companyName);
  });

  it('Manage Subscription goes to the subscription page', async () => {
    const general = await openGeneral();
    await general.manageSubscription.click();
    const shell = new SettingsShell(browser.page);
    await shell.waitForHeading('Subscription & Billing');
    expect(shell.pathname()).toBe('/demo-salon/settings/organization/subscription');
  });

  it('hides the organization pages from a receptionist, in the menu and at their addresses', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.receptionist.email);
    await browser.page.goto(browser.url('/demo-salon/settings/overview'));
    const shell = new SettingsShell(browser.page);
    await shell.waitForHeading('Settings overview');
    const entries = await shell.menuEntries();
    for (const entry of ORGANIZATION_ENTRIES) expect(entries).not.toContain(entry);

    for (const [path, title] of [
      ['organization/general', 'General Settings'],
      ['organization/subscription', 'Subscription & Billing'],
      ['organization/tax', 'Tax Configuration'],
      ['roles', 'Roles & Permissions'],
    ] as const) {
      await browser.page.goto(browser.url(`/demo-salon/settings/${path}`));
      await shell.waitForHeading(title);
      await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    }
    // The server refuses the calls too.
    expect((await browser.page.request.get(browser.url(API))).status()).toBe(403);
    expect((await browser.page.request.get(browser.url('/api/billing/usage/detailed'))).status()).toBe(403);
    expect((await browser.page.request.get(browser.url('/api/settings/tax/rates'))).status()).toBe(403);
    expect((await browser.page.request.get(browser.url('/api/roles'))).status()).toBe(403);
  });
});
