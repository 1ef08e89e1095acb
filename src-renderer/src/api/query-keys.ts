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
  // Areas built by later issues; their stale times come from the specification (part 1 §9).
  categories: ['services', 'categories'],
  treatments: ['services', 'treatments'],
  systemTemplates: ['templates', 'system'],
  onlineBooking: ['booking', 'online'],
  businessHours: ['booking', 'business-hours'],
  bookingRules: ['booking', 'rules'],
  notificationLogs: ['notification-logs'],
} as const;
