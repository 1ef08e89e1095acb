import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DepositSettingsAnswer } from '../../server/contract/booking-widget';
import type { CustomerNotificationSettings } from '../../server/contract/notification-settings';
import { FAKE_CREDENTIALS } from '../../server/testing/fake-payment-providers';
import { startFakeSmtp, type FakeSmtp } from '../../server/testing/fake-smtp';
import { ApiSession } from './pages/OrganizationApi';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// Issue 16's journey on the headless demo server: Demo Salon asks a 25% deposit through Stripe (the
// fake provider of this run, where the server's STRIPE_API_URL points) and sends email through a
// mail server of this test's own on 127.0.0.1. A client books a colour with processing time with
// any practitioner, pays on the provider's page, gets the confirmation email, reception sees the
// booking, and the client cancels through the manage link and is refunded. Demo Salon's deposit
// and notification settings are put back at the end; its email then goes to the run's shared fake.
const browser = useBrowser();
const OWNER = DEMO_ACCOUNTS.owner;
const CLIENT_EMAIL = 'robin.pay@example.test';

let owner: ApiSession;
let smtp: FakeSmtp;
let notifications: CustomerNotificationSettings;

const emailSettings = (port: number) => ({
  provider: 'smtp',
  fromEmail: 'hello@demo-salon.test',
  fromName: 'Demo Salon',
  smtp: { host: '127.0.0.1', port, security: 'none', username: '' },
});

beforeAll(async () => {
  smtp = await startFakeSmtp();
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
  notifications = await owner.get<CustomerNotificationSettings>('/api/notifications/settings');
  await owner.send('POST', '/api/payment-gateways/initialize');
  await owner.send('POST', '/api/payment-gateways/stripe/config', {
    ...FAKE_CREDENTIALS.stripe,
    useForOnlineBookings: true,
  });
  await owner.send('PUT', '/api/booking-settings/deposit', {
    depositSettings: { requirementType: 'deposit', depositType: 'percentage', percentage: 25, refundPolicy: 'full' },
  });
  await owner.send('PUT', '/api/email-configuration', emailSettings(smtp.port));
});

afterAll(async () => {
  if (owner) {
    await owner.send<DepositSettingsAnswer>('PUT', '/api/booking-settings/deposit', {
      depositSettings: { requirementType: 'none' },
    });
    await owner.send('PUT', '/api/email-configuration', emailSettings(inject('smtpPort')));
    const { updatedAt: _updatedAt, ...fields } = notifications;
    await owner.send('PUT', '/api/notifications/settings', fields);
    await owner.close();
  }
  await smtp?.close();
});

describe('paying a deposit for an online booking', () => {
  it('books a colour with any practitioner, pays on Stripe, gets the email, reception sees it, the client cancels and is refunded', async () => {
    const { page } = browser;
    await page.goto(browser.url('/demo-salon/book'));
    const heading = page.locator('h2');
    await expect.poll(() => heading.textContent()).toMatch(/^Choose (a location|your services)$/);
    if ((await heading.textContent()) === 'Choose a location') await page.locator('.choice').first().click();
    await expect.poll(() => heading.textContent()).toBe('Choose your services');
    await page.locator('.service', { hasText: 'Full Head Colour' }).locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading.textContent()).toBe('Choose a practitioner');
    await page.getByRole('button', { name: /Any practitioner/ }).click();
    await expect.poll(() => heading.textContent()).toBe('Choose a date and time');
    // Next week at the earliest: well inside the window in which the client may still cancel online.
    await page.locator('button.slot, p.hint:has-text("No free times")').first().waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    for (let week = 0; week < 6; week++) {
      await page.locator('button.slot, p.hint:has-text("No free times")').first().waitFor();
      if ((await page.locator('button.slot').count()) > 0) break;
      await page.getByRole('button', { name: 'Next week' }).click();
    }
    await page.locator('button.slot').first().click();

    await expect.poll(() => heading.textContent()).toBe('Your details');
    // The client is told what is asked before booking: a quarter of $180.
    await expect
      .poll(() => page.getByRole('group', { name: 'Payment' }).textContent())
      .toContain('A deposit of 25% of the price (A$45.00) is taken when you book.');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Pay');
    await page.getByLabel('Email').fill(CLIENT_EMAIL);
    await page.getByLabel('Phone').fill('+1 555 0199');
    await expectAccessible(page, 'details step with a deposit');
    await page.getByRole('button', { name: 'Book and pay', exact: true }).click();

    // On the provider's page (the fake Stripe of this run).
    await page.waitForURL((url) => url.href.startsWith(`${inject('paymentProvidersURL')}/checkout/stripe/`));
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the manage page: confirmed, deposit paid.
    await page.waitForURL(/\/demo-salon\/book\/manage\/[A-Za-z0-9_-]{43}/);
    await expect.poll(() => heading.textContent()).toBe('Your booking');
    await expect.poll(() => page.locator('.summary .status').textContent()).toBe('Confirmed');
    await expect.poll(() => page.locator('body').textContent()).toContain('Deposit of A$45.00 paid with Stripe');
    expect(page.url()).not.toContain('checkout=');
    await expectAccessible(page, 'manage page after paying');
    const manageUrl = page.url().replace(/\?.*$/, '');

    // The confirmation email reaches the client.
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.to.includes(CLIENT_EMAIL)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const confirmation = smtp.messages.find((mail) => mail.to.includes(CLIENT_EMAIL))!;
    expect(confirmation.html ?? confirmation.text ?? '').toContain('Full Head Colour');

    // Reception sees it arrive, paid, in the desk's Bookings list.
    const desk = await browser.context.newPage();
    await signInByApi(desk, browser.baseURL, OWNER.email);
    // The first free time may be today or a later day: Today's tab, else Upcoming.
    const row = desk.locator('tr', { hasText: 'Robin Pay' });
    for (const view of ['today', 'upcoming']) {
      await desk.goto(browser.url(`/demo-salon/settings/organization/bookings?view=${view}`));
      await desk.locator('.bookings-table, .empty-state').first().waitFor();
      if ((await row.count()) > 0) break;
    }
    await row.waitFor();
    expect(await row.textContent()).toContain('Deposit A$45.00 paid');
    await desk.close();

    // The client cancels through the manage link, within the window: the deposit comes back.
    await page.goto(manageUrl);
    await expect.poll(() => heading.textContent()).toBe('Your booking');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toContain('Cancelling now refunds A$45.00.');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => page.locator('.summary .status').textContent()).toBe('Cancelled');
    await expect.poll(() => page.locator('body').textContent()).toContain('Refunded A$45.00');
  });
});
