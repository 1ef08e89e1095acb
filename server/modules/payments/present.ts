import {
  GATEWAY_CREDENTIALS,
  GATEWAY_DISPLAY_NAMES,
  GATEWAY_STATUSES,
  type GatewayStatus,
  type GatewayType,
  type PaymentGateway,
} from '../../contract/payments';
import { storedReason } from '../../contract/log-reasons';
import type { SecretBox } from '../../security/secrets';
import type { StoredCredentials } from './credentials';
import type { GatewayRow } from './repository';

/** The secret fields as stored: one JSON object sealed by the SecretBox, or null when there are none. */
export function sealSecrets(box: SecretBox, secrets: Record<string, string>): string | null {
  return Object.keys(secrets).length === 0 ? null : box.encrypt(JSON.stringify(secrets));
}

/**
 * The stored secrets, opened. A column the key cannot open (a database copied without its key
 * folder) reads as none stored: the gateway then asks for them again instead of failing.
 */
export function openSecrets(box: SecretBox, sealed: string | null): Record<string, string> {
  if (sealed === null) return {};
  try {
    const value = JSON.parse(box.decrypt(sealed)) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function storedCredentials(box: SecretBox, row: GatewayRow): StoredCredentials {
  return { plain: { ...row.credentials }, secrets: openSecrets(box, row.secrets) };
}

const isStatus = (value: string): value is GatewayStatus => (GATEWAY_STATUSES as readonly string[]).includes(value);

/**
 * The status the screen shows. A gateway not configured, or switched off, is `disconnected`. A
 * configured and enabled one shows the outcome of the last test of its stored credentials (kept in
 * the `status` column): `connected` when the provider accepted them, `disconnected` when it refused
 * them, `pending` when they have not been tested since they were saved or the provider could not be
 * reached (a timeout or an outage says nothing about the keys).
 */
export function statusOf(row: GatewayRow): GatewayStatus {
  if (!row.isConfigured || !row.isEnabled) return 'disconnected';
  return isStatus(row.status) ? row.status : 'pending';
}

/** A gateway as every answer shows it: no secret, only which secret fields hold a value. */
export function toGateway(box: SecretBox, row: GatewayRow): PaymentGateway {
  const type = row.type as GatewayType;
  const fields = GATEWAY_CREDENTIALS[type];
  const secrets = openSecrets(box, row.secrets);
  const plain = row.credentials;
  const settings: Record<string, string> = {};
  for (const field of fields) {
    const value = plain[field.name];
    if (field.place === 'settings' && !field.secret && value) settings[field.name] = value;
  }
  const topValue = (name: string) => {
    const field = fields.find((f) => f.name === name && f.place === 'top' && !f.secret);
    return (field && plain[name]) || null;
  };
  return {
    id: row.id,
    type,
    name: type,
    displayName: GATEWAY_DISPLAY_NAMES[type],
    isConfigured: row.isConfigured,
    isEnabled: row.isEnabled,
    isDefault: row.isDefault,
    isLive: row.isLive,
    status: statusOf(row),
    useForOnlineBookings: row.useForOnlineBookings,
    useForInStoreCheckout: row.useForInStoreCheckout,
    locationIds: [...row.locationIds],
    publicKey: topValue('publicKey'),
    merchantId: topValue('merchantId'),
    accountId: topValue('accountId'),
    settings,
    storedSecrets: fields.filter((field) => field.secret && secrets[field.name]).map((field) => field.name),
    fees: { description: row.feesDescription },
    lastTestedAt: row.lastTestedAt,
    lastError: row.lastError,
    lastErrorReason: storedReason(row.lastErrorKey, row.lastErrorValues),
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
