import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';

/**
 * Roles of an organization. The five built-in roles are created with the organization; custom roles
 * carry their own permission set. `custom_permissions` is a JSON array of permission names.
 */
export const roles = sqliteTable(
  'roles',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * What this organization calls a built-in role ('Therapist' for Practitioner). Only for display:
     * the rules always read `name`. Null shows the standard display name.
     */
    displayName: text('display_name'),
    builtIn: integer('built_in', { mode: 'boolean' }).notNull().default(false),
    customPermissions: text('custom_permissions', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Bumped by every change, for ETag / If-Match on the roles page. */
    version: integer('version').notNull().default(1),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex('roles_org_name').on(t.organizationId, t.name)],
);

/**
 * The team: everyone who works at the business. Those with a password sign in; a member without one
 * (a junior stylist) is on the team, takes bookings, and can be given sign-in later. Email is unique
 * across organizations because sign-in asks only for email.
 */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    email: text('email').notNull().unique(),
    /** Null: a member who does not sign in. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** File name of the avatar under DATA_DIR/uploads/<organization>/avatars; null when none. */
    avatarFile: text('avatar_file'),
    isPlatformAdmin: integer('is_platform_admin', { mode: 'boolean' }).notNull().default(false),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    passwordChangedAt: text('password_changed_at').notNull(),
    /** TOTP secret, AES-256-GCM encrypted (server/security/secrets.ts); null while two-factor is off. */
    totpSecret: text('totp_secret'),
    twoFactorEnabled: integer('two_factor_enabled', { mode: 'boolean' }).notNull().default(false),
    /** A secret generated for enrolment, encrypted, kept until a code from it is verified. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Highest TOTP time step already accepted, so each code works once. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedUntil: text('login_locked_until'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index('users_org').on(t.organizationId)],
);

/**
 * One-time recovery codes for two-factor sign-in, stored as SHA-256 hashes; a used code keeps its
 * row with `used_at` so the count of remaining codes can be shown.
 */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);
