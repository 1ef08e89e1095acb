import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EmailConfiguration, SmsConfiguration } from '../../../../server/contract/notification-providers';
import {
  DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  type AdminNotificationSettings,
  type CustomerNotificationSettings,
  type ProviderStatus,
} from '../../../../server/contract/notification-settings';
import { ApiError } from '../../api/api-error';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { bookingNotificationKeys } from './api';
import { BookingNotificationsPage } from './BookingNotificationsPage';
import { ConnectionContent } from './ConnectionDialog';
import { toggleEvent } from './rules';

/**
 * The Booking Settings page as it first renders from answers already read (put in the query
 * cache): what a person sees before touching anything. What the clicks do is tested on the rules
 * they apply (rules.test.ts, save-retries.test.ts, connections.test.ts) and in the browser
 * (tests/e2e/booking-notifications.spec.ts).
 */

const URL = '/studio/settings/organization/booking-notifications';

const PROVIDERS: ProviderStatus = {
  email: { provider: 'smtp', connected: true },
  sms: { provider: 'twilio', connected: false },
  push: { provider: 'firebase', connected: false },
};

const SAVED: CustomerNotificationSettings = {
  ...structuredClone(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS),
  notificationEmailProvider: 'smtp',
  appointmentRemindersTiming: [
    { hours: 48, channels: ['email', 'sms'] },
    { hours: 3, channels: ['sms'] },
  ],
  notificationMaxPerClientPerDay: 7,
  notificationMinIntervalMinutes: 15,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

interface Answers {
  settings?: CustomerNotificationSettings | Error;
  admin?: AdminNotificationSettings;
}

/** A failed read as the query cache holds it after the query gave up (not tried again on this render). */
function seedError(client: QueryClient, queryKey: readonly unknown[], error: Error): void {
  client.setQueryDefaults([...queryKey], { retryOnMount: false });
  client
    .getQueryCache()
    .build(client, { queryKey: [...queryKey] })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}

function render(role: string, answers: Answers = {}, customPermissions: string[] = []): string {
  return renderPage(<BookingNotificationsPage />, {
    url: URL,
    me: sessionAs(role, customPermissions),
    seed: (client) => {
      client.setQueryData(bookingNotificationKeys.providers, PROVIDERS);
      const settings = answers.settings ?? SAVED;
      if (settings instanceof Error) seedError(client, bookingNotificationKeys.settings, settings);
      else client.setQueryData(bookingNotificationKeys.settings, settings);
      client.setQueryData(bookingNotificationKeys.admin, answers.admin ?? DEFAULT_ADMIN_NOTIFICATION_SETTINGS);
    },
  });
}

const text = htmlText;

/** The switch of an event or setting by its label: whether it is checked. */
function switchChecked(html: string, label: string): boolean | undefined {
  const found = [...html.matchAll(/<label class="bp6-control bp6-switch[^"]*"[^>]*>(.*?)<\/label>/g)].find(
    ([, inner]) => text(inner ?? '') === label,
  );
  if (found === undefined) return undefined;
  return /<input[^>]*checked=""/.test(found[1] ?? '');
}

/** The channel buttons of a group named by its aria-label: each one's text and pressed or disabled state. */
function channels(html: string, groupLabel: string) {
  const start = html.indexOf(`aria-label="${groupLabel}"`);
  const group = html.slice(start, html.indexOf('</div>', start));
  return [...group.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    name: text(inner),
    pressed: /aria-pressed="true"/.test(attributes),
    disabled: /\sdisabled=""/.test(attributes),
  }));
}

describe('the Booking Settings page', () => {
  it('loads: the provider status, the events and their channels, the reminders, the admin part and the rate limits', () => {
    const html = render('owner');
    const shown = text(html);
    expect(shown).toContain('Booking Settings');
    expect(shown).toContain('Provider status');
    expect(shown).toContain('Email SMTP Connected Edit');
    expect(shown).toContain('SMS Twilio Not connected Set up');
    expect(shown).toContain('Push notifications Firebase Cloud Messaging Not connected Set up');
    expect(html).toContain('aria-label="Set up SMS"');

    for (const event of ['Confirmation', 'Reminders', 'Cancellation', 'Rescheduling']) {
      expect(switchChecked(html, event), event).toBe(true);
    }
    // §9: confirmation by email (and in-app, which clients cannot receive yet: 'Soon').
    expect(channels(html, 'Channels for Confirmation')).toEqual([
      { name: 'Email', pressed: true, disabled: false },
      { name: 'SMS', pressed: false, disabled: false },
      { name: 'Push Soon', pressed: false, disabled: true },
      { name: 'In-App Soon', pressed: false, disabled: true },
    ]);
    expect(channels(html, 'Channels for Reminders').map((channel) => channel.pressed)).toEqual([
      true,
      true,
      false,
      false,
    ]);

    expect(html).toContain('value="48"');
    expect(html).toContain('value="3"');
    expect(channels(html, 'Channels of reminder 2').map((channel) => [channel.name, channel.pressed])).toEqual([
      ['Email', false],
      ['SMS', true],
      ['Push Soon', false],
      ['In-App Soon', false],
    ]);
    expect(html).toContain('aria-label="Remove reminder 2"');

    expect(shown).toContain('Admin notifications');
    expect(shown).toContain('Notification mode');
    expect(shown).toContain('Roles to notify Owner Administrator Manager Receptionist Practitioner');
    expect(html).toMatch(/id="booking-notifications-notificationMaxPerClientPerDay"[^>]*value="7"/);
    expect(html).toMatch(/id="booking-notifications-notificationMinIntervalMinutes"[^>]*value="15"/);
    expect(shown).toContain('Revert to Defaults Reset Save Changes');
    expect(shown).toContain('All changes saved');
    // Saved before: no defaults banner.
    expect(shown).not.toContain('Default settings active');
  });

  it('says so while the defaults are in use (no updatedAt)', () => {
    const { updatedAt: _updatedAt, ...defaults } = SAVED;
    const shown = text(render('owner', { settings: defaults as CustomerNotificationSettings }));
    expect(shown).toContain('Default settings active');
  });

  it('shows an event turned off with all its channels off, and its channel buttons disabled', () => {
    const off = toggleEvent(SAVED, 'appointmentConfirmation');
    const html = render('owner', { settings: off });
    expect(switchChecked(html, 'Confirmation')).toBe(false);
    expect(channels(html, 'Channels for Confirmation').slice(0, 2)).toEqual([
      { name: 'Email', pressed: false, disabled: true },
      { name: 'SMS', pressed: false, disabled: true },
    ]);
    expect(switchChecked(html, 'Reminders')).toBe(true);
  });

  it('hides the admin part from someone without manage_organization_settings', () => {
    const html = render('receptionist', {}, ['manage_notification_settings']);
    const shown = text(html);
    expect(shown).toContain('Appointment notifications');
    expect(shown).toContain('Rate limits');
    expect(shown).not.toContain('Admin notifications');
    expect(shown).not.toContain('Roles to notify');
  });

  it('says "Failed to load notification settings" on the page when nothing could be read', () => {
    const shown = text(render('owner', { settings: new ApiError(500, 'Internal Server Error') }));
    expect(shown).toContain('Failed to load notification settings');
    expect(shown).toContain('Try Again');
    expect(shown).not.toContain('Appointment notifications');
    // The providers are read on their own and still show.
    expect(shown).toContain('Email SMTP Connected');
  });
});

const EMAIL: EmailConfiguration = {
  provider: 'smtp',
  fromEmail: 'hello@studio.test',
  fromName: 'Studio',
  replyTo: null,
  smtp: { host: 'smtp.studio.test', port: 587, security: 'starttls', username: 'mailer' },
  isEnabled: true,
  status: 'error',
  storedSecrets: ['smtpPassword'],
  lastCheckedAt: '2026-03-01T09:00:00.000Z',
  lastError: 'The SMTP server refused the username or password',
  lastErrorReason: null,
  version: 2,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function renderConnection(channel: 'email' | 'sms', connection: EmailConfiguration | SmsConfiguration | null): string {
  return renderPage(<ConnectionContent channel={channel} chosenEmailProvider="sendgrid" />, {
    url: URL,
    seed: (client) => client.setQueryData(bookingNotificationKeys.connection(channel), connection),
  });
}

/** A button by its visible text: whether it is disabled, or undefined when there is none. */
function buttonDisabled(html: string, name: string): boolean | undefined {
  const found = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].find(([, , inner = '']) => text(inner) === name);
  return found === undefined ? undefined : /\sdisabled=""/.test(found[1] ?? '');
}

describe('the connection dialog', () => {
  it('shows a stored SMTP connection: its settings, the password kept, and the provider’s refusal', () => {
    const html = renderConnection('email', EMAIL);
    const shown = text(html);
    expect(html).toMatch(/id="email-host"[^>]*value="smtp.studio.test"|value="smtp.studio.test"[^>]*id="email-host"/);
    expect(html).toMatch(/id="email-smtpPassword"[^>]*type="password"|type="password"[^>]*id="email-smtpPassword"/);
    expect(html).toMatch(/id="email-smtpPassword"[^>]*value=""|value=""[^>]*id="email-smtpPassword"/);
    expect(shown).toContain('SMTP password Stored securely. Leave blank to keep the current value.');
    expect(shown).toContain('Connection failed The SMTP server refused the username or password');
    expect(buttonDisabled(html, 'Send test email')).toBe(false);
  });

  it('after a save the provider accepted: Connected, and a test can be sent', () => {
    const shown = text(renderConnection('email', { ...EMAIL, status: 'connected', lastError: null }));
    expect(shown).toContain('Connected SMTP accepted these details.');
    expect(shown).not.toContain('Connection failed');
  });

  it('starts a connection not set up yet with the chosen provider, and no test before a save', () => {
    const html = renderConnection('email', null);
    const shown = text(html);
    expect(html).toMatch(/<input[^>]*value="sendgrid"[^>]*checked=""|<input[^>]*checked=""[^>]*value="sendgrid"/);
    expect(shown).toContain('SendGrid API key (required)');
    expect(shown).not.toContain('SMTP host');
    expect(shown).toContain('Save the connection first, then send a test.');
    expect(buttonDisabled(html, 'Send test email')).toBe(true);
  });

  it('shows the Twilio form with the auth token never read back', () => {
    const sms: SmsConfiguration = {
      provider: 'twilio',
      accountSid: `AC${'a'.repeat(32)}`,
      fromNumber: '+61400000000',
      messagingServiceSid: null,
      isEnabled: true,
      status: 'connected',
      storedSecrets: ['authToken'],
      lastCheckedAt: null,
      lastError: null,
      lastErrorReason: null,
      version: 1,
      updatedAt: null,
    };
    const html = renderConnection('sms', sms);
    const shown = text(html);
    expect(html).toContain(`value="AC${'a'.repeat(32)}"`);
    expect(shown).toContain('Auth token Stored securely. Leave blank to keep the current value.');
    expect(shown).toContain('Connected Twilio accepted these details.');
    expect(shown).toContain('Send a test SMS Phone number');
    expect(buttonDisabled(html, 'Send test SMS')).toBe(false);
  });
});
