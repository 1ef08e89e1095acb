import { sql } from 'drizzle-orm';
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Settings backups (spec part 3 "Backup", issue 17): a snapshot of chosen sections of an
 * organization's settings, made by hand (`manual`) or taken automatically before a risky change
 * (`recovery_point`: a restore, an import, applying a settings template). The payload is the
 * backup file itself: JSON, or AES-256-GCM ciphertext under the organization's backup key
 * (backup_keys) when encrypted, so a downloaded copy is the same bytes.
 */
export const settingsBackups = sqliteTable(
  'settings_backups',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** manual | recovery_point */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** organization | personal | branding | financial | team | security */
    sections: text('sections', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    encrypted: integer('encrypted', { mode: 'boolean' }).notNull(),
    /** success | failed */
    status: text('status').notNull(),
    /** The number of database migrations when it was made: a newer backup is refused. */
    schemaVersion: integer('schema_version').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    payload: blob('payload', { mode: 'buffer' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('settings_backups_org').on(t.organizationId, t.kind, t.createdAt)],
);

/**
 * An organization's backup key: derived from a passphrase the owner sets once (scrypt, with this
 * salt and these parameters), kept sealed with the data folder's key (security/secrets.ts) so
 * automatic recovery points can be encrypted without asking. A backup file carries the salt and
 * parameters; on another computer the passphrase derives the same key again.
 */
export const backupKeys = sqliteTable('backup_keys', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** base64 */
  salt: text('salt').notNull(),
  /** {N, r, p, keyLength} of scrypt */
  params: text('params', { mode: 'json' }).$type<{ N: number; r: number; p: number; keyLength: number }>().notNull(),
  /** The derived key, sealed with the data folder's SecretBox. */
  sealedKey: text('sealed_key').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/**
 * Settings templates (spec part 3 "Settings template", issue 17): the official business-type
 * templates are seeded into every organization (isOfficial, createdBy null); the others are made
 * by its members from the current settings.
 */
export const settingsTemplates = sqliteTable(
  'settings_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The official template's stable key (hair-salon, day-spa...), null for the organization's own. */
    officialKey: text('official_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** business-type | workflow | custom */
    category: text('category').notNull(),
    /** {organization, personal}: the settings it applies. */
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    isOfficial: integer('is_official', { mode: 'boolean' }).notNull().default(false),
    isFavorite: integer('is_favorite', { mode: 'boolean' }).notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('settings_templates_org').on(t.organizationId, t.category)],
);
