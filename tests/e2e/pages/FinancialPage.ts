import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type FinancialTab = 'Payment Gateways' | 'Tips & Gratuity' | 'Invoicing';

/**
 * Settings › Financial & Payments: the three tabs, the gateway cards and the connect / edit dialog,
 * the tip lists with their checkout preview, and the invoice form with its live preview.
 */
export class FinancialPage extends SettingsForm {
  readonly gatewaysPanel: Locator;
  readonly tipsPanel: Locator;
  readonly invoicingPanel: Locator;
  /** 'Connect a gateway' in the empty state, 'Add payment gateway' above the cards. */
  readonly addGateway: Locator;

  constructor(page: Page) {
    super(page);
    this.gatewaysPanel = page.locator('#financial-panel-gateways');
    this.tipsPanel = page.locator('#financial-panel-tips');
    this.invoicingPanel = page.locator('#financial-panel-invoicing');
    this.addGateway = this.gatewaysPanel.getByRole('button', { name: /^(Connect a gateway|Add payment gateway)$/ });
  }

  tab(name: FinancialTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Save Changes of one tab's form (every tab stays mounted; only the chosen one shows). */
  saveIn(panel: Locator): Promise<void> {
    return panel.getByRole('button', { name: 'Save Changes', exact: true }).click();
  }

  empty(title: string): Locator {
    return this.gatewaysPanel.getByRole('heading', { name: title, exact: true });
  }

  // Gateway cards

  /** A connected gateway's card, named by its heading ('Stripe'). */
  card(provider: string): Locator {
    return this.gatewaysPanel.getByRole('region', { name: provider, exact: true });
  }

  async cardFacts(provider: string): Promise<Record<'status' | 'mode' | 'usage' | 'locations' | 'tested', string>> {
    const card = this.card(provider);
    const text = async (selector: string) => (await card.locator(selector).innerText()).trim();
    return {
      status: await text('.financial-gateway-status'),
      mode: await text('.financial-gateway-mode'),
      usage: await text('.financial-gateway-usage'),
      locations: await text('.financial-gateway-locations'),
      tested: await text('.financial-gateway-tested'),
    };
  }

  /** A card's button by its accessible name ('Edit Stripe', 'Test Connection to Stripe'). */
  cardButton(provider: string, name: string): Locator {
    return this.card(provider).getByRole('button', { name, exact: true });
  }

  // The connect / edit dialog

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** A provider in the chooser (its button also says whether it can be chosen). */
  chooserOption(dialog: Locator, provider: string): Locator {
    return dialog.locator('.financial-chooser-option').filter({ hasText: provider });
  }

  /** A credential field by its §3 name (publicKey, secretKey, ...). */
  credential(dialog: Locator, name: string): Locator {
    return dialog.locator(`#gateway-${name}`);
  }

  /** The hint under a credential field ('Stored securely. Leave blank ...'), or ''. */
  async credentialHint(dialog: Locator, name: string): Promise<string> {
    const hint = dialog
      .locator('.bp6-form-group')
      // `has` is matched inside each form group, so it takes the field's own selector.
      .filter({ has: this.page.locator(`#gateway-${name}`) })
      .locator('.bp6-form-helper-text');
    return (await hint.count()) === 0 ? '' : (await hint.innerText()).trim();
  }

  usageSwitch(dialog: Locator, name: 'Online Bookings' | 'In-Store Checkout'): Locator {
    return dialog.getByRole('switch', { name, exact: true });
  }

  testConnection(dialog: Locator): Promise<void> {
    return dialog.getByRole('button', { name: 'Test Connection', exact: true }).click();
  }

  /** What Test Connection found, as the dialog says it: title and text. */
  testResult(dialog: Locator): Locator {
    return dialog.locator('.financial-test-result');
  }

  submit(dialog: Locator, name: 'Connect' | 'Update'): Promise<void> {
    return dialog.getByRole('button', { name, exact: true }).click();
  }

  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  // Tips & Gratuity

  percentageInputs(): Locator {
    return this.tipsPanel.getByRole('textbox', { name: /^Tip percentage \d+$/ });
  }

  async percentages(): Promise<string[]> {
    return this.percentageInputs().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  percentage(number: number): Locator {
    return this.tipsPanel.getByRole('textbox', { name: `Tip percentage ${number}`, exact: true });
  }

  addPercentage(): Promise<void> {
    return this.tipsPanel.getByRole('button', { name: 'Add percentage', exact: true }).click();
  }

  removePercentage(number: number): Promise<void> {
    return this.tipsPanel.getByRole('button', { name: `Remove tip percentage ${number}`, exact: true }).click();
  }

  /** The choices the checkout preview offers ('15%', '$5', 'Custom', 'No tip'). */
  async tipChoices(): Promise<string[]> {
    return this.tipsPanel
      .locator('.financial-tip-choice')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
  }

  // Invoicing

  /** A bound field of the invoice form by its key (terms, footer, includeTerms, ...). */
  invoiceField(key: string): Locator {
    return this.invoicingPanel.locator(`#invoice-${key}`);
  }

  /** The sample invoice beside the form. */
  get invoice(): Locator {
    return this.invoicingPanel.locator('.financial-invoice');
  }

  async previewTerms(): Promise<string> {
    const terms = this.invoice.locator('.financial-invoice-terms-text');
    return (await terms.count()) === 0 ? '' : (await terms.innerText()).trim();
  }

  async previewFooter(): Promise<string> {
    const footer = this.invoice.locator('.financial-invoice-footer');
    return (await footer.count()) === 0 ? '' : (await footer.innerText()).trim();
  }
}
