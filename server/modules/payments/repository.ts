import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { GATEWAY_TYPES, type GatewayType } from '../../contract/payments';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { locations, paymentGateways } from '../../db/schema';

export type GatewayRow = typeof paymentGateways.$inferSelect;
export type GatewayInsert = typeof paymentGateways.$inferInsert;
/** What a connect or an update may change. */
export type GatewayPatch = Partial<
  Pick<
    GatewayRow,
    | 'isConfigured'
    | 'isEnabled'
    | 'isDefault'
    | 'isLive'
    | 'status'
    | 'useForOnlineBookings'
    | 'useForInStoreCheckout'
    | 'locationIds'
    | 'credentials'
    | 'secrets'
    | 'lastTestedAt'
    | 'lastError'
    | 'lastErrorKey'
    | 'lastErrorValues'
  >
>;
/** What a Test Connection of the stored credentials records. */
export type TestOutcome = Pick<
  GatewayRow,
  'status' | 'lastTestedAt' | 'lastError' | 'lastErrorKey' | 'lastErrorValues'
> &
  Partial<Pick<GatewayRow, 'isLive'>>;

const order = (type: string) => GATEWAY_TYPES.indexOf(type as GatewayType);

/** The organization's gateways in the providers' order (Stripe, Square, PayPal, Adyen, Tyro). */
export function listGateways(db: Db, organizationId: string): readonly GatewayRow[] {
  return cachedRead(db, `payment-gateways|${organizationId}`, () =>
    db
      .select()
      .from(paymentGateways)
      .where(eq(paymentGateways.organizationId, organizationId))
      .all()
      .sort((a, b) => order(a.type) - order(b.type)),
  );
}

export function findGateway(db: Db, organizationId: string, type: GatewayType): GatewayRow | undefined {
  return db
    .select()
    .from(paymentGateways)
    .where(and(eq(paymentGateways.organizationId, organizationId), eq(paymentGateways.type, type)))
    .get();
}

/**
 * Adds the rows that are not there yet; the unique index on (organization, type) makes a second
 * or a concurrent call add nothing. Answers how many were added.
 */
export function insertMissingGateways(db: Db, rows: GatewayInsert[]): number {
  if (rows.length === 0) return 0;
  return db
    .insert(paymentGateways)
    .values(rows)
    .onConflictDoNothing({ target: [paymentGateways.organizationId, paymentGateways.type] })
    .run().changes;
}

/** Writes a change only if the gateway is still at `version`; answers whether it was. */
export function updateGateway(
  db: Db,
  organizationId: string,
  type: GatewayType,
  version: number,
  patch: GatewayPatch,
  now: Date,
): boolean {
  return (
    db
      .update(paymentGateways)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(
        and(
          eq(paymentGateways.organizationId, organizationId),
          eq(paymentGateways.type, type),
          eq(paymentGateways.version, version),
        ),
      )
      .run().changes === 1
  );
}

/**
 * Records a test of the stored credentials, if they are still the ones tested (same version).
 * Not an edit: the version stays, so the form that was open keeps saving without a 412.
 */
export function recordTestOutcome(
  db: Db,
  organizationId: string,
  type: GatewayType,
  version: number,
  outcome: TestOutcome,
): boolean {
  return (
    db
      .update(paymentGateways)
      .set(outcome)
      .where(
        and(
          eq(paymentGateways.organizationId, organizationId),
          eq(paymentGateways.type, type),
          eq(paymentGateways.version, version),
        ),
      )
      .run().changes === 1
  );
}

/** Takes the default flag off every other gateway that holds it (and moves their versions on). */
export function clearOtherDefaults(db: Db, organizationId: string, type: GatewayType, now: Date): void {
  db.update(paymentGateways)
    .set({ isDefault: false, version: sql`${paymentGateways.version} + 1`, updatedAt: now.toISOString() })
    .where(
      and(
        eq(paymentGateways.organizationId, organizationId),
        eq(paymentGateways.isDefault, true),
        ne(paymentGateways.type, type),
      ),
    )
    .run();
}

/** Which of `ids` are locations of the organization (another organization's are simply not found). */
export function ownLocationIds(db: Db, organizationId: string, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])))
    .all();
  return new Set(rows.map((row) => row.id));
}

export function locationName(db: Db, organizationId: string, id: string): string | undefined {
  return db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)))
    .get()?.name;
}
