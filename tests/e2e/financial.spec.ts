import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSettings, TipSettings } from '../../server/contract/financial';
import type { GatewayList, PaymentGateway } from '../../server/contract/payments';
import { FAKE_CREDENTIALS } from '../../server/testing/fake-payment-providers';
import { FinancialPage } from './pages/FinancialPage';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// Other Spa on the run's demo server, whose payment providers are the fake ones on 127.0.0.1
// (tests/e2e/global-setup.ts, server/testing/fake-payment-providers.ts): Test Connection is a real
// request to them. Demo Salon's gateways stay as the demo has them; Other Spa's tips and invoice
// settings are put back and its Stripe turned off again at the end.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `financial: ${state}`);

const OWNER = DEMO_ACCOUNTS.otherOwner;
const PATH = `/${OWNER.organizationSlug}/settings/organization/financial`;
const GATEWAYS = '/api/payment-gateways';
const TIPS = '/api/settings/tip-percentages';
const INVOICE = '/api/settings/invoice';
const STRIPE = FAKE_CREDENTIALS.stripe;

let owner: ApiSession;
let originalTips: TipSettings;
let originalInvoice: InvoiceSettings;

const gateways = async () => (await owner.get<GatewayList>(GATEWAYS)).gateways;
const stripe = async (): Promise<PaymentGateway | undefined> =>
  (await gateways()).find((gateway) => gateway.type === 'stripe');

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
  originalTips = await owner.get<TipSettings>(TIPS);
  originalInvoice = await owner.get<InvoiceSettings>(INVOICE);
});

afterAll(async () => {
  if (owner) {
    await owner.send('PUT', TIPS, originalTips);
    await owner.send('PUT', INVOICE, originalInvoice);
    // Later files find Other Spa without a gateway in use, as the demo has it.
    if ((await stripe())?.isEnabled) {
      await owner.http.fetch(`${GATEWAYS}/stripe/config`, { method: 'PATCH', data: { isEnabled: false } });
    }
    await owner.close();
  }
});

async function open(query = ''): Promise<FinancialPage> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(`${PATH}${query}`));
  await new SettingsShell(browser.page).waitForHeading('Financial & Payments');
  return new FinancialPage(browser.page);
}

describe('payment gateways', () => {
  it('connects Stripe with test keys after the spec’s refusals, tests it for real, and lists it connected', async () => {
    const page = await open();
    await page.empty('No payment gateways connected').waitFor();
    // Opening the page set the five providers up, none of them configured.
    expect((await gateways()).map((gateway) => gateway.type).sort()).toEqual([
      'adyen',
      'paypal',
      'square',
      'stripe',
      'tyro',
    ]);
    await checkA11y('no gateways');

    await page.addGateway.click();
    const chooser = page.dialog('Connect a payment gateway');
    await page.chooserOption(chooser, 'Stripe').click();
    const dialog = page.dialog('Connect Stripe');
    expect(await page.credential(dialog, 'secretKey').getAttribute('type')).toBe('password');
    expect(await page.credential(dialog, 'publicKey').getAttribute('type')).toBe('text');

    // Spec §5, before anything is sent.
    await page.submit(dialog, 'Connect');
    await page.waitForToast('Missing required fields', 'Please fill in: Publishable Key, Secret Key');
    await page.credential(dialog, 'publicKey').fill(STRIPE.publicKey);
    await page.credential(dialog, 'secretKey').fill(STRIPE.secretKey);
    await page.toggle(page.usageSwitch(dialog, 'Online Bookings'));
    await page.toggle(page.usageSwitch(dialog, 'In-Store Checkout'));
    await page.submit(dialog, 'Connect');
    await page.waitForToast(
      'Usage not selected',
      'Please select at least one usage: Online Bookings or In-Store Checkout',
    );
    await page.toggle(page.usageSwitch(dialog, 'Online Bookings'));
    await page.toggle(page.usageSwitch(dialog, 'In-Store Checkout'));
    expect((await stripe())?.isConfigured).toBe(false);

    // A wrong secret: the provider refuses it, and the dialog says so with its reason.
    await page.credential(dialog, 'secretKey').fill('sk_test_wrongwrongwrong');
    await page.testConnection(dialog);
    const refused = page.testResult(dialog);
    await refused.getByText('Connection failed', { exact: true }).waitFor();
    await refused.getByText('Please check your Stripe credentials').waitFor();

    await page.credential(dialog, 'secretKey').fill(STRIPE.secretKey);
    await page.testConnection(dialog);
    const accepted = page.testResult(dialog);
    await accepted.getByText('Connection successful', { exact: true }).waitFor();
    await accepted.getByText('Stripe credentials are valid').waitFor();
    await checkA11y('connect dialog after a successful test');

    await page.submit(dialog, 'Connect');
    await page.waitForToast('Stripe connected');
    await dialog.waitFor({ state: 'hidden' });
    await page.card('Stripe').waitFor();
    expect(await page.cardFacts('Stripe')).toMatchObject({
      status: 'Connected',
      mode: 'Test mode',
      usage: 'Online Bookings and In-Store Checkout',
      locations: 'All locations',
    });
    await checkA11y('Stripe connected');

    // Stored, in test mode, and the secret never read back.
    const saved = await stripe();
    expect(saved).toMatchObject({
      isConfigured: true,
      isEnabled: true,
      isLive: false,
      publicKey: STRIPE.publicKey,
      useForOnlineBookings: true,
      useForInStoreCheckout: true,
    });
    expect(saved?.storedSecrets).toContain('secretKey');
    expect(JSON.stringify(await owner.get(GATEWAYS))).not.toContain(STRIPE.secretKey);
  });

  it('edits Stripe leaving the secret blank: the stored secret is kept and still works', async () => {
    const page = await open();
    await page.card('Stripe').waitFor();

    // A connected gateway cannot be chosen again.
    await page.addGateway.click();
    const chooser = page.dialog('Connect a payment gateway');
    expect(await page.chooserOption(chooser, 'Stripe').isDisabled()).toBe(true);
    await page.chooserOption(chooser, 'Stripe').getByText('Already connected').waitFor();
    await chooser.getByRole('button', { name: 'Cancel', exact: true }).click();
    await chooser.waitFor({ state: 'hidden' });

    await page.cardButton('Stripe', 'Edit Stripe').click();
    const dialog = page.dialog('Edit Stripe');
    expect(await page.credential(dialog, 'publicKey').inputValue()).toBe(STRIPE.publicKey);
    expect(await page.credential(dialog, 'secretKey').inputValue()).toBe('');
    expect(await page.credentialHint(dialog, 'secretKey')).toBe(
      'Stored securely. Leave blank to keep the current value.',
    );
    await checkA11y('edit dialog');

    // The blank secret falls back to the stored one, for the test and for the update.
    await page.testConnection(dialog);
    await page.testResult(dialog).getByText('Connection successful', { exact: true }).waitFor();
    await page.toggle(page.usageSwitch(dialog, 'In-Store Checkout'));
    await page.submit(dialog, 'Update');
    await page.waitForToast('Stripe updated');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await page.cardFacts('Stripe')).usage).toBe('Online Bookings');
    expect(await stripe()).toMatchObject({ useForOnlineBookings: true, useForInStoreCheckout: false });

    // The stored credentials still work: the card's test is a real request with them.
    await page.cardButton('Stripe', 'Test Connection to Stripe').click();
    await page.waitForToast('Connection test successful');
    await expect.poll(async () => (await page.cardFacts('Stripe')).tested).not.toBe('Not tested yet');
  });
});

describe('tips and invoices', () => {
  it('adds and removes tip percentages, saves them, and finds them after a reload', async () => {
    const page = await open('?tab=tips');
    await page.percentage(1).waitFor();
    const before = (await owner.get<TipSettings>(TIPS)).tipPercentages.map(String);
    expect(await page.percentages()).toEqual(before);

    // A new entry starts at 15 (spec §5); text that is no number counts as 0.
    await page.addPercentage();
    const added = before.length + 1;
    expect(await page.percentage(added).inputValue()).toBe('15');
    await page.percentage(added).fill('22');
    await page.removePercentage(1);
    const expected = [...before.slice(1), '22'];
    expect(await page.percentages()).toEqual(expected);
    expect(await page.tipChoices()).toEqual(expect.arrayContaining(['22%']));
    expect(await page.status()).toBe('Unsaved changes');
    await checkA11y('tips edited');

    await page.saveIn(page.tipsPanel);
    await page.waitForToast('Tip settings saved');
    expect((await owner.get<TipSettings>(TIPS)).tipPercentages).toEqual(expected.map(Number));

    await browser.page.reload();
    await page.percentage(1).waitFor();
    expect(await page.percentages()).toEqual(expected);
  });

  it('follows the payment terms in the invoice preview as they are typed, and keeps them after a reload', async () => {
    const page = await open('?tab=invoicing');
    const terms = page.invoiceField('terms');
    await terms.waitFor();
    const includeTerms = page.invoicingPanel.getByRole('switch', { name: 'Include payment terms', exact: true });
    if (!(await includeTerms.isChecked())) await page.toggle(includeTerms);

    await terms.fill('Payment is due within 7 days.');
    expect(await page.previewTerms()).toBe('Payment is due within 7 days.');
    await terms.pressSequentially(' Bank transfer welcome.');
    expect(await page.previewTerms()).toBe('Payment is due within 7 days. Bank transfer welcome.');
    await page.invoiceField('footer').fill('See you soon!');
    expect(await page.previewFooter()).toBe('See you soon!');
    await checkA11y('invoice terms typed');

    // Terms left out: the preview drops them at once.
    await page.toggle(includeTerms);
    expect(await page.previewTerms()).toBe('');
    await page.toggle(includeTerms);

    await page.saveIn(page.invoicingPanel);
    await page.waitForToast('Invoice settings saved');
    expect(await owner.get<InvoiceSettings>(INVOICE)).toMatchObject({
      includeTerms: true,
      terms: 'Payment is due within 7 days. Bank transfer welcome.',
      footer: 'See you soon!',
    });

    await browser.page.reload();
    await terms.waitFor();
    expect(await terms.inputValue()).toBe('Payment is due within 7 days. Bank transfer welcome.');
    expect(await page.previewTerms()).toBe('Payment is due within 7 days. Bank transfer welcome.');
  });
});
