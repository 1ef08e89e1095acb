import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Tax Configuration: rates, prices and invoices, per-service overrides. */
export class OrganizationTaxPage extends SettingsForm {
  readonly rates: Locator;
  readonly ratesTable: Locator;
  readonly addRate: Locator;
  readonly settings: Locator;
  readonly overrides: Locator;

  constructor(page: Page) {
    super(page);
    this.rates = page.getByRole('region', { name: 'Tax rates' });
    this.ratesTable = this.rates.getByRole('table');
    this.addRate = this.rates.getByRole('button', { name: 'Add tax rate' });
    this.settings = page.getByRole('region', { name: 'Prices and invoices' });
    this.overrides = page.getByRole('region', { name: 'Per-service rates' });
  }

  rateRow(name: string): Locator {
    return this.ratesTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  }

  /** Each rate as the table shows it: name, rate and whether it is the default. */
  async rateRows(): Promise<{ name: string; rate: string; isDefault: boolean }[]> {
    await this.ratesTable.waitFor();
    return this.ratesTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('th')?.childNodes[0]?.textContent?.trim() ?? '',
        rate: row.querySelector('td')?.textContent?.trim() ?? '',
        isDefault: row.querySelector('.bp6-tag') !== null,
      })),
    );
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  pricesIncludeTax(): Locator {
    return this.settings.getByRole('switch', { name: 'Prices include tax' });
  }

  registrationNumber(): Locator {
    return this.settings.getByLabel('Tax registration number');
  }

  showOnInvoices(): Locator {
    return this.settings.getByRole('switch', { name: 'Show the registration number on invoices' });
  }
}
