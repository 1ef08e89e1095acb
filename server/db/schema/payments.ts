import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';

/**
 * Payment gateways (spec part 2 §3): one row per organization and provider, created unconfigured
 * by `initialize`. Non-secret credentials are plain JSON; the secret ones are one JSON object
 * encrypted with the data folder's key (security/secrets.ts), so neither a copied database nor a
 * SELECT reveals them.
 */
export const paymentGateways = sqliteTable(
  'payment_gateways',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** stripe | square | paypal | adyen | tyro */
    type: text('type').notNull(),
    isConfigured: integer('is_configured', { mode: 'boolean' }).notNull().default(false),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(false),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    isLive: integer('is_live', { mode: 'boolean' }).notNull().default(false),
    /** connected | pending | disconnected */
    status: text('status').notNull().default('disconnected'),
    useForOnlineBookings: integer('use_for_online_bookings', { mode: 'boolean' }).notNull().default(false),
    useForInStoreCheckout: integer('use_for_in_store_checkout', { mode: 'boolean' }).notNull().default(false),
    /** Empty: every location. */
    locationIds: text('location_ids', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The non-secret credential fields by their §3 names (publicKey, applicationId, clientId...). */
    credentials: text('credentials', { mode: 'json' })
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'`),
    /** SecretBox ciphertext of a JSON object of the secret fields; null when none is stored. */
    secrets: text('secrets'),
    feesDescription: text('fees_description').notNull().default(''),
    lastTestedAt: text('last_tested_at'),
    /** The provider's refusal at the last Test Connection, in English... */
    lastError: text('last_error'),
    /** ...and as one of the providers' reasons (contract/log-reasons.ts), for the screen to translate. */
    lastErrorKey: text('last_error_key'),
    lastErrorValues: text('last_error_values', { mode: 'json' }).$type<Record<string, string | number>>(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // Also serves the organization's list: organization_id leads.
  (t) => [uniqueIndex('payment_gateways_org_type').on(t.organizationId, t.type)],
);
