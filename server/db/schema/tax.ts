import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { services } from './services';

/**
 * Tax rates of an organization. The rate is in thousandths of a percent (10% → 10000), never a
 * float. At most one default per organization, enforced by a partial unique index.
 */
export const taxRates = sqliteTable(
  'tax_rates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rateThousandths: integer('rate_thousandths').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tax_rates_org_name').on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex('tax_rates_one_default')
      .on(t.organizationId)
      .where(sql`is_default = 1`),
    check('tax_rates_range', sql`${t.rateThousandths} between 0 and 100000`),
  ],
);

/**
 * Per-service tax: the service uses another rate than the default, or none (tax_rate_id null).
 * Deleting the service deletes its override.
 */
export const serviceTaxOverrides = sqliteTable(
  'service_tax_overrides',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    taxRateId: text('tax_rate_id').references(() => taxRates.id, { onDelete: 'restrict' }),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('service_tax_overrides_service').on(t.organizationId, t.serviceId)],
);
