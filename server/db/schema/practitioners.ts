import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { WorkingHours } from '../../contract/practitioners';
import { locations } from './locations';
import { organizations } from './organizations';
import { services } from './services';
import { users } from './users';

/** The services a team member performs. */
export const memberServices = sqliteTable(
  'member_services',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('member_services_pair').on(t.userId, t.serviceId)],
);

/**
 * Where a team member works, and when: `hours` null means the location's own hours; otherwise
 * per weekday the slots they work there.
 */
export const memberLocations = sqliteTable(
  'member_locations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    hours: text('hours', { mode: 'json' }).$type<WorkingHours | null>(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('member_locations_pair').on(t.userId, t.locationId)],
);

/** Dated time off (holiday, training, sick leave): the member takes no bookings on those days. */
export const memberTimeOff = sqliteTable(
  'member_time_off',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First and last day off, inclusive, YYYY-MM-DD in the location's zone. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('member_time_off_user').on(t.userId, t.startDate)],
);
