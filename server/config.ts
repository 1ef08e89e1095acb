import { resolve } from 'node:path';
import { GATEWAY_TYPES, type GatewayType } from './contract/payments';
import {
  DATABASE_BACKUP_FREQUENCIES,
  isDatabaseBackupFrequency,
  type DatabaseBackupFrequency,
} from './contract/database-backups';

/** Everything the server reads from its environment, typed, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  demo: boolean;
  /** Set by the desktop shell: every request must carry it in `x-desktop-secret`. */
  desktopSecret?: string;
  /** Path of a better-sqlite3 binary built for Electron's ABI (desktop dev runs only). */
  nativeBinding?: string;
  /** Folder of the renderer's web build, served with a single-page fallback. */
  staticDir?: string;
  /**
   * How many changes one signed-in person may make (plugins/write-rate-limit.ts): unset means the
   * default, `false` turns the limit off (only for tests that hammer the API on purpose).
   */
  writeRateLimit?: WriteRateLimit | false;
  /**
   * Where the payment providers' APIs are (server/integrations/payments/urls.ts); unset: their real live and
   * sandbox hosts. `STRIPE_API_URL`... point one provider's both environments at one address, which
   * is how the tests reach the fake providers (server/testing/fake-payment-providers.ts).
   */
  paymentProviderUrls?: PaymentProviderUrls;
  /** How long a payment provider may take to answer before the call is given up (default 10 s). */
  paymentTimeoutMs?: number;
  /**
   * Where the notification providers' HTTP APIs are (server/integrations/notifications/); unset:
   * their real hosts. `SENDGRID_API_URL`, `TWILIO_API_URL`, `FCM_API_URL` and
   * `GOOGLE_OAUTH_TOKEN_URL` (Firebase's access tokens) point them at the fakes in the tests. SMTP
   * needs none: its host is part of the organization's configuration.
   */
  notificationProviderUrls?: NotificationProviderUrls;
  /** How long a notification provider (SMTP server included) may take before a call is given up (default 10 s). */
  notificationTimeoutMs?: number;
  /**
   * `PUBLIC_URL`: the address other people reach this server at (https://salon.example.com), for
   * links sent to them by email (team invitations). Unset: the address of the request that sends
   * the link, which is right for a headless server opened under its public name but not for the
   * desktop app, whose 127.0.0.1 address nobody else can open.
   */
  publicUrl?: string;
  /**
   * The folder of whole-database backups (server/backups/database/): chosen by the owner in the
   * desktop app, which passes it at start; `BACKUP_DIR` for a headless server. Unset: none are made.
   */
  backupDir?: string;
  /**
   * How often they are made until the System Configuration says otherwise
   * (`DATABASE_BACKUP_FREQUENCY`: daily, weekly or monthly; default daily).
   */
  databaseBackupFrequency?: DatabaseBackupFrequency;
}

export const NOTIFICATION_URL_VARIABLES = {
  sendgrid: 'SENDGRID_API_URL',
  twilio: 'TWILIO_API_URL',
  fcm: 'FCM_API_URL',
  googleOAuthToken: 'GOOGLE_OAUTH_TOKEN_URL',
} as const;
export type NotificationProviderUrls = Partial<Record<keyof typeof NOTIFICATION_URL_VARIABLES, string>>;

/** A provider's API base URL per environment. */
export interface ProviderUrls {
  live?: string;
  test?: string;
}
export type PaymentProviderUrls = Partial<Record<GatewayType, ProviderUrls>>;

/** A token bucket: `perMinute` sustained, up to `burst` at once after a quiet moment. */
export interface WriteRateLimit {
  perMinute: number;
  burst: number;
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** `STRIPE_API_URL`, `SQUARE_API_URL`, `PAYPAL_API_URL`, `ADYEN_API_URL`, `TYRO_API_URL`. */
export const paymentUrlVariable = (type: GatewayType) => `${type.toUpperCase()}_API_URL`;

/** An http(s) base URL without a trailing slash, or a ConfigError naming the variable. */
function parseBaseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL such as https://api.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http or https URL, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseNotificationUrls(env: NodeJS.ProcessEnv): NotificationProviderUrls | undefined {
  const urls: NotificationProviderUrls = {};
  for (const [key, name] of Object.entries(NOTIFICATION_URL_VARIABLES) as [keyof NotificationProviderUrls, string][]) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') urls[key] = parseBaseUrl(name, raw);
  }
  return Object.keys(urls).length > 0 ? urls : undefined;
}

function parsePaymentUrls(env: NodeJS.ProcessEnv): PaymentProviderUrls | undefined {
  const urls: PaymentProviderUrls = {};
  for (const type of GATEWAY_TYPES) {
    const name = paymentUrlVariable(type);
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const base = parseBaseUrl(name, raw);
    urls[type] = { live: base, test: base };
  }
  return Object.keys(urls).length > 0 ? urls : undefined;
}

function parseBackupFrequency(raw: string | undefined): DatabaseBackupFrequency | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!isDatabaseBackupFrequency(raw)) {
    throw new ConfigError(`DATABASE_BACKUP_FREQUENCY must be ${DATABASE_BACKUP_FREQUENCIES.join(', ')}, got "${raw}"`);
  }
  return raw;
}

export function configFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const paymentProviderUrls = parsePaymentUrls(env);
  const notificationProviderUrls = parseNotificationUrls(env);
  const backupFrequency = parseBackupFrequency(env.DATABASE_BACKUP_FREQUENCY);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    demo: env.DEMO === '1',
    ...(paymentProviderUrls ? { paymentProviderUrls } : {}),
    ...(notificationProviderUrls ? { notificationProviderUrls } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: parseBaseUrl('PUBLIC_URL', env.PUBLIC_URL) } : {}),
    ...(env.BACKUP_DIR ? { backupDir: resolve(cwd, env.BACKUP_DIR) } : {}),
    ...(backupFrequency ? { databaseBackupFrequency: backupFrequency } : {}),
  };
}
