/** Where an alias goes: a settings route, or the Team page outside settings. */
export type AliasTarget = { section: string } | { staff: true };

/**
 * The redirect aliases of part 1 §2, relative to the settings base. 'billing/*' covers billing
 * itself too. 'payments/gateways' is the payment gateway setup link of part 2 §2, which lives on
 * the Financial & Payments page.
 */
export const SETTINGS_ALIASES: Readonly<Record<string, AliasTarget>> = {
  profile: { section: 'personal/profile' },
  security: { section: 'personal/security' },
  preferences: { section: 'personal/preferences' },
  notifications: { section: 'personal/notifications' },
  privacy: { section: 'personal/privacy' },
  general: { section: 'organization/general' },
  'business-hours': { section: 'organization/general' },
  features: { section: 'organization/general' },
  appointments: { section: 'organization/services' },
  tax: { section: 'organization/tax' },
  branding: { section: 'organization/branding' },
  integrations: { section: 'organization/integrations' },
  members: { staff: true },
  billing: { section: 'organization/financial' },
  'billing/*': { section: 'organization/financial' },
  'workspace-security': { section: 'organization/security' },
  'payments/gateways': { section: 'organization/financial' },
};
