import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';

/** API requests answered per organization and calendar month (UTC), for usage figures. */
export const apiUsage = sqliteTable(
  'api_usage',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);
