import { Type, type Static } from 'typebox';
import { NameField, Strict } from './common';
import { PERMISSIONS, type Permission } from './permissions';

/**
 * Creating and editing roles (spec part 1 §6). The list answer is RoleSummary in ./team.ts, which
 * the team page shares.
 */
export const ROLE_NAME_MAX_LENGTH = 50;

/**
 * What an organization may call a built-in role ('Therapist' for Practitioner). Checked by the
 * service, so every refusal names the field "Display name"; the schema only caps absurd input.
 */
export const ROLE_DISPLAY_NAME_MAX_LENGTH = 40;
const DISPLAY_NAME_INPUT_CAP = 200;

/** What the roles page shows beside each permission name. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  manage_organization_settings: 'Organization settings, subscription, branding and online booking',
  manage_roles: 'Roles and team access',
  manage_payment_methods: 'Financial and payment methods',
  manage_tax_settings: 'Tax configuration',
  manage_templates: 'Templates',
  manage_locations: 'Locations',
  manage_notification_settings: 'Booking notification settings',
  manage_integration_settings: 'Integrations',
  manage_security_settings: 'Security and compliance',
  export_all_data: 'Import and export of all data',
};

const PermissionName = Type.Enum([...PERMISSIONS] as Permission[]);
export const PermissionSet = Type.Array(PermissionName, {
  title: 'Permissions',
  uniqueItems: true,
  maxItems: PERMISSIONS.length,
  errorMessage: 'must be a list of distinct permission names',
});
export const RoleName = NameField({ label: 'Role name', maxLength: ROLE_NAME_MAX_LENGTH });

export const CreateRoleBody = Strict({
  name: RoleName,
  customPermissions: Type.Optional(PermissionSet),
});
export type CreateRoleBody = Static<typeof CreateRoleBody>;

export const UpdateRoleBody = Type.Object(
  {
    name: Type.Optional(RoleName),
    customPermissions: Type.Optional(PermissionSet),
    /** Built-in roles only, owner only; null (or the standard name) goes back to the standard name. */
    displayName: Type.Optional(
      Type.Union([Type.String({ maxLength: DISPLAY_NAME_INPUT_CAP }), Type.Null()], { title: 'Display name' }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateRoleBody = Static<typeof UpdateRoleBody>;
