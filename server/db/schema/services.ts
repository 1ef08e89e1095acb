import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';

/**
 * Service categories (spec part 2 §3): the menu's sections. `position` is the spec's `order`
 * (a reserved word in SQL). No uniqueness on the name: two sites may both create "Hair".
 */
export const serviceCategories = sqliteTable(
  'service_categories',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    color: text('color').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('service_categories_org').on(t.organizationId, t.position)],
);

/**
 * Services (the spec's treatments). Money in minor units with its currency (ARCHITECTURE.md).
 * Timing as salons book it: buffers before and after, and an optional processing gap inside the
 * service (`processing_start_minutes` after the start, for `processing_minutes`) during which the
 * practitioner is free for another client.
 */
export const services = sqliteTable(
  'services',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => serviceCategories.id, { onDelete: 'set null' }),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    priceType: text('price_type', { enum: ['fixed', 'from', 'free'] }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    defaultTemplateId: text('default_template_id'),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('services_org_category').on(t.organizationId, t.categoryId),
    check('services_price', sql`${t.priceMinor} >= 0`),
    check('services_duration', sql`${t.durationMinutes} > 0`),
  ],
);

/** A service's variants (spec §3 "Variant"), in the order the dialog lists them. */
export const serviceVariants = sqliteTable(
  'service_variants',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceType: text('price_type', { enum: ['fixed', 'from', 'free'] }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('service_variants_service').on(t.serviceId, t.position),
    check('service_variants_price', sql`${t.priceMinor} >= 0`),
    check('service_variants_duration', sql`${t.durationMinutes} > 0`),
  ],
);
