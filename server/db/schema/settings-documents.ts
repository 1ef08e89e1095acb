import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Settings documents: one validated JSON document per (organization, kind), or per
 * (organization, kind, user) for personal documents. `version` backs the ETag / If-Match check.
 */
export const settingsDocuments = sqliteTable(
  'settings_documents',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Empty string for organization documents: SQLite treats NULLs as distinct in unique indexes. */
    userId: text('user_id').notNull().default(''),
    kind: text('kind').notNull(),
    data: text('data', { mode: 'json' }).$type<unknown>().notNull(),
    version: integer('version').notNull(),
    updatedAt: text('updated_at').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('settings_documents_scope').on(t.organizationId, t.kind, t.userId)],
);
