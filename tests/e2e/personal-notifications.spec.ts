import type { Dialog } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EVENTS_RAISED,
  NOTIFICATION_EVENTS,
  type NotificationPreferences,
} from '../../server/contract/notification-preferences';
import { PersonalNotificationsPage } from './pages/PersonalNotificationsPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The practitioner; nothing else reads their notification preferences. The first test needs them
// never saved (the 'default settings active' banner), so it runs first.
const ACCOUNT = DEMO_ACCOUNTS.practitioner;
const PATH = `/${ACCOUNT.organizationSlug}/settings/personal/notifications`;
const API = '/api/notifications/preferences';
const FALLBACK_API = '/api/users/notification-preferences';

const EVENT_NAMES = [
  'Appointment booked',
  'Appointment reminder',
  'Appointment rescheduled',
  'Appointment cancelled',
  'New client',
  'Client message',
  'Client feedback',
  'Payment received',
  'Payment failed',
  'Invoice reminder',
  'Daily summary',
  'Weekly report',
  'Inventory alert',
  'Login alert',
  'Password change',
  'Unusual activity',
];

async function openNotifications(): Promise<PersonalNotificationsPage> {
  await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Notifications');
  const notifications = new PersonalNotificationsPage(browser.page);
  await notifications.event('Appointment booked').waitFor({ state: 'attached' });
  return notifications;
}

const saved = () => getJson<NotificationPreferences>(browser.page, browser.baseURL, API);

async function saveDefaults(): Promise<void> {
  const answer = await browser.write('put', API, DEFAULT_NOTIFICATION_PREFERENCES);
  expect(answer.ok(), await answer.text()).toBe(true);
}

const failSaves = (status = 500) => {
  const attempts: number[] = [];
  void browser.page.route(/\/api\/(notifications\/preferences|users\/notification-preferences)$/, (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    attempts.push(Date.now());
    return route.fulfill({ status, json: { statusCode: status, error: 'Server Error', message: 'x' } });
  });
  return attempts;
};

describe('notifications page', () => {
  it('shows the defaults: the banner, SMS off, push and in-app disabled with Soon', async () => {
    const notifications = await openNotifications();
    await checkA11y(browser.page);
    expect((await saved()).updatedAt).toBeUndefined();
    await notifications.banner.getByText('Default settings active').waitFor();
    expect(await notifications.status()).toBe('All changes saved');
    expect(await notifications.saveButton.isDisabled()).toBe(true);

    for (const category of ['Appointments', 'Clients', 'Financial', 'Business', 'Security']) {
      expect(await notifications.categorySwitch(category).isChecked(), category).toBe(true);
    }
    for (const [index, event] of EVENT_NAMES.entries()) {
      expect(await notifications.event(event).isChecked(), event).toBe(true);
      // Events nothing raises yet say so; the ones that are sent do not.
      const notRaised = notifications.row(event).getByText('not sent yet', { exact: false });
      expect(await notRaised.count(), event).toBe(EVENTS_RAISED.includes(NOTIFICATION_EVENTS[index]!) ? 0 : 1);
      expect(await notifications.pressed(event, 'Email'), event).toBe(true);
      expect(await notifications.pressed(event, 'SMS'), event).toBe(false);
      for (const channel of ['Push', 'In-app'] as const) {
        const badge = notifications.channel(event, channel);
        expect(await badge.isDisabled(), `${event} ${channel}`).toBe(true);
        expect(await badge.innerText()).toContain('Soon');
      }
    }
    expect(await browser.page.getByText('SMS is off by default to prevent charges.', { exact: false }).count()).toBe(1);
  });

  it('applies the master toggle rule, the channel badges and the category toggle', async () => {
    const notifications = await openNotifications();
    const event = 'Appointment booked';
    await notifications.channel(event, 'SMS').click();
    expect(await notifications.pressed(event, 'SMS')).toBe(true);
    expect(await notifications.status()).toBe('Unsaved changes');

    // On with any channel on: the master switch turns all four off, SMS included.
    await notifications.event(event).click({ force: true });
    expect(await notifications.event(event).isChecked()).toBe(false);
    expect(await notifications.pressed(event, 'Email')).toBe(false);
    expect(await notifications.pressed(event, 'SMS')).toBe(false);
    // Off: email, push and in-app come on together; SMS stays off.
    await notifications.event(event).click({ force: true });
    expect(await notifications.event(event).isChecked()).toBe(true);
    expect(await notifications.pressed(event, 'Email')).toBe(true);
    expect(await notifications.pressed(event, 'SMS')).toBe(false);
    expect(await notifications.status()).toBe('All changes saved');

    await notifications.categorySwitch('Clients').click({ force: true });
    await notifications.category('Clients').getByText('All Clients notifications are off.').waitFor();
    expect(await notifications.event('New client').count()).toBe(0);
    await notifications.categorySwitch('Clients').click({ force: true });
    await notifications.event('New client').waitFor({ state: 'attached' });
  });

  it('saves every kind of choice, and a reload shows them kept', async () => {
    const notifications = await openNotifications();
    try {
      await notifications.channel('Payment failed', 'SMS').click();
      await notifications.channel('Login alert', 'Email').click();
      await notifications.event('Weekly report').click({ force: true });
      await notifications.categorySwitch('Business').click({ force: true });
      await browser.page.getByRole('switch', { name: 'Quiet hours' }).click({ force: true });
      await browser.page.getByLabel('From').fill('23:30');
      await browser.page.getByLabel('Until').fill('07:15');
      await browser.page.getByLabel('Time zone').selectOption('Europe/London');
      await browser.page.getByRole('switch', { name: 'Digest' }).click({ force: true });
      await browser.page.getByLabel('How often').selectOption('weekly');
      await browser.page.getByLabel('Send at').fill('18:00');
      await checkA11y(browser.page);

      await notifications.save();
      // An SMS channel is on, so no note about SMS.
      const toast = await notifications.waitForToast('Notification preferences saved');
      expect(toast).not.toContain('SMS notifications are disabled.');
      await expect.poll(() => notifications.status()).toBe('All changes saved');
      expect(await notifications.banner.count()).toBe(0);

      await browser.page.reload();
      await notifications.event('Appointment booked').waitFor({ state: 'attached' });
      expect(await notifications.banner.count()).toBe(0);
      expect(await notifications.pressed('Payment failed', 'SMS')).toBe(true);
      expect(await notifications.pressed('Login alert', 'Email')).toBe(false);
      expect(await notifications.categorySwitch('Business').isChecked()).toBe(false);
      expect(await browser.page.getByLabel('From').inputValue()).toBe('23:30');
      expect(await browser.page.getByLabel('Time zone').inputValue()).toBe('Europe/London');
      expect(await browser.page.getByLabel('How often').inputValue()).toBe('weekly');

      const document = await saved();
      expect(document.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(document).toMatchObject({
        paymentFailedSms: true,
        loginAlertEmail: false,
        weeklyReportEnabled: false,
        weeklyReportEmail: false,
        businessEnabled: false,
        quietHoursEnabled: true,
        quietHoursStart: '23:30',
        quietHoursEnd: '07:15',
        quietHoursTimezone: 'Europe/London',
        digestEnabled: true,
        digestFrequency: 'weekly',
        digestTime: '18:00',
        maxPerDay: null,
        maxPerWeek: null,
      });

      // Without any SMS channel the saved toast says SMS is disabled.
      await notifications.channel('Payment failed', 'SMS').click();
      await notifications.save();
      await notifications.waitForToast('Notification preferences saved', 'SMS notifications are disabled.');
      expect(NOTIFICATION_EVENTS.some((event) => document[`${event}Sms`] === true)).toBe(true);
    } finally {
      await saveDefaults();
    }
  });

  it('Revert to Defaults asks first and only loads the defaults until they are saved', async () => {
    await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
    const changed = await browser.write('put', API, { newClientSms: true, inventoryAlertEmail: false });
    expect(changed.ok()).toBe(true);
    const notifications = await openNotifications();
    try {
      expect(await notifications.pressed('New client', 'SMS')).toBe(true);
      await notifications.revertButton.click();
      await notifications.confirm.getByText('Revert to defaults?').waitFor();
      await checkA11y(browser.page);
      await notifications.confirm.getByRole('button', { name: 'Revert to Defaults' }).click();
      await notifications.waitForToast('Reverted to defaults');
      expect(await notifications.pressed('New client', 'SMS')).toBe(false);
      expect(await notifications.pressed('Inventory alert', 'Email')).toBe(true);
      expect(await notifications.status()).toBe('Unsaved changes');
      // Not saved yet.
      expect((await saved()).newClientSms).toBe(true);

      await notifications.save();
      await notifications.waitForToast('Notification preferences saved', 'SMS notifications are disabled.');
      expect(await saved()).toMatchObject({ newClientSms: false, inventoryAlertEmail: true });
    } finally {
      await saveDefaults();
    }
  });

  it('Reset asks when there are changes and goes back to the last saved state', async () => {
    const notifications = await openNotifications();
    // Nothing to lose: no question.
    await notifications.resetButton.click();
    expect(await notifications.confirm.count()).toBe(0);

    await notifications.channel('Client message', 'SMS').click();
    await notifications.resetButton.click();
    await notifications.confirm.getByText('Discard your unsaved changes?').waitFor();
    // Cancel keeps the change.
    await notifications.confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await notifications.pressed('Client message', 'SMS')).toBe(true);

    await notifications.resetButton.click();
    await notifications.confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await notifications.pressed('Client message', 'SMS')).toBe(false);
    expect(await notifications.status()).toBe('All changes saved');
  });

  it('asks the browser to warn before leaving with unsaved changes', async () => {
    const notifications = await openNotifications();
    await notifications.channel('Daily summary', 'SMS').click();
    const dialog = new Promise<Dialog>((resolve) => browser.page.once('dialog', resolve));
    await browser.page.close({ runBeforeUnload: true });
    const warning = await dialog;
    expect(warning.type()).toBe('beforeunload');
    await warning.accept();
  });

  it('tries a failed save 2 more times, after 1 s and 2 s, then says it could not save', async () => {
    const notifications = await openNotifications();
    const attempts = failSaves();
    await notifications.channel('Payment received', 'SMS').click();
    await notifications.save();
    await notifications.waitForToast('Retrying save...', 'Attempt 1 of 2. Please wait...');
    await notifications.waitForToast('Retrying save...', 'Attempt 2 of 2. Please wait...');
    await notifications.waitForToast(
      'Failed to save preferences',
      'Could not save after multiple attempts. Please check your connection and try again.',
    );
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
    expect(await notifications.status()).toBe('Unsaved changes');
    expect((await saved()).paymentReceivedSms).toBe(false);
    await checkA11y(browser.page);
  });

  it('saves on a retry when the server recovers', async () => {
    const notifications = await openNotifications();
    let failures = 0;
    await browser.page.route(`**${API}`, (route) => {
      if (route.request().method() !== 'PUT' || failures >= 1) return route.fallback();
      failures += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    try {
      await notifications.channel('Invoice reminder', 'SMS').click();
      await notifications.save();
      await notifications.waitForToast('Retrying save...', 'Attempt 1 of 2. Please wait...');
      await notifications.waitForToast('Notification preferences saved');
      expect((await saved()).invoiceReminderSms).toBe(true);
    } finally {
      await saveDefaults();
    }
  });

  it('reads and writes the fallback address when the first one is missing', async () => {
    await browser.page.route(`**${API}`, (route) =>
      route.fulfill({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } }),
    );
    const writes: string[] = [];
    browser.page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(new URL(request.url()).pathname);
    });
    const notifications = await openNotifications();
    try {
      await notifications.channel('Unusual activity', 'SMS').click();
      await notifications.save();
      await notifications.waitForToast('Notification preferences saved');
      expect(writes.at(-1)).toBe(FALLBACK_API);
      const document = await getJson<NotificationPreferences>(browser.page, browser.baseURL, FALLBACK_API);
      expect(document.unusualActivitySms).toBe(true);
    } finally {
      await browser.page.unrouteAll();
      await saveDefaults();
    }
  });

  it('says so when the preferences cannot be loaded, and shows the defaults without saving them', async () => {
    await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
    await browser.page.route(/\/api\/(notifications\/preferences|users\/notification-preferences)$/, (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await browser.page.goto(browser.url(PATH));
    const notifications = new PersonalNotificationsPage(browser.page);
    await notifications.waitForToast(
      'Failed to load preferences',
      'Could not load your notification preferences. Please refresh the page.',
    );
    expect(await notifications.event('Appointment booked').isChecked()).toBe(true);
    expect(await notifications.event('Appointment booked').isDisabled()).toBe(true);
    expect(await notifications.saveButton.isDisabled()).toBe(true);
    await checkA11y(browser.page);
  });
});
