import type { RoutePermission } from '../../server/contract/permissions';

/** Who may call a route: a permission (or signed_in for everyone with a session), or anyone. */
export type RouteAccess = RoutePermission | 'public';

/**
 * The reviewed permission of every API route, written by hand: a change here is a decision
 * someone has looked at. tests/api/permission-matrix.test.ts fails when a registered route is
 * missing from this table or declares something else, and derives each role's expected answer
 * from this table, not from the route's own declaration, so loosening a route fails a test.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteAccess>> = {
  // Signed-out: health, first-run setup, sign-in, the public price list.
  'GET /api/health': 'public',
  // The API's description (issue 18): what exists, never anyone's data.
  'GET /api/docs': 'public',
  'GET /api/docs/openapi.json': 'public',
  'GET /api/setup/status': 'public',
  'POST /api/setup': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/public/tiers': 'public',
  // A team invitation's link: the token is the proof.
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'public',
  // The public booking page (issue 16): signed out; the manage link's token is the proof.
  'GET /api/public/booking/:slug': 'public',
  'GET /api/public/booking/:slug/availability': 'public',
  'POST /api/public/booking/:slug/holds': 'public',
  'POST /api/public/booking/:slug/appointments': 'public',
  'GET /api/public/appointments/:token': 'public',
  'POST /api/public/appointments/:token/cancel': 'public',
  'POST /api/public/appointments/:token/reschedule': 'public',
  'POST /api/public/appointments/:token/payment': 'public',
  'GET /api/public/appointments/:token/card-form': 'public',
  'POST /api/public/appointments/:token/card': 'public',

  // The session itself.
  'POST /api/auth/logout': 'signed_in',
  'GET /api/auth/me': 'signed_in',

  // Personal settings: each person's own account and documents.
  'GET /api/users/profile': 'signed_in',
  'PUT /api/users/profile': 'signed_in',
  'POST /api/users/avatar': 'signed_in',
  'GET /api/users/:id/avatar': 'signed_in',
  'GET /api/users/directory': 'signed_in',
  'GET /api/users/security': 'signed_in',
  'POST /api/users/change-password': 'signed_in',
  'POST /api/users/enable-2fa/generate': 'signed_in',
  'POST /api/users/enable-2fa/verify': 'signed_in',
  'POST /api/users/disable-2fa': 'signed_in',
  'GET /api/users/sessions': 'signed_in',
  'DELETE /api/users/sessions/:id': 'signed_in',
  'POST /api/users/sessions/terminate-all': 'signed_in',
  'GET /api/settings/user': 'signed_in',
  'POST /api/settings/user': 'signed_in',
  'GET /api/notifications/preferences': 'signed_in',
  'PUT /api/notifications/preferences': 'signed_in',
  'GET /api/users/notification-preferences': 'signed_in',
  'PUT /api/users/notification-preferences': 'signed_in',

  // Shown to everyone, filtered by who asks (activity visibility, regional defaults).
  'GET /api/settings/activity': 'signed_in',
  'GET /api/settings/activity/summary': 'signed_in',
  'POST /api/settings/activity/export': 'signed_in',
  // Clearing the audit trail is a security matter; undoing a change writes organization settings
  // (and, in the service, needs the permission of the settings it writes back).
  'DELETE /api/settings/activity': 'manage_security_settings',
  'POST /api/settings/activity/:id/revert': 'manage_organization_settings',
  'GET /api/settings/overview': 'signed_in',
  'GET /api/settings/organization': 'signed_in',

  // Team and roles.
  'GET /api/team/users': 'manage_roles',
  'POST /api/team/users': 'manage_roles',
  'PUT /api/team/users/:id/role': 'manage_roles',
  'POST /api/team/users/:id/deactivate': 'manage_roles',
  'POST /api/team/users/:id/reactivate': 'manage_roles',
  'POST /api/team/users/:id/sign-in': 'manage_roles',
  'POST /api/team/users/:id/invitation': 'manage_roles',
  'GET /api/team/users/:id/practitioner': 'manage_roles',
  'PUT /api/team/users/:id/practitioner': 'manage_roles',
  'GET /api/roles': 'manage_roles',
  'POST /api/roles': 'manage_roles',
  'PUT /api/roles/:id': 'manage_roles',
  'DELETE /api/roles/:id': 'manage_roles',

  // Organization: general settings (registration and tax numbers) and the subscription.
  'GET /api/settings/organization-data': 'manage_organization_settings',
  'PUT /api/settings/organization-data': 'manage_organization_settings',
  'GET /api/billing/subscription': 'manage_organization_settings',
  'PUT /api/billing/subscription/plan': 'manage_organization_settings',
  'GET /api/billing/usage/detailed': 'manage_organization_settings',
  'GET /api/billing/overages': 'manage_organization_settings',

  // Tax configuration.
  'GET /api/settings/tax': 'manage_tax_settings',
  'PUT /api/settings/tax': 'manage_tax_settings',
  'GET /api/settings/tax/rates': 'manage_tax_settings',
  'POST /api/settings/tax/rates': 'manage_tax_settings',
  'PUT /api/settings/tax/rates/:id': 'manage_tax_settings',
  'DELETE /api/settings/tax/rates/:id': 'manage_tax_settings',
  'GET /api/settings/tax/overrides': 'manage_tax_settings',
  'POST /api/settings/tax/overrides': 'manage_tax_settings',
  'PUT /api/settings/tax/overrides/:id': 'manage_tax_settings',
  'DELETE /api/settings/tax/overrides/:id': 'manage_tax_settings',

  // Services & Booking: the menu (categories, services and variants) for the settings screen...
  'GET /api/settings/services/categories': 'manage_organization_settings',
  'POST /api/settings/services/categories': 'manage_organization_settings',
  'PUT /api/settings/services/categories/order': 'manage_organization_settings',
  'PUT /api/settings/services/categories/:id': 'manage_organization_settings',
  'DELETE /api/settings/services/categories/:id': 'manage_organization_settings',
  'GET /api/settings/services/treatments': 'manage_organization_settings',
  'POST /api/settings/services/treatments': 'manage_organization_settings',
  'PUT /api/settings/services/treatments/:id': 'manage_organization_settings',
  'DELETE /api/settings/services/treatments/:id': 'manage_organization_settings',
  // ...and as every team member reads it (pickers, locations, the booking page's editor).
  'GET /api/treatments': 'signed_in',
  'GET /api/treatments/treatment-categories': 'signed_in',
  'GET /api/treatments/categories': 'signed_in',
  'GET /api/treatment-form-templates': 'signed_in',

  // Services & Booking: the online booking, business hours and booking rules documents.
  'GET /api/settings/services/online-booking': 'manage_organization_settings',
  'PUT /api/settings/services/online-booking': 'manage_organization_settings',
  'GET /api/settings/services/business-hours': 'manage_organization_settings',
  'PUT /api/settings/services/business-hours': 'manage_organization_settings',
  'GET /api/settings/services/booking-rules': 'manage_organization_settings',
  'PUT /api/settings/services/booking-rules': 'manage_organization_settings',

  // Locations: every member reads where the business works; writes need manage_locations.
  'GET /api/locations': 'signed_in',
  'POST /api/locations': 'manage_locations',
  'PUT /api/locations/:id': 'manage_locations',
  'DELETE /api/locations/:id': 'manage_locations',
  'POST /api/locations/:id/photos': 'manage_locations',
  'DELETE /api/locations/:id/photos/:photoId': 'manage_locations',
  'PUT /api/locations/:id/photos/:photoId/main': 'manage_locations',
  'GET /api/locations/:id/photos/:photoId/file': 'signed_in',

  // Clients: the team works with them every day (the service refuses ranks below receptionist);
  // deleting one is for those who manage the organization.
  'GET /api/clients': 'signed_in',
  'POST /api/clients': 'signed_in',
  'GET /api/clients/:id': 'signed_in',
  'PUT /api/clients/:id': 'signed_in',
  'DELETE /api/clients/:id': 'manage_organization_settings',

  // The desk's Bookings list (issue 16): reception's daily work (the service refuses ranks below receptionist).
  'GET /api/appointments': 'signed_in',
  'POST /api/appointments': 'signed_in',
  'POST /api/appointments/:id/approve': 'signed_in',
  'POST /api/appointments/:id/decline': 'signed_in',
  'POST /api/appointments/:id/cancel': 'signed_in',
  'POST /api/appointments/:id/no-show': 'signed_in',

  // Products: looked up by the team, the catalogue changed by those who manage the organization.
  'GET /api/products': 'signed_in',
  'POST /api/products': 'manage_organization_settings',
  'GET /api/products/:id': 'signed_in',
  'PUT /api/products/:id': 'manage_organization_settings',
  'DELETE /api/products/:id': 'manage_organization_settings',

  // Imports and exports: the Import & Export hub's permission (spec part 3 §6).
  'POST /api/clients/import': 'export_all_data',
  'POST /api/treatments/import': 'export_all_data',
  'POST /api/staff/import': 'export_all_data',
  'POST /api/products/import': 'export_all_data',
  'GET /api/clients/export': 'export_all_data',
  'GET /api/treatments/export': 'export_all_data',
  'GET /api/staff/export': 'export_all_data',
  'GET /api/products/export': 'export_all_data',

  // Financial & Payments (spec part 2 §6: the financial page needs manage_payment_methods).
  'GET /api/payment-gateways': 'manage_payment_methods',
  'POST /api/payment-gateways/initialize': 'manage_payment_methods',
  'GET /api/payment-gateways/:type/config': 'manage_payment_methods',
  'POST /api/payment-gateways/:type/config': 'manage_payment_methods',
  'PATCH /api/payment-gateways/:type/config': 'manage_payment_methods',
  'POST /api/payment-gateways/:type/test': 'manage_payment_methods',
  'GET /api/payment-fees/settings': 'manage_payment_methods',
  'POST /api/payment-fees/settings': 'manage_payment_methods',
  'GET /api/settings/tip-percentages': 'manage_payment_methods',
  'PUT /api/settings/tip-percentages': 'manage_payment_methods',
  'GET /api/settings/invoice': 'manage_payment_methods',
  'PUT /api/settings/invoice': 'manage_payment_methods',
  'GET /api/settings/invoice/preview-data': 'manage_payment_methods',

  // Online Booking Setup (spec part 2 §6: the organization/booking menu entry needs
  // manage_organization_settings).
  'GET /api/booking-settings': 'manage_organization_settings',
  'PUT /api/booking-settings': 'manage_organization_settings',
  'GET /api/booking-settings/deposit': 'manage_organization_settings',
  'PUT /api/booking-settings/deposit': 'manage_organization_settings',

  // Branding: everyone signed in reads it (the app wears the theme and logo); the save decides per
  // field (theme and brand: manage_organization_settings; social links: that or
  // manage_integration_settings), tested in modules/branding.
  'GET /api/tenant-branding/config': 'signed_in',
  'PUT /api/tenant-branding/config': 'signed_in',
  'POST /api/tenant-branding/upload/logo': 'manage_organization_settings',
  'GET /api/settings/logo': 'signed_in',
  'POST /api/settings/logo': 'manage_organization_settings',
  'DELETE /api/settings/logo': 'manage_organization_settings',
  // The logo file: the public booking page and emails show it.
  'GET /api/public/logos/:organizationId/:file': 'public',

  // Booking notifications, provider connections and logs (part 2 §6: manage_notification_settings;
  // the admin part needs manage_organization_settings; the logs hold clients' addresses).
  'GET /api/notifications/settings': 'manage_notification_settings',
  'PUT /api/notifications/settings': 'manage_notification_settings',
  'GET /api/notifications/settings/providers': 'manage_notification_settings',
  'GET /api/notifications/settings/admin': 'manage_organization_settings',
  'PUT /api/notifications/settings/admin': 'manage_organization_settings',
  'GET /api/email-configuration': 'manage_notification_settings',
  'PUT /api/email-configuration': 'manage_notification_settings',
  'POST /api/email-configuration/test': 'manage_notification_settings',
  'GET /api/sms-configuration': 'manage_notification_settings',
  'PUT /api/sms-configuration': 'manage_notification_settings',
  'POST /api/sms-configuration/test': 'manage_notification_settings',
  'GET /api/push-configuration': 'manage_notification_settings',
  'PUT /api/push-configuration': 'manage_notification_settings',
  'POST /api/push-configuration/test': 'manage_notification_settings',
  'GET /api/notification-logs': 'manage_notification_settings',
  'GET /api/notification-logs/daily': 'manage_notification_settings',
  'GET /api/notification-logs/:id': 'manage_notification_settings',
  'POST /api/notification-logs/:id/resend': 'manage_notification_settings',
  'POST /api/notifications/send': 'manage_notification_settings',
  // Message and platform templates (part 3 §6: the System Templates page needs manage_templates;
  // sync and remove-all also need a platform admin, which the service checks).
  'GET /api/message-templates': 'manage_templates',
  'POST /api/message-templates': 'manage_templates',
  'GET /api/message-templates/by-subtype/:subtype': 'manage_templates',
  'GET /api/message-templates/:id': 'manage_templates',
  'PUT /api/message-templates/:id': 'manage_templates',
  'DELETE /api/message-templates/:id': 'manage_templates',
  'DELETE /api/message-templates/system/:id/reset': 'manage_templates',
  'POST /api/message-templates/:id/preview': 'manage_templates',
  'GET /api/platform-templates': 'manage_templates',
  'GET /api/platform-templates/by-subtype': 'manage_templates',
  'GET /api/platform-templates/variables/:type': 'manage_templates',
  'GET /api/platform-templates/export': 'manage_templates',
  'POST /api/platform-templates/import': 'manage_templates',
  'POST /api/platform-templates/sync': 'manage_templates',
  'POST /api/platform-templates/batch-update': 'manage_templates',
  'DELETE /api/platform-templates/reset-all': 'manage_templates',
  'DELETE /api/platform-templates/remove-all': 'manage_templates',
  'GET /api/platform-templates/:id': 'manage_templates',
  'PUT /api/platform-templates/:id/override': 'manage_templates',
  'DELETE /api/platform-templates/:id/override': 'manage_templates',
  'PATCH /api/platform-templates/:id/toggle': 'manage_templates',
  'POST /api/platform-templates/:id/preview': 'manage_templates',
  'GET /api/platform-templates/:id/history': 'manage_templates',
  // Backup & Recovery (issue 17): backups hold the organization's settings, registration and tax
  // numbers among them, and a restore rewrites them.
  'GET /api/settings/backups': 'manage_organization_settings',
  'POST /api/settings/backups': 'manage_organization_settings',
  'GET /api/settings/backups/recovery-points': 'manage_organization_settings',
  'POST /api/settings/backups/:id/restore': 'manage_organization_settings',
  'DELETE /api/settings/backups/:id': 'manage_organization_settings',
  'GET /api/settings/backups/:id/download': 'manage_organization_settings',
  'POST /api/settings/backups/restore-file': 'manage_organization_settings',
  'GET /api/settings/backups/passphrase': 'manage_organization_settings',
  'PUT /api/settings/backups/passphrase': 'manage_organization_settings',
  // Whole-database backups of the desktop app: the copy holds everything in the file.
  'GET /api/database-backups': 'manage_organization_settings',
  'POST /api/database-backups': 'manage_organization_settings',
  // The performance monitor (issue 18): admin-level roles.
  'GET /api/system/performance': 'manage_organization_settings',
  // Settings templates (issue 17): every member sees them; making, marking, deleting (its author
  // only, checked by the service) and applying one need the permission of the settings it writes.
  'GET /api/settings/templates': 'signed_in',
  'POST /api/settings/templates': 'manage_organization_settings',
  'PATCH /api/settings/templates/:id/usage': 'manage_organization_settings',
  'PATCH /api/settings/templates/:id/favorite': 'manage_organization_settings',
  'DELETE /api/settings/templates/:id': 'manage_organization_settings',
  'POST /api/settings/templates/:id/apply': 'manage_organization_settings',
  // Security & Compliance (issue 18): the policy is the menu entry's permission; every member may
  // read the password rules they must meet and their own address.
  'GET /api/settings/security-policy': 'manage_security_settings',
  'PUT /api/settings/security-policy': 'manage_security_settings',
  'GET /api/security/password-rules': 'signed_in',
  'GET /api/security/my-address': 'signed_in',
  // System Configuration (issue 18): admin only (part 3 §6), the Admin role and above; the
  // maintenance banner's status is every member's.
  'GET /api/settings/system': 'admin_role',
  'PUT /api/settings/system': 'admin_role',
  'GET /api/system/status': 'signed_in',
};

/**
 * Routes whose permission lets a person past the guard, whose service then also requires a
 * platform admin (they change what every organization shares): anyone else gets 403 from the
 * service. The matrix expects exactly that.
 */
export const PLATFORM_ADMIN_ONLY: ReadonlySet<string> = new Set([
  'POST /api/platform-templates/sync',
  'DELETE /api/platform-templates/remove-all',
]);
