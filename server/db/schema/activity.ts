import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/** The settings activity log: every settings write, successful or not. */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    section: text('section').notNull(),
    action: text('action').notNull(),
    details: text('details').notNull(),
    /**
     * What `details` says, as a message key and its values (contract/activity-details.ts), so the
     * screens can say it in the reader's language. Null on entries written before there were keys.
     */
    detailKey: text('detail_key'),
    detailValues: text('detail_values', { mode: 'json' }).$type<Record<string, unknown>>(),
    changes: text('changes', { mode: 'json' }).$type<Record<string, { before: unknown; after: unknown }>>(),
    success: integer('success', { mode: 'boolean' }).notNull(),
    errorMessage: text('error_message'),
    /**
     * A failure's code (contract/error-codes.ts), so the screens can say a coded refusal in the
     * reader's language rather than the server's English message. Null on successes and on
     * failures recorded before there were codes.
     */
    errorCode: text('error_code'),
    ipAddress: text('ip_address').notNull(),
    createdAt: text('created_at').notNull(),
    /**
     * Identical failures repeated by the same user are folded into one entry: how many times it
     * happened, and when it last did (null while it happened once).
     */
    repeatCount: integer('repeat_count').notNull().default(1),
    lastRepeatedAt: text('last_repeated_at'),
    /**
     * What a successful settings-document write changed, so it can be reverted (issue 17): the
     * document kind and, for a personal document, whose. Null for everything else.
     */
    targetKind: text('target_kind'),
    targetUserId: text('target_user_id'),
    /** Set on the entry of a revert: the entry it undid. */
    revertOf: text('revert_of'),
  },
  (t) => [
    index('activity_org_time').on(t.organizationId, t.createdAt),
    // A failed call looks up the same person's latest entry to fold a repeat into it: by this index
    // it is one seek, where by organization and time it read every entry of the hour by others.
    index('activity_org_user_time').on(t.organizationId, t.userId, t.createdAt),
  ],
);
