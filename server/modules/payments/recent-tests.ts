import { createHash } from 'node:crypto';
import type { GatewayType } from '../../contract/payments';
import type { StoredCredentials } from './credentials';

/** Long enough to fill in the usage and locations after testing; short enough to mean "just now". */
const VALID_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 1_000;

const fingerprintOf = (credentials: StoredCredentials) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries({ ...credentials.plain, ...credentials.secrets }).sort()))
    .digest('base64url');

/**
 * The dialog tests the entered credentials before they are saved (Test Connection, then Connect).
 * A successful test is remembered here, in memory, for a few minutes: when exactly those
 * credentials are then saved, the gateway starts out connected, with the mode the provider
 * confirmed, instead of pending a second test. Only a hash of the credentials is kept.
 */
export class RecentTests {
  private readonly passed = new Map<string, { fingerprint: string; isLive: boolean; at: Date }>();

  remember(organizationId: string, type: GatewayType, credentials: StoredCredentials, isLive: boolean, at: Date): void {
    if (this.passed.size >= MAX_ENTRIES) this.passed.clear();
    this.passed.set(`${organizationId}|${type}`, { fingerprint: fingerprintOf(credentials), isLive, at });
  }

  /** The test these very credentials passed a moment ago, if any. */
  match(
    organizationId: string,
    type: GatewayType,
    credentials: StoredCredentials,
    now: Date,
  ): { isLive: boolean; at: Date } | undefined {
    const found = this.passed.get(`${organizationId}|${type}`);
    if (!found || now.getTime() - found.at.getTime() > VALID_MS) return undefined;
    return found.fingerprint === fingerprintOf(credentials) ? found : undefined;
  }
}
