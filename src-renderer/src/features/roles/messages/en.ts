import type { Permission, RoleKey } from '../../../../../server/contract/permissions';

// A type only, as in organizations/messages/en.ts; the labels repeat PERMISSION_LABELS.

const permissions = {
  'roles.permission.manage_organization_settings': 'Organization settings, subscription, branding and online booking',
  'roles.permission.manage_roles': 'Roles and team access',
  'roles.permission.manage_payment_methods': 'Financial and payment methods',
  'roles.permission.manage_tax_settings': 'Tax configuration',
  'roles.permission.manage_templates': 'Templates',
  'roles.permission.manage_locations': 'Locations',
  'roles.permission.manage_notification_settings': 'Booking notification settings',
  'roles.permission.manage_integration_settings': 'Integrations',
  'roles.permission.manage_security_settings': 'Security and compliance',
  'roles.permission.export_all_data': 'Import and export of all data',
} as const satisfies Record<`roles.permission.${Permission}`, string>;

// The standard names of the built-in roles, as role-names.ts shows them (part 1 §6's names).
const standardNames = {
  'roles.standard.platform_admin': 'Platform Admin',
  'roles.standard.owner': 'Owner',
  'roles.standard.admin': 'Administrator',
  'roles.standard.manager': 'Manager',
  'roles.standard.practitioner': 'Practitioner',
  'roles.standard.receptionist': 'Receptionist',
  'roles.standard.viewer': 'Viewer',
  'roles.standard.client': 'Client',
} as const satisfies Record<`roles.standard.${RoleKey}`, string>;

// In ICU messages an apostrophe quotes what follows: '' writes one ("Delete role ''{name}''?").

/** English texts of the Roles & Permissions page; spec texts verbatim. */
export const rolesMessages = {
  'search.terms.createRole': 'new role, custom role',

  // Roles & Permissions (part 1 §6).
  ...permissions,
  ...standardNames,
  'roles.subtitle': 'What each role may do, and who holds it.',
  'roles.builtIn': 'Built-in',
  'roles.custom': 'Custom',
  'roles.rank.highest': 'Highest rank',
  'roles.rank.below': 'Ranks below {role}',
  'roles.holders': '{count, plural, =0 {Nobody} one {# person} other {# people}}',
  'roles.heldBy.title': 'Held by',
  'roles.heldBy.none': 'Nobody holds this role.',
  'roles.permissions.title': 'Permissions',
  'roles.permissions.description':
    'Permissions open settings pages to everyone holding the role, in the menu and on the server, from their next page load.',
  'roles.permissions.ownerOnly':
    'Only the owner can change permissions. You can create, rename and delete custom roles.',
  'roles.permissions.included': 'Included with the role',
  'roles.permissions.all': 'The {role} role includes every permission.',
  'roles.permissions.saved': 'Permissions updated',
  'roles.permissions.failed': 'Failed to update permissions',
  'roles.assign.title': 'Give this role to a team member',
  'roles.assign.choose': 'Choose a team member',
  'roles.assign.option': '{name} (now {role})',
  'roles.assign.submit': 'Assign role',
  'roles.assign.nobody': 'Everyone who can be given this role already holds it.',
  'roles.create': 'Create role',
  'roles.create.title': 'Create role',
  'roles.create.name': 'Role name',
  'roles.create.nameHelp':
    'Up to {max} characters. The names of built-in roles and their aliases (such as Front Desk) are taken.',
  'roles.create.permissionsLater': 'The owner chooses the permissions of the new role.',
  'roles.create.done': 'Role created',
  'roles.create.failed': 'Failed to create role',
  'roles.rename': 'Rename',
  'roles.rename.title': 'Rename {role}',
  'roles.rename.done': 'Role renamed',
  'roles.rename.failed': 'Failed to rename role',
  'roles.delete': 'Delete',
  'roles.delete.confirmTitle': "Delete role ''{name}''? This cannot be undone.",
  'roles.delete.inUse':
    '{count, plural, one {# team member still holds this role} other {# team members still hold this role}}: give them another role first.',
  'roles.delete.done': 'Role deleted',
  'roles.delete.failed': 'Failed to delete role',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'You cannot give the {role} role: it ranks above yours or holds permissions you do not have.',
  'roles.displayName.action': 'Change display name',
  'roles.displayName.title': 'What your organization calls the {role} role',
  'roles.displayName.label': 'Display name',
  'roles.displayName.help':
    'Up to {max} characters, shown on the Team and Roles pages. It may not read as another role; the rules of {standard} stay the same.',
  'roles.displayName.standard': 'Built-in role {standard}',
  'roles.displayName.reset': 'Use {standard}',
  'roles.displayName.save': 'Save',
  'roles.displayName.done': 'Display name updated',
  'roles.displayName.failed': 'Failed to update the display name',

  'roles.teamCard.title': 'Team members',
  'roles.teamCard.body': 'Choose who can sign in and which role each person has.',
  'roles.teamCard.action': 'Open Team',
} as const;

declare global {
  interface EnglishMessageParts {
    roles: typeof rolesMessages;
  }
}
