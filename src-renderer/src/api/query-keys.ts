/**
 * Every server-state key in one place. Feature hooks use these, and the query client hangs the
 * specification's stale times on their prefixes (see query-client.ts).
 */
export const queryKeys = {
  setupStatus: ['setup', 'status'],
  session: ['auth', 'me'],
  userPreferences: ['settings', 'user'],
  overview: ['settings', 'overview'],
  teamUsers: ['team', 'users'],
  roles: ['roles'],
  // Personal settings (part 1 §2): the signed-in user's own documents.
  profile: ['users', 'profile'],
  security: ['users', 'security'],
  passwordRules: ['security', 'password-rules'],
  sessions: ['users', 'sessions'],
  notificationPreferences: ['notifications', 'preferences'],
  organizationRegional: ['settings', 'organization'],
  // Organization settings (part 1 §2): general data, subscription and usage, tax.
  organizationData: ['settings', 'organization-data'],
  tiers: ['public', 'tiers'],
  billing: ['billing'],
  subscription: ['billing', 'subscription'],
  usage: ['billing', 'usage'],
  overages: ['billing', 'overages'],
  tax: ['tax'],
  taxSettings: ['tax', 'settings'],
  taxRates: ['tax', 'rates'],
  taxOverrides: ['tax', 'overrides'],
  // Areas built by later issues; their stale times come from the specification (part 1 §9).
  categories: ['services', 'categories'],
  treatments: ['services', 'treatments'],
  /** The bookable menu any team member reads (ROUTES.treatments.list). */
  bookableTreatments: ['services', 'bookable'],
  systemTemplates: ['templates', 'system'],
  onlineBooking: ['booking', 'online'],
  businessHours: ['booking', 'business-hours'],
  bookingRules: ['booking', 'rules'],
  notificationLogs: ['notification-logs'],
  // Branding & Communications, Theme Customization and Integrations share one document (issue 13).
  brandingConfig: ['tenant-branding', 'config'],
} as const;
