import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { PlanTier, UsageResource } from '../../contract/billing';
import { organizations } from './organizations';
import { users } from './users';

/**
 * The subscription tiers, as data: seeded by a migration, ordered FREE → STUDIO → LUXE → PREMIER.
 * Limits are -1 for unlimited, never 0, so a percentage of a limit always exists. Prices are in
 * minor units of `currency`; overage prices are per unit over the limit (per started GB for storage).
 */
export const planTiers = sqliteTable(
  'plan_tiers',
  {
    name: text('name').$type<PlanTier>().primaryKey(),
    displayName: text('display_name').notNull(),
    sortOrder: integer('sort_order').notNull().unique(),
    monthlyPriceMinor: integer('monthly_price_minor').notNull(),
    currency: text('currency').notNull(),
    staff: integer('staff_limit').notNull(),
    locations: integer('locations_limit').notNull(),
    clients: integer('clients_limit').notNull(),
    monthlyAppointments: integer('monthly_appointments_limit').notNull(),
    monthlyEmails: integer('monthly_emails_limit').notNull(),
    monthlySMS: integer('monthly_sms_limit').notNull(),
    monthlyPush: integer('monthly_push_limit').notNull(),
    storageGB: integer('storage_gb_limit').notNull(),
    overagePrices: text('overage_prices', { mode: 'json' }).$type<Record<UsageResource, number>>().notNull(),
  },
  (t) => [
    check(
      'plan_tiers_limits',
      sql.join(
        [
          t.staff,
          t.locations,
          t.clients,
          t.monthlyAppointments,
          t.monthlyEmails,
          t.monthlySMS,
          t.monthlyPush,
          t.storageGB,
        ].map((limit) => sql`(${limit} = -1 or ${limit} > 0)`),
        sql` and `,
      ),
    ),
    check('plan_tiers_price', sql`${t.monthlyPriceMinor} >= 0`),
  ],
);

/**
 * An organization's subscription. No row means FREE since the organization was created. `anchor_at`
 * is the billing anniversary: periods run from that day of the month to the same day a month later.
 * The stored status is trialing, active, past_due or canceled; a lapsed trial is computed on read.
 */
export const subscriptions = sqliteTable('subscriptions', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  plan: text('plan')
    .$type<PlanTier>()
    .notNull()
    .references(() => planTiers.name),
  status: text('status').$type<'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
  billingCycle: text('billing_cycle').$type<'monthly'>().notNull().default('monthly'),
  trialEndsAt: text('trial_ends_at'),
  anchorAt: text('anchor_at').notNull(),
  updatedAt: text('updated_at').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Usage over a plan limit, one row per organization, billing period and resource. Written whenever
 * usage is measured (usage and overage reads), keeping the period's peak: counts of monthly
 * resources only grow within a period, and seats or storage are billed at their high-water mark.
 * The unit price and limit are copied in, so a later price change does not rewrite history.
 */
export const usageOverages = sqliteTable(
  'usage_overages',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    resource: text('resource').$type<UsageResource>().notNull(),
    plan: text('plan').$type<PlanTier>().notNull(),
    limitValue: integer('limit_value').notNull(),
    peakUsage: integer('peak_usage').notNull(),
    unitsOver: integer('units_over').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    costMinor: integer('cost_minor').notNull(),
    currency: text('currency').notNull(),
    recordedAt: text('recorded_at').notNull(),
  },
  (t) => [uniqueIndex('usage_overages_period').on(t.organizationId, t.periodStart, t.resource)],
);
