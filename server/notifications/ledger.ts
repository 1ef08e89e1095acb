import type { Db } from '../db/client';

/**
 * Messages this process has cleared to send whose outcome is not written yet. The rate limits and
 * the SMS limit count what the database says has left, plus these: with several messages in
 * flight at once, two SMS to the same client claimed together must not both pass the minimum
 * interval, nor the last SMS of the plan go out twice. One process sends for its database
 * (ARCHITECTURE: the server is the one writer), so memory is the right place for this.
 */
export class InFlightLedger {
  private readonly clients = new Map<string, { count: number; lastAt: number }>();
  private readonly sms = new Map<string, number>();

  private static clientKey = (organizationId: string, clientId: string, channel: string) =>
    `${organizationId}|${clientId}|${channel}`;

  clientInFlight(organizationId: string, clientId: string, channel: string): { count: number; lastAt: number | null } {
    const entry = this.clients.get(InFlightLedger.clientKey(organizationId, clientId, channel));
    return { count: entry?.count ?? 0, lastAt: entry?.lastAt ?? null };
  }

  /** SMS credits (parts) cleared to send and not recorded yet. */
  smsInFlight(organizationId: string): number {
    return this.sms.get(organizationId) ?? 0;
  }

  /** Notes a cleared message; the answer undoes it once the outcome is recorded. An SMS holds its credits (parts). */
  hold(
    message: { organizationId: string; clientId: string | null; channel: string; segments?: number },
    at: number,
  ): () => void {
    const key = message.clientId
      ? InFlightLedger.clientKey(message.organizationId, message.clientId, message.channel)
      : null;
    if (key) {
      const entry = this.clients.get(key);
      this.clients.set(key, { count: (entry?.count ?? 0) + 1, lastAt: Math.max(entry?.lastAt ?? 0, at) });
    }
    const sms = message.channel === 'sms';
    const credits = Math.max(1, message.segments ?? 1);
    if (sms) this.sms.set(message.organizationId, this.smsInFlight(message.organizationId) + credits);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (key) {
        const entry = this.clients.get(key);
        if (entry && entry.count > 1) entry.count -= 1;
        else this.clients.delete(key);
      }
      if (sms) {
        const left = this.smsInFlight(message.organizationId) - credits;
        if (left > 0) this.sms.set(message.organizationId, left);
        else this.sms.delete(message.organizationId);
      }
    };
  }
}

const ledgers = new WeakMap<Db, InFlightLedger>();

export function ledgerFor(db: Db): InFlightLedger {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = new InFlightLedger()));
  return ledger;
}
