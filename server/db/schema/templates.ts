import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Message templates (spec part 3 §3, §7) in three scopes:
 * - platform templates: the defaults every organization starts from, one per (type, subtype). The
 *   catalog shipped with the app (server/templates/catalog.ts) is brought in by a sync, which
 *   counts what it updated and what is new. Their id is derived from (type, subtype), so removing
 *   them all and syncing again gives the same ids, and organizations' overrides survive it.
 * - system templates: an organization's view of a platform template, with its own override
 *   (`template_overrides`), which can be reset to the default.
 * - marketing templates: the organization's own (`marketing_templates`).
 */
export const platformTemplates = sqliteTable(
  'platform_templates',
  {
    /** Derived from (type, subtype): server/templates/ids.ts. */
    id: text('id').primaryKey(),
    /** email | sms | notification */
    type: text('type').notNull(),
    subtype: text('subtype').notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    /** The SMS text, the push body, or an email's plain-text part. */
    content: text('content').notNull(),
    /** An email's body, sanitised, made of builder blocks (contract/email-blocks.ts). */
    htmlContent: text('html_content'),
    /** The variable names the template uses, `{{name}}` without the braces. */
    variables: text('variables', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** SHA-256 of the shipped catalog entry this row was last synced from. */
    shippedHash: text('shipped_hash').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('platform_templates_type_subtype').on(t.type, t.subtype)],
);

/**
 * An organization's own version of a platform template. Keyed by the platform template's derived
 * id (no foreign key on purpose: removing the platform rows must not take organizations' work
 * with it). A null custom field means "the default's".
 */
export const templateOverrides = sqliteTable(
  'template_overrides',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    customSubject: text('custom_subject'),
    customContent: text('custom_content'),
    customHtml: text('custom_html'),
    customVariables: text('custom_variables', { mode: 'json' }).$type<string[]>(),
    /** Off: the engine does not send this message for the organization. */
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.templateId] })],
);

/** Templates an organization writes itself (scope marketing): created, edited, duplicated, deleted. */
export const marketingTemplates = sqliteTable(
  'marketing_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subtype: text('subtype').notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    htmlContent: text('html_content'),
    variables: text('variables', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('marketing_templates_org').on(t.organizationId, t.type, t.name)],
);

/**
 * Every version of a template, with who made it and when: each override saved, reset, toggled or
 * imported (organization_id set), each platform row synced (organization_id null), each marketing
 * template saved. The template's content as it was after the change.
 */
export const templateHistory = sqliteTable(
  'template_history',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    /** create | update | override | reset | toggle | import | sync | delete */
    change: text('change').notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    htmlContent: text('html_content'),
    variables: text('variables', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the history still says who after the user is gone. */
    changedByName: text('changed_by_name'),
    changedAt: text('changed_at').notNull(),
  },
  (t) => [index('template_history_template').on(t.templateId, t.organizationId, t.changedAt)],
);
