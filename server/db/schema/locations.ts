import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LocationHours } from '../../contract/locations';
import { organizations } from './organizations';
import { services } from './services';

/**
 * Locations (spec part 2 §3). The address is kept as the one string the spec's calls carry and as
 * the parts the form edits. `timezone` null means the organization's. Hours are a JSON document
 * (per weekday: open or not, and slots) validated by the contract.
 */
export const locations = sqliteTable(
  'locations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    timezone: text('timezone'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    hours: text('hours', { mode: 'json' }).$type<LocationHours>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('locations_org').on(t.organizationId)],
);

/** The services offered at a location, and whether clients can book each online there. */
export const locationServices = sqliteTable(
  'location_services',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    isBookableOnline: integer('is_bookable_online', { mode: 'boolean' }).notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('location_services_pair').on(t.locationId, t.serviceId)],
);

/**
 * A location's photos: files under DATA_DIR (server/storage) written by the image pipeline, a
 * full size and a thumbnail. At most one main ("hero") photo per location.
 */
export const locationPhotos = sqliteTable(
  'location_photos',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** File names under the organization's location-photo folder. */
    file: text('file').notNull(),
    thumbnailFile: text('thumbnail_file').notNull(),
    alt: text('alt').notNull().default(''),
    isMain: integer('is_main', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('location_photos_location').on(t.locationId, t.position),
    uniqueIndex('location_photos_one_main')
      .on(t.locationId)
      .where(sql`is_main = 1`),
  ],
);
