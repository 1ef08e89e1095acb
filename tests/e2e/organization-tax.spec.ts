import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceTaxOverride, TaxRate, TaxSettings } from '../../server/contract/tax';
import { ApiSession } from './pages/OrganizationApi';
import { OrganizationTaxPage } from './pages/OrganizationTaxPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// Other Spa: a US spa with one sales tax rate, so Demo Salon's GST stays as the demo has it.
const PATH = '/other-spa/settings/organization/tax';
const RATES = '/api/settings/tax/rates';
const SETTINGS = '/api/settings/tax';
const OVERRIDES = '/api/settings/tax/overrides';
const TREATMENTS = '/api/settings/services/treatments';

let owner: ApiSession;
let originalRates: TaxRate[];
let originalSettings: TaxSettings;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
  originalRates = (await owner.get<{ items: TaxRate[] }>(RATES)).items;
  originalSettings = await owner.get<TaxSettings>(SETTINGS);
});

afterAll(async () => {
  await owner?.close();
});

const rates = async () => (await owner.get<{ items: TaxRate[] }>(RATES)).items;

/** Puts Other Spa's tax back as the demo has it: its one default rate, no overrides, the defaults. */
async function restore(): Promise<void> {
  for (const override of (await owner.get<{ items: ServiceTaxOverride[] }>(OVERRIDES)).items) {
    await owner.send('DELETE', `${OVERRIDES}/${override.id}`);
  }
  const salesTax = originalRates.find((rate) => rate.isDefault)!;
  await owner.send('PUT', `${RATES}/${salesTax.id}`, { isDefault: true });
  for (const rate of await rates()) {
    if (!originalRates.some((kept) => kept.id === rate.id)) await owner.send('DELETE', `${RATES}/${rate.id}`);
  }
  await owner.send('PUT', SETTINGS, originalSettings);
}

async function openTax(): Promise<OrganizationTaxPage> {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Tax Configuration');
  const page = new OrganizationTaxPage(browser.page);
  await page.ratesTable.waitFor();
  await page.settings.waitFor();
  return page;
}

describe('tax configuration', () => {
  it('sets up a tax rate: add, make default, edit and delete with confirmation', async () => {
    const page = await openTax();
    await checkA11y(browser.page);
    expect(await page.rateRows()).toEqual([{ name: 'Sales tax', rate: '8.875%', isDefault: true }]);
    try {
      await page.addRate.click();
      const dialog = page.dialog('Add tax rate');
      await dialog.waitFor();
      await checkA11y(browser.page);
      await dialog.getByLabel('Name').fill('Reduced rate');
      await dialog.getByLabel('Rate (%)').fill('5.5');
      await dialog.locator('label.bp6-control').filter({ hasText: 'Make this the default rate' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.waitForToast('Tax rate added');
      await expect
        .poll(() => page.rateRows())
        .toEqual([
          { name: 'Sales tax', rate: '8.875%', isDefault: false },
          { name: 'Reduced rate', rate: '5.5%', isDefault: true },
        ]);

      await browser.page.reload();
      await page.ratesTable.waitFor();
      expect(await page.rateRows()).toContainEqual({ name: 'Reduced rate', rate: '5.5%', isDefault: true });
      expect((await rates()).find((rate) => rate.name === 'Reduced rate')).toMatchObject({
        percentage: 5.5,
        isDefault: true,
      });

      await page.rateRow('Reduced rate').getByRole('button', { name: 'Edit Reduced rate' }).click();
      const edit = page.dialog('Edit Reduced rate');
      expect(await edit.getByLabel('Rate (%)').inputValue()).toBe('5.5');
      await edit.getByLabel('Rate (%)').fill('6.25');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.waitForToast('Tax rate updated');
      await expect.poll(() => page.rateRows()).toContainEqual({ name: 'Reduced rate', rate: '6.25%', isDefault: true });

      // The default cannot go while another rate exists: the server says what to do.
      await page.rateRow('Reduced rate').getByRole('button', { name: 'Delete Reduced rate' }).click();
      await page.confirmation().getByText("Delete tax rate 'Reduced rate'? This cannot be undone.").waitFor();
      await checkA11y(browser.page);
      await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForToast('Failed to delete tax rate', 'Make another rate the default before deleting this one');

      await page.rateRow('Sales tax').getByRole('button', { name: 'Make default Sales tax' }).click();
      await page.waitForToast('Sales tax is now the default rate');
      await page.rateRow('Reduced rate').getByRole('button', { name: 'Delete Reduced rate' }).click();
      await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForToast('Tax rate deleted');
      await expect.poll(() => page.rateRows()).toEqual([{ name: 'Sales tax', rate: '8.875%', isDefault: true }]);
    } finally {
      await restore();
    }
  });

  it('shows the server’s words for a rate it refuses', async () => {
    const page = await openTax();
    try {
      await page.addRate.click();
      const dialog = page.dialog('Add tax rate');
      await dialog.getByLabel('Name').fill('Odd rate');
      await dialog.getByLabel('Rate (%)').fill('1.2345');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.waitForToast('Failed to save tax rate', 'Rate (%) must have at most 3 decimal places');
      await dialog.getByText('Rate (%) must have at most 3 decimal places').waitFor();

      await dialog.getByLabel('Rate (%)').fill('3');
      await dialog.getByLabel('Name').fill('sales tax');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.waitForToast('Failed to save tax rate', 'A tax rate with this name already exists');
      await dialog.getByText('A tax rate with this name already exists').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect((await rates()).map((rate) => rate.name)).toEqual(['Sales tax']);
    } finally {
      await restore();
    }
  });

  it('saves how prices are entered and the registration number on invoices, kept after a reload', async () => {
    const page = await openTax();
    try {
      expect(await page.pricesIncludeTax().isChecked()).toBe(false);
      expect(await page.settings.innerText()).toContain('Tax is added on top of the prices you enter');
      expect(await page.status()).toBe('All changes saved');
      expect(await page.saveButton.isDisabled()).toBe(true);

      await page.toggle(page.pricesIncludeTax());
      expect(await page.settings.innerText()).toContain('a $100 service costs the client $100, of which $8.15 is tax');
      await page.registrationNumber().fill('EIN 12-3456789');
      await page.toggle(page.showOnInvoices());
      expect(await page.status()).toBe('Unsaved changes');
      await page.save();
      await page.waitForToast('Tax settings saved');
      await expect.poll(() => page.status()).toBe('All changes saved');

      await browser.page.reload();
      await page.settings.waitFor();
      expect(await page.pricesIncludeTax().isChecked()).toBe(true);
      expect(await page.registrationNumber().inputValue()).toBe('EIN 12-3456789');
      expect(await page.showOnInvoices().isChecked()).toBe(false);
      expect(await owner.get<TaxSettings>(SETTINGS)).toEqual({
        pricesIncludeTax: true,
        registrationNumber: 'EIN 12-3456789',
        showRegistrationNumberOnInvoices: false,
      });
    } finally {
      await restore();
    }
  });

  it('says so when the tax settings cannot be saved', async () => {
    const page = await openTax();
    await browser.page.route(`**${SETTINGS}`, (route: Route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
          })
        : route.continue(),
    );
    await page.registrationNumber().fill('EIN 98-7654321');
    await page.save();
    await page.waitForToast('Failed to save tax settings', 'Something went wrong. Please try again.');
    expect(await page.status()).toBe('Unsaved changes');
    expect((await owner.get<TaxSettings>(SETTINGS)).registrationNumber).toBe(originalSettings.registrationNumber);
  });

  it('gives a service of the menu its own rate, then changes and removes it', async () => {
    const salesTax = originalRates.find((rate) => rate.isDefault)!;
    const service = await owner.send<{ id: string }>('POST', TREATMENTS, { name: 'Colour refresh', price: 80 });
    try {
      const page = await openTax();
      await page.overrides.getByLabel('Service').selectOption({ label: 'Colour refresh' });
      await page.overrides.getByLabel('Tax', { exact: true }).selectOption({ value: salesTax.id });
      await page.overrides.getByRole('button', { name: 'Add', exact: true }).click();
      await page.waitForToast('Tax override added');
      await page.overrides.getByRole('rowheader', { name: 'Colour refresh' }).waitFor();
      await expect.poll(async () => page.rateRow('Sales tax').innerText()).toContain('Used by 1 service override');
      // A service with its own rate is no longer offered.
      expect(await page.overrides.getByLabel('Service').locator('option', { hasText: 'Colour refresh' }).count()).toBe(
        0,
      );
      await checkA11y(browser.page);

      // A rate an override uses cannot be deleted; the server says which to change first.
      await page.rateRow('Sales tax').getByRole('button', { name: 'Delete Sales tax' }).click();
      await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForToast(
        'Failed to delete tax rate',
        'This tax rate is used by 1 service override. Change it first.',
      );

      await page.overrides.getByLabel('Tax of service Colour refresh').selectOption({ label: 'Exempt (no tax)' });
      await page.waitForToast('Tax override updated');
      await expect
        .poll(async () => (await owner.get<{ items: ServiceTaxOverride[] }>(OVERRIDES)).items[0]?.taxRateId)
        .toBeNull();

      await page.overrides.getByRole('button', { name: 'Remove Colour refresh' }).click();
      await page
        .confirmation()
        .getByText("Remove the tax override of service 'Colour refresh'? It then uses the default rate.")
        .waitFor();
      await page.confirmation().getByRole('button', { name: 'Remove', exact: true }).click();
      await page.waitForToast('Tax override removed');
      await page.overrides.getByText('No service has its own tax rate.').waitFor();
      expect((await owner.get<{ items: ServiceTaxOverride[] }>(OVERRIDES)).items).toEqual([]);
    } finally {
      await restore();
      await owner.send('DELETE', `${TREATMENTS}/${service.id}`);
    }
  });
});
