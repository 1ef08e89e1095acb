import type { NotificationProviderUrls, ServerConfig } from '../../config';
import { fcmAdapter } from './fcm';
import type { ServiceAccount } from './google-token';
import { sendgridAdapter } from './sendgrid';
import { smtpAdapter, type SmtpAccount } from './smtp';
import { twilioAdapter, type TwilioAccount } from './twilio';
import type { EmailAdapter, PushAdapter, SmsAdapter } from './types';

/** How long a provider may take, unless the configuration says otherwise (tests shorten it). */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 10_000;

/** What every notification adapter is built with, whoever's connection it serves. */
export interface NotificationAdapterOptions {
  urls?: NotificationProviderUrls;
  timeoutMs: number;
  now?: () => Date;
}

/** The options as the server's configuration sets them (SENDGRID_API_URL...; config.ts). */
export function notificationAdapterOptions(config: ServerConfig, now?: () => Date): NotificationAdapterOptions {
  return {
    ...(config.notificationProviderUrls ? { urls: config.notificationProviderUrls } : {}),
    timeoutMs: config.notificationTimeoutMs ?? DEFAULT_NOTIFICATION_TIMEOUT_MS,
    ...(now ? { now } : {}),
  };
}

/** An email connection's provider with its settings and secrets, opened. */
export type EmailAccount = { provider: 'smtp'; smtp: SmtpAccount } | { provider: 'sendgrid'; apiKey: string };

export function createEmailAdapter(account: EmailAccount, options: NotificationAdapterOptions): EmailAdapter {
  if (account.provider === 'smtp') return smtpAdapter(account.smtp, { timeoutMs: options.timeoutMs });
  return sendgridAdapter(account.apiKey, {
    timeoutMs: options.timeoutMs,
    ...(options.urls?.sendgrid ? { baseUrl: options.urls.sendgrid } : {}),
  });
}

export function createSmsAdapter(account: TwilioAccount, options: NotificationAdapterOptions): SmsAdapter {
  return twilioAdapter(
    account,
    { timeoutMs: options.timeoutMs, ...(options.urls?.twilio ? { baseUrl: options.urls.twilio } : {}) },
    options.now,
  );
}

export function createPushAdapter(account: ServiceAccount, options: NotificationAdapterOptions): PushAdapter {
  return fcmAdapter(account, {
    timeoutMs: options.timeoutMs,
    ...(options.urls?.fcm ? { baseUrl: options.urls.fcm } : {}),
    ...(options.urls?.googleOAuthToken ? { tokenUrl: options.urls.googleOAuthToken } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
