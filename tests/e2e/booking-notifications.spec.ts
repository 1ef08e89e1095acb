import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CustomerNotificationSettings } from '../../server/contract/notification-settings';
import { FAKE_NOTIFICATION_CREDENTIALS } from '../../server/testing/fake-notification-providers';
import { BookingNotificationsPage } from './pages/BookingNotificationsPage';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// Other Spa on the run's demo server. Its email goes to the fake SMTP server on 127.0.0.1 (plain,
// no sign-in) and its SMS to the fake Twilio (server/testing/fake-notification-providers.ts, where
// the server's TWILIO_API_URL points): Save checks the details with them for real and the tests
// send real messages. The customer settings are put back at the end; the two connections stay
// (there is no call that removes one), connected to the fakes of this run only.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `booking notifications: ${state}`);

const OWNER = DEMO_ACCOUNTS.otherOwner;
const PATH = `/${OWNER.organizationSlug}/settings/organization/booking-notifications`;
const SETTINGS = '/api/notifications/settings';
const TWILIO = FAKE_NOTIFICATION_CREDENTIALS.twilio;

let owner: ApiSession;
let original: CustomerNotificationSettings;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
  original = await owner.get<CustomerNotificationSettings>(SETTINGS);
});

afterAll(async () => {
  if (owner) {
    const { updatedAt: _updatedAt, ...fields } = original;
    await owner.send('PUT', SETTINGS, fields);
    await owner.close();
  }
});

async function open(): Promise<BookingNotificationsPage> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Booking Settings');
  const page = new BookingNotificationsPage(browser.page);
  await page.provider('email').waitFor();
  await page.event('Confirmation').waitFor({ state: 'attached' });
  return page;
}

describe('provider connections', () => {
  it('connects SMTP against the local mail server, sees it connected, and sends a test email', async () => {
    const page = await open();
    await checkA11y('page opened');

    const dialog = await page.openConnection('email', 'Email provider');
    await page.toggle(dialog.getByRole('radio', { name: 'SMTP server', exact: true }));
    await page.field(dialog, 'email-fromEmail').fill('bookings@other-spa.test');
    await page.field(dialog, 'email-fromName').fill('Other Spa');
    await page.field(dialog, 'email-host').fill('127.0.0.1');
    // The security first: choosing it puts its usual port in the port field.
    await page.field(dialog, 'email-security').selectOption('none');
    await page.field(dialog, 'email-port').fill(String(inject('smtpPort')));
    await page.field(dialog, 'email-username').fill('');
    await checkA11y('email dialog filled in');

    await page.button(dialog, 'Save').click();
    await page.waitForToast('SMTP connected');
    await page.connectionStatus(dialog).getByText('Connected', { exact: true }).waitFor();
    // The settings now send email through SMTP, as the status says.
    expect((await owner.get<CustomerNotificationSettings>(SETTINGS)).notificationEmailProvider).toBe('smtp');

    await page.field(dialog, 'email-test-to').fill(OWNER.email);
    await page.button(dialog, 'Send test email').click();
    await page.waitForToast('Test email sent');

    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.providerFacts('email')).toEqual({ name: 'SMTP', state: 'Connected' });
  });

  it('connects Twilio with the fake’s credentials and sends a test SMS', async () => {
    const page = await open();
    const dialog = await page.openConnection('sms', 'SMS provider (Twilio)');
    await page.field(dialog, 'sms-accountSid').fill(TWILIO.accountSid);
    await page.field(dialog, 'sms-authToken').fill(TWILIO.authToken);
    await page.field(dialog, 'sms-fromNumber').fill(TWILIO.fromNumber);
    expect(await page.field(dialog, 'sms-authToken').getAttribute('type')).toBe('password');

    await page.button(dialog, 'Save').click();
    await page.waitForToast('Twilio connected');
    await page.connectionStatus(dialog).getByText('Connected', { exact: true }).waitFor();
    // The token is stored, never read back.
    expect(await page.field(dialog, 'sms-authToken').inputValue()).toBe('');
    await dialog.getByText('Stored securely. Leave blank to keep the current value.').waitFor();

    await page.field(dialog, 'sms-test-phoneNumber').fill('+61412345678');
    await page.field(dialog, 'sms-test-message').fill('Test from the booking settings');
    await page.button(dialog, 'Send test SMS').click();
    await page.waitForToast('Test SMS sent');
    await checkA11y('SMS dialog after a test');

    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.providerFacts('sms')).toEqual({ name: 'Twilio', state: 'Connected' });
  });
});

describe('reminders and rate limits', () => {
  it('changes the reminder timing and the rate limits, saves, and finds them after a reload', async () => {
    const page = await open();
    const before = await page.reminderHoursList();
    expect(before.length).toBeGreaterThan(0);
    expect(await page.status()).toBe('All changes saved');

    await page.reminderHours(1).fill('36');
    await page.addReminder();
    const added = before.length + 1;
    await page.reminderHours(added).fill('72');
    await page.reminderChannel(added, 'SMS').click();
    expect(await page.pressed(page.reminderChannel(added, 'Email'))).toBe(true);
    expect(await page.pressed(page.reminderChannel(added, 'SMS'))).toBe(true);
    await page.maxPerDay.fill('20');
    await page.minInterval.fill('10');
    expect(await page.status()).toBe('Unsaved changes');
    await checkA11y('reminders and rate limits edited');

    await page.save();
    await page.waitForToast('Notification settings saved');
    expect(await page.status()).toBe('All changes saved');
    const saved = await owner.get<CustomerNotificationSettings>(SETTINGS);
    expect(saved.appointmentRemindersTiming[0]?.hours).toBe(36);
    expect(saved.appointmentRemindersTiming.at(-1)).toEqual({ hours: 72, channels: ['email', 'sms'] });
    expect(saved).toMatchObject({ notificationMaxPerClientPerDay: 20, notificationMinIntervalMinutes: 10 });

    await browser.page.reload();
    await page.reminderHours(1).waitFor();
    expect(await page.reminderHoursList()).toEqual(['36', ...before.slice(1), '72']);
    expect(await page.maxPerDay.inputValue()).toBe('20');
    expect(await page.minInterval.inputValue()).toBe('10');
  });

  it('refuses a reminder outside 1-672 hours before anything is sent', async () => {
    const page = await open();
    await page.reminderHours(1).fill('700');
    await page.save();
    await page.waitForToast(
      'Failed to save notification settings',
      'Reminder 1: hours before must be a whole number from 1 to 672.',
    );
    // Reset asks first, then puts the saved value back.
    await page.resetButton.click();
    await page.confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.confirm.waitFor({ state: 'hidden' });
    expect(await page.reminderHours(1).inputValue()).toBe('36');
    expect(await page.status()).toBe('All changes saved');
  });
});
