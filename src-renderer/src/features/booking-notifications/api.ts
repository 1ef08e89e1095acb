import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  EmailConfiguration,
  EmailConfigurationBody,
  EmailTestBody,
  PushConfiguration,
  PushConfigurationBody,
  PushTestBody,
  SmsConfiguration,
  SmsConfigurationBody,
  SmsTestBody,
} from '../../../../server/contract/notification-providers';
import type { CustomerNotificationSettings, EmailProvider } from '../../../../server/contract/notification-settings';
import { ROUTES } from '../../../../server/contract/routes';
import { isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { settingsOf } from './rules';

// Booking Settings / Customer Notifications (organization/booking-notifications): every call needs
// manage_notification_settings; the admin document needs manage_organization_settings too.
const { notifications } = ROUTES;

export type Channel = 'email' | 'sms' | 'push';
export const CHANNELS: readonly Channel[] = ['email', 'sms', 'push'];

export const bookingNotificationKeys = {
  settings: ['booking-notifications', 'settings'],
  admin: ['booking-notifications', 'admin'],
  providers: ['booking-notifications', 'providers'],
  connection: (channel: Channel) => ['booking-notifications', 'connection', channel] as const,
} as const;

/** Each channel's chosen provider and whether it is connected (the status at the top of the page). */
export function useProviderStatus() {
  return useQuery({
    queryKey: bookingNotificationKeys.providers,
    queryFn: ({ signal }) => api.call(notifications.providers, { signal }),
  });
}

/**
 * One channel's connection as stored: its settings, which secrets are stored, its last check.
 * Null when the server has none to show (a 404 reads as "not set up yet", like not_configured).
 */
async function loadConnection<C extends Channel>(
  channel: C,
  signal: AbortSignal,
): Promise<ConnectionAnswers[C] | null> {
  // Each call is typed by its own route; the channel only picks which.
  const answer =
    channel === 'email'
      ? api.call(notifications.emailConfiguration, { signal })
      : channel === 'sms'
        ? api.call(notifications.smsConfiguration, { signal })
        : api.call(notifications.pushConfiguration, { signal });
  try {
    return (await answer) as ConnectionAnswers[C];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useConnection<C extends Channel>(channel: C) {
  return useQuery({
    queryKey: bookingNotificationKeys.connection(channel),
    queryFn: ({ signal }) => loadConnection(channel, signal),
  });
}

export interface ConnectionBodies {
  email: EmailConfigurationBody;
  sms: SmsConfigurationBody;
  push: PushConfigurationBody;
}

export interface ConnectionAnswers {
  email: EmailConfiguration;
  sms: SmsConfiguration;
  push: PushConfiguration;
}

export interface TestBodies {
  email: EmailTestBody;
  sms: SmsTestBody;
  push: PushTestBody;
}

/** PUT: the server checks the credentials with the provider before it answers the stored connection. */
function saveConnection<C extends Channel>(channel: C, body: ConnectionBodies[C]) {
  switch (channel) {
    case 'email':
      return api.call(notifications.saveEmailConfiguration, { body: body as EmailConfigurationBody });
    case 'sms':
      return api.call(notifications.saveSmsConfiguration, { body: body as SmsConfigurationBody });
    default:
      return api.call(notifications.savePushConfiguration, { body: body as PushConfigurationBody });
  }
}

function sendTest<C extends Channel>(channel: C, body: TestBodies[C]) {
  switch (channel) {
    case 'email':
      return api.call(notifications.testEmail, { body: body as EmailTestBody });
    case 'sms':
      return api.call(notifications.testSms, { body: body as SmsTestBody });
    default:
      return api.call(notifications.testPush, { body: body as PushTestBody });
  }
}

/**
 * The email provider the customer settings name follows the connection just saved (SMTP or
 * SendGrid), saved at once rather than left in the page's draft: the status at the top, read from
 * the server, then names the provider that was connected. Only that one field is sent; edits not
 * saved yet on the page stay as they are over the new answer.
 */
async function followEmailProvider(client: QueryClient, provider: EmailProvider): Promise<void> {
  const current = client.getQueryData<CustomerNotificationSettings>(bookingNotificationKeys.settings);
  if (current === undefined || current.notificationEmailProvider === provider) return;
  const saved = await api.call(notifications.saveSettings, { body: { notificationEmailProvider: provider } });
  client.setQueryData(bookingNotificationKeys.settings, settingsOf(saved));
}

export interface SavedConnection<C extends Channel> {
  connection: ConnectionAnswers[C];
  /** The connection was stored, but the settings still name the other email provider: why (else null). */
  providerNotFollowed: unknown;
}

/**
 * Saves a connection and puts the answer in the cache; an email connection also makes its provider
 * the one the customer settings name (see followEmailProvider).
 */
export async function saveConnectionAndFollow<C extends Channel>(
  client: QueryClient,
  channel: C,
  body: ConnectionBodies[C],
): Promise<SavedConnection<C>> {
  const connection = (await saveConnection(channel, body)) as ConnectionAnswers[C];
  client.setQueryData(bookingNotificationKeys.connection(channel), connection);
  let providerNotFollowed: unknown = null;
  if (channel === 'email') {
    await followEmailProvider(client, (body as EmailConfigurationBody).provider).catch((error: unknown) => {
      providerNotFollowed = error;
    });
  }
  return { connection, providerNotFollowed };
}

export function useSaveConnection<C extends Channel>(channel: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionBodies[C]) => saveConnectionAndFollow(client, channel, body),
    onSettled: () => void client.invalidateQueries({ queryKey: bookingNotificationKeys.providers }),
  });
}

/** A real message through the stored connection; the answer says what became of it. */
export function useSendTest<C extends Channel>(channel: C) {
  return useMutation({ mutationFn: (body: TestBodies[C]) => sendTest(channel, body) });
}
