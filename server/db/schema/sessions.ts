import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/** Sign-in sessions. Only the SHA-256 of the token is stored; the token itself lives with the client. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    lastActiveAt: text('last_active_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    endedAt: text('ended_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
