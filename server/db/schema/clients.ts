import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';

/**
 * Clients (spec part 3 §3, import fields) plus tags. Empty text is '' rather than NULL so a merge
 * can tell "not known" by one test. `email_key` (lower-cased email) and `phone_key` (digits of the
 * phone) find an existing client on import; they are indexed but not unique (ARCHITECTURE.md: two
 * sites may both create the same client before they sync), so duplicates are refused by the service.
 */
export const clients = sqliteTable(
  'clients',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    alternatePhone: text('alternate_phone').notNull().default(''),
    /** ISO date (YYYY-MM-DD) or ''. */
    dateOfBirth: text('date_of_birth').notNull().default(''),
    gender: text('gender').notNull().default(''),
    preferredPronouns: text('preferred_pronouns').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    address: text('address').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    preferredContactMethod: text('preferred_contact_method').notNull().default(''),
    languagePreference: text('language_preference').notNull().default(''),
    referralSource: text('referral_source').notNull().default(''),
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('clients_org_name').on(t.organizationId, t.lastName, t.firstName),
    index('clients_org_email').on(t.organizationId, t.emailKey),
    index('clients_org_phone').on(t.organizationId, t.phoneKey),
  ],
);

/**
 * Retail products (spec part 3 §3, import fields). Money in minor units with its currency; stock
 * as a whole count. `sku_key` (trimmed, lower-cased SKU or barcode) finds an existing product on
 * import, like the clients' keys.
 */
export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    sku: text('sku').notNull().default(''),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    category: text('category').notNull().default(''),
    brand: text('brand').notNull().default(''),
    notes: text('notes').notNull().default(''),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    skuKey: text('sku_key'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('products_org_name').on(t.organizationId, t.name),
    index('products_org_sku').on(t.organizationId, t.skuKey),
    check('products_price', sql`${t.priceMinor} >= 0`),
  ],
);
