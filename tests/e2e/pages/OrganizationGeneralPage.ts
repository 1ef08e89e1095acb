import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type GeneralTextField =
  | 'Company name'
  | 'Website'
  | 'Phone'
  | 'Email'
  | 'Description'
  | 'Business registration number'
  | 'Tax ID'
  | 'Street address'
  | 'Address line 2'
  | 'City'
  | 'State or region'
  | 'Postcode or ZIP code'
  | 'Country';

export type GeneralSelect = 'Business type' | 'Time zone' | 'Currency' | 'Locale' | 'Date format' | 'Time format';

export type GeneralSwitch =
  | 'Allow online booking'
  | 'Require email confirmation'
  | 'Send receipts automatically'
  | 'Loyalty program'
  | 'Enrol new clients automatically';

/** Settings › General Settings: the organization data form and its subscription status. */
export class OrganizationGeneralPage extends SettingsForm {
  readonly subscription: Locator;
  readonly manageSubscription: Locator;

  constructor(page: Page) {
    super(page);
    this.subscription = page.getByRole('region', { name: 'Subscription', exact: true });
    this.manageSubscription = page.getByRole('button', { name: 'Manage Subscription' });
  }

  /** A field by its label; the company name's label also says '(required)'. */
  field(label: GeneralTextField | GeneralSelect): Locator {
    return this.page.getByLabel(new RegExp(`^${label}(\\s*\\(required\\))?\\s*$`));
  }

  switch(label: GeneralSwitch): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  async waitForForm(): Promise<void> {
    await this.page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('#general-companyName');
      return input !== null && input.value !== '';
    });
  }

  /** The values of a select's options, in order. */
  async optionValues(label: GeneralSelect): Promise<string[]> {
    return this.field(label)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  }

  /** The label of the chosen option. */
  async selectedLabel(label: GeneralSelect): Promise<string> {
    return this.field(label).evaluate((select) => {
      const element = select as HTMLSelectElement;
      return element.options[element.selectedIndex]?.text ?? '';
    });
  }

  /** The helper text under a field (its error after a refused save). */
  helper(label: GeneralTextField): Locator {
    return this.page
      .locator('.bp6-form-group')
      .filter({ has: this.field(label) })
      .locator('.bp6-form-helper-text');
  }
}
