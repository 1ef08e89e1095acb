import type { IntlShape } from 'react-intl';
import type { ConnectionStatus, ProviderTestAnswer } from '../../../../server/contract/notification-providers';
import { PROVIDER_DISPLAY_NAMES } from '../../../../server/contract/notification-settings';
import type { StoredLogReason } from '../../../../server/contract/log-reasons';
import { reasonText } from '../notification-logs/reason-text';
import type { Channel } from './api';

/** A toast: its look and its two lines. */
export interface Outcome {
  kind: 'success' | 'danger';
  title: string;
  body?: string;
}

/** 'smtp' → 'SMTP'; a name the contract does not know is shown as the server gave it. */
export function providerName(provider: string): string {
  return Object.prototype.hasOwnProperty.call(PROVIDER_DISPLAY_NAMES, provider)
    ? PROVIDER_DISPLAY_NAMES[provider as keyof typeof PROVIDER_DISPLAY_NAMES]
    : provider;
}

interface Checked {
  provider: string;
  status: ConnectionStatus;
  lastError: string | null;
  lastErrorReason: StoredLogReason | null;
}

/**
 * What a saved connection's check found (the server asks the provider before it answers):
 * connected, or refused with the provider's reason. Null while it was never checked.
 */
export function connectionOutcome(intl: IntlShape, connection: Checked): Outcome | null {
  const provider = providerName(connection.provider);
  if (connection.status === 'connected') {
    return {
      kind: 'success',
      title: intl.formatMessage({ id: 'bookingNotifications.status.connected' }),
      body: intl.formatMessage({ id: 'bookingNotifications.status.connectedBody' }, { provider }),
    };
  }
  if (connection.status === 'error') {
    return {
      kind: 'danger',
      title: intl.formatMessage({ id: 'bookingNotifications.status.error' }),
      body:
        reasonText(intl, connection.lastError?.trim() ?? '', connection.lastErrorReason) ||
        intl.formatMessage({ id: 'bookingNotifications.status.errorBody' }, { provider }),
    };
  }
  return null;
}

/** The toast after Save in a connection dialog: '{provider} connected', or why the provider refused. */
export function savedConnectionToast(intl: IntlShape, connection: Checked): Outcome {
  const outcome = connectionOutcome(intl, connection);
  const provider = providerName(connection.provider);
  if (outcome === null || outcome.kind === 'success') {
    return { kind: 'success', title: intl.formatMessage({ id: 'bookingNotifications.toast.connected' }, { provider }) };
  }
  return outcome;
}

const TEST_TITLES = {
  email: ['bookingNotifications.toast.testEmailSent', 'bookingNotifications.toast.testEmailFailed'],
  sms: ['bookingNotifications.toast.testSmsSent', 'bookingNotifications.toast.testSmsFailed'],
  push: ['bookingNotifications.toast.testPushSent', 'bookingNotifications.toast.testPushFailed'],
} as const;

/**
 * A test's answer as its toast: success or failure, with the server's message under the title, in
 * the reader's language when it came with its key.
 */
export function testToast(intl: IntlShape, channel: Channel, answer: ProviderTestAnswer): Outcome {
  const [sent, failed] = TEST_TITLES[channel];
  const message =
    answer.reason && answer.willRetry
      ? intl.formatMessage(
          { id: 'bookingNotifications.toast.willRetry' },
          { reason: reasonText(intl, answer.message, answer.reason) },
        )
      : reasonText(intl, answer.message, answer.reason).trim();
  return {
    kind: answer.success ? 'success' : 'danger',
    title: intl.formatMessage({ id: answer.success ? sent : failed }),
    body: message === '' ? undefined : message,
  };
}

/** The title of a test whose call itself failed (a refused address, the server unreachable). */
export const testFailedTitle = (intl: IntlShape, channel: Channel): string =>
  intl.formatMessage({ id: TEST_TITLES[channel][1] });
