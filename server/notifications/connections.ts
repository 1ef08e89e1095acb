import type { Static } from 'typebox';
import type { SmtpSettings } from '../contract/notification-providers';
import type { EmailProvider, PushProvider, SmsProvider } from '../contract/notification-settings';
import type { Db } from '../db/client';
import {
  createEmailAdapter,
  createPushAdapter,
  createSmsAdapter,
  notificationAdapterOptions,
  type EmailAccount,
} from '../integrations/notifications/adapters';
import type { ServiceAccount } from '../integrations/notifications/google-token';
import type { TwilioAccount } from '../integrations/notifications/twilio';
import type { EmailAdapter, PushAdapter, SmsAdapter } from '../integrations/notifications/types';
import { openSecrets } from '../modules/payments/present';
import type { AppDeps } from '../types';
import { findConnection, listConnections, type ConnectionChannel, type ConnectionRow } from './connections-repository';

/**
 * The organization's provider connections as the delivery engine uses them: one adapter per
 * channel, built from the stored settings and the secrets opened with the data folder's key.
 * The connection screens' reads and saves are in connection-service.ts.
 */

export interface EmailSender {
  adapter: EmailAdapter;
  provider: EmailProvider;
  fromEmail: string;
  fromName: string;
  replyTo: string | null;
}
export interface SmsSender {
  adapter: SmsAdapter;
  provider: SmsProvider;
}
export interface PushSender {
  adapter: PushAdapter;
  provider: PushProvider;
}

/** An SMTP server's non-secret settings (host, port, security, username). */
export type SmtpFields = Static<typeof SmtpSettings>;

/** The non-secret settings of each channel, as stored in the row's JSON. */
export interface EmailSettings {
  fromEmail: string;
  fromName: string;
  replyTo: string | null;
  /** Only for the SMTP provider. */
  smtp: SmtpFields | null;
}
export interface SmsSettings {
  accountSid: string;
  fromNumber: string;
  messagingServiceSid: string | null;
}
export interface PushSettings {
  projectId: string;
  clientEmail: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const SECURITIES = new Set(['tls', 'starttls', 'none']);

/** The stored JSON read defensively: a row written by an older version never breaks a send. */
export function emailSettingsOf(settings: Readonly<Record<string, unknown>>): EmailSettings {
  const smtp = record(settings.smtp);
  return {
    fromEmail: text(settings.fromEmail),
    fromName: text(settings.fromName),
    replyTo: textOrNull(settings.replyTo),
    smtp: smtp
      ? {
          host: text(smtp.host),
          port: typeof smtp.port === 'number' ? smtp.port : 587,
          security: (SECURITIES.has(text(smtp.security)) ? text(smtp.security) : 'starttls') as SmtpFields['security'],
          username: text(smtp.username),
        }
      : null,
  };
}

export function smsSettingsOf(settings: Readonly<Record<string, unknown>>): SmsSettings {
  return {
    accountSid: text(settings.accountSid),
    fromNumber: text(settings.fromNumber),
    messagingServiceSid: textOrNull(settings.messagingServiceSid),
  };
}

export function pushSettingsOf(settings: Readonly<Record<string, unknown>>): PushSettings {
  return { projectId: text(settings.projectId), clientEmail: text(settings.clientEmail) };
}

/** What the email adapter needs, or null when something it cannot work without is missing. */
export function emailAccountOf(
  provider: string,
  settings: EmailSettings,
  secrets: Readonly<Record<string, string>>,
): EmailAccount | null {
  if (provider === 'smtp' && settings.smtp && settings.smtp.host !== '') {
    const password = secrets.smtpPassword ?? '';
    if (settings.smtp.username !== '' && password === '') return null;
    return { provider: 'smtp', smtp: { ...settings.smtp, password } };
  }
  if (provider === 'sendgrid' && secrets.sendgridApiKey)
    return { provider: 'sendgrid', apiKey: secrets.sendgridApiKey };
  return null;
}

export function smsAccountOf(settings: SmsSettings, secrets: Readonly<Record<string, string>>): TwilioAccount | null {
  if (!settings.accountSid || !secrets.authToken || (!settings.fromNumber && !settings.messagingServiceSid))
    return null;
  return { ...settings, authToken: secrets.authToken };
}

export function pushAccountOf(
  settings: PushSettings,
  secrets: Readonly<Record<string, string>>,
): ServiceAccount | null {
  if (!settings.projectId || !settings.clientEmail || !secrets.privateKey) return null;
  return { ...settings, privateKey: secrets.privateKey };
}

/**
 * Adapters kept per organization, channel and row version: an SMTP pool (and a Firebase access
 * token) lives as long as its configuration, and a save, which moves the version, takes effect
 * with the next message. Keyed by the database handle, which every copy of an app's deps shares.
 */
interface Cached {
  version: number;
  adapter: EmailAdapter | SmsAdapter | PushAdapter;
}
const caches = new WeakMap<Db, Map<string, Cached>>();

function cachedAdapter<A extends Cached['adapter']>(
  deps: AppDeps,
  row: ConnectionRow,
  build: (secrets: Record<string, string>) => A | null,
): A | null {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(deps.db, cache);
  }
  const key = `${row.organizationId}|${row.channel}`;
  const hit = cache.get(key);
  if (hit?.version === row.version) return hit.adapter as A;
  // Closing lets messages already under way finish on the old pool; new ones use the new one.
  hit?.adapter.close?.();
  cache.delete(key);
  const adapter = build(openSecrets(deps.secrets, row.secrets));
  if (adapter) cache.set(key, { version: row.version, adapter });
  return adapter;
}

/** Releases every cached adapter of this app (its SMTP pools): called when the app closes. */
export function closeNotificationAdapters(deps: Pick<AppDeps, 'db'>): void {
  const cache = caches.get(deps.db);
  if (!cache) return;
  for (const { adapter } of cache.values()) adapter.close?.();
  caches.delete(deps.db);
}

/** The enabled connection of a channel, or undefined. */
function activeRow(deps: AppDeps, organizationId: string, channel: ConnectionChannel): ConnectionRow | undefined {
  const row = findConnection(deps.db, organizationId, channel);
  return row?.isEnabled ? row : undefined;
}

// Real time, not deps.now: tokens and look-ups talk to clocks outside this app.
const optionsOf = (deps: AppDeps) => notificationAdapterOptions(deps.config);

/** How the organization's email leaves; null when no connection is set up, or it is switched off. */
export function emailSender(deps: AppDeps, organizationId: string): EmailSender | null {
  const row = activeRow(deps, organizationId, 'email');
  if (!row) return null;
  const settings = emailSettingsOf(row.settings);
  if (settings.fromEmail === '') return null;
  const adapter = cachedAdapter(deps, row, (secrets) => {
    const account = emailAccountOf(row.provider, settings, secrets);
    return account ? createEmailAdapter(account, optionsOf(deps)) : null;
  });
  if (!adapter) return null;
  const { fromEmail, fromName, replyTo } = settings;
  return { adapter, provider: row.provider as EmailProvider, fromEmail, fromName, replyTo };
}

export function smsSender(deps: AppDeps, organizationId: string): SmsSender | null {
  const row = activeRow(deps, organizationId, 'sms');
  if (!row) return null;
  const adapter = cachedAdapter(deps, row, (secrets) => {
    const account = smsAccountOf(smsSettingsOf(row.settings), secrets);
    return account ? createSmsAdapter(account, optionsOf(deps)) : null;
  });
  return adapter ? { adapter, provider: row.provider as SmsProvider } : null;
}

export function pushSender(deps: AppDeps, organizationId: string): PushSender | null {
  const row = activeRow(deps, organizationId, 'push');
  if (!row) return null;
  const adapter = cachedAdapter(deps, row, (secrets) => {
    const account = pushAccountOf(pushSettingsOf(row.settings), secrets);
    return account ? createPushAdapter(account, optionsOf(deps)) : null;
  });
  return adapter ? { adapter, provider: row.provider as PushProvider } : null;
}

/**
 * Each channel's stored provider and whether it is usable: saved, switched on, and accepted by
 * the provider at the last check.
 */
export function connectionStates(
  deps: AppDeps,
  organizationId: string,
): Record<'email' | 'sms' | 'push', { provider: string | null; connected: boolean }> {
  const states = {
    email: { provider: null as string | null, connected: false },
    sms: { provider: null as string | null, connected: false },
    push: { provider: null as string | null, connected: false },
  };
  for (const row of listConnections(deps.db, organizationId)) {
    if (row.channel !== 'email' && row.channel !== 'sms' && row.channel !== 'push') continue;
    states[row.channel] = { provider: row.provider, connected: row.isEnabled && row.status === 'connected' };
  }
  return states;
}
