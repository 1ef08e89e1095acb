/** The contract's demo people (CONTRACT.md, "Demo data"). */
export const DEMO_PASSWORD = 'demo-pass-123';

export interface DemoAccount {
  email: string;
  name: string;
  /** As the user menu shows it. */
  roleDisplayName: string;
  organizationSlug: string;
}

export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@demo.test', name: 'Olivia Owens', roleDisplayName: 'Owner', organizationSlug: 'demo-salon' },
  admin: {
    email: 'admin@demo.test',
    name: 'Adam Alvarez',
    roleDisplayName: 'Administrator',
    organizationSlug: 'demo-salon',
  },
  manager: {
    email: 'manager@demo.test',
    name: 'Maya Morgan',
    roleDisplayName: 'Manager',
    organizationSlug: 'demo-salon',
  },
  practitioner: {
    email: 'practitioner@demo.test',
    name: 'Priya Patel',
    roleDisplayName: 'Practitioner',
    organizationSlug: 'demo-salon',
  },
  receptionist: {
    email: 'reception@demo.test',
    name: 'Rosa Reyes',
    roleDisplayName: 'Receptionist',
    organizationSlug: 'demo-salon',
  },
  otherOwner: {
    email: 'owner@other.test',
    name: 'Oscar Ortiz',
    roleDisplayName: 'Owner',
    organizationSlug: 'other-spa',
  },
  platform: {
    email: 'platform@demo.test',
    name: 'Paul Platt',
    roleDisplayName: 'Platform Admin',
    organizationSlug: 'demo-salon',
  },
} as const satisfies Record<string, DemoAccount>;

/** Every menu entry, in menu order, with the titles of the specification's route table. */
export const ALL_ENTRIES = [
  'Settings overview',
  'Profile',
  'Security',
  'Preferences',
  'Notifications',
  'Privacy Settings',
  'General Settings',
  'Subscription & Billing',
  'Services',
  'Financial & Payments',
  'Branding & Communication',
  'Locations',
  'Online Booking',
  'Bookings',
  'Booking Settings',
  'Integrations',
  'Security & Compliance',
  'System templates',
  'Notification logs',
  'Tax Configuration',
  'Roles & Permissions',
  'Team',
  'Theme Customization',
  'System Configuration',
  'Settings Templates',
  'Import & Export',
  'Backup & Recovery',
  'Settings Activity',
  'Help & Documentation',
  'Performance Monitor',
] as const;

/**
 * Entries a practitioner or receptionist must not see: everything the menu table gates by a
 * permission (part 1 §2, parts 2 and 3 §6), plus System Configuration ("admin only").
 */
export const GATED_ENTRIES = [
  'General Settings',
  'Subscription & Billing',
  'Services',
  'Financial & Payments',
  'Branding & Communication',
  'Locations',
  'Online Booking',
  'Booking Settings',
  'Integrations',
  'Security & Compliance',
  'System templates',
  'Notification logs',
  'Tax Configuration',
  'Roles & Permissions',
  'Team',
  'System Configuration',
  'Import & Export',
] as const;

/** A manager is admin-level (every permission) but "managing roles is for owner and admin", and below Admin rank. */
export const HIDDEN_FROM_MANAGER = ['Roles & Permissions', 'Team', 'System Configuration'] as const;

export function entriesWithout(hidden: readonly string[]): string[] {
  return ALL_ENTRIES.filter((entry) => !hidden.includes(entry));
}
