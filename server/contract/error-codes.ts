/**
 * Every `code` the server puts in an error body (CONTRACT.md, "Answers"), in one list shared with
 * the renderer: `server/errors.ts` accepts only these, and the renderer's ApiError is typed with
 * them, so a misspelt code is a type error on either side instead of a comparison that is never
 * true. A new code is added here first.
 */
export const ERROR_CODES = [
  // General, by status (server/errors.ts and the error handler).
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PLAN_LIMIT_REACHED',
  // Transport guards (plugins).
  'DESKTOP_ONLY',
  'CROSS_SITE_REQUEST',
  'WRITE_RATE_LIMITED',
  // Sign-in and first-run setup.
  'INVALID_CREDENTIALS',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'ACCOUNT_LOCKED',
  'SETUP_DONE',
  // Personal security.
  'INVALID_CURRENT_PASSWORD',
  // The security policy (issue 18).
  'PASSWORD_POLICY',
  'PASSWORD_EXPIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'TWO_FACTOR_REQUIRED_BY_POLICY',
  'IP_NOT_ALLOWED',
  'IP_LOCKOUT',
  // The system configuration (issue 18).
  'MAINTENANCE',
  'API_ACCESS_OFF',
  'USER_LIMIT_REACHED',
  'REGISTRATION_CLOSED',
  'EMAIL_VERIFICATION_REQUIRED',
  'TWO_FACTOR_ON',
  'TWO_FACTOR_NOT_STARTED',
  // Team and roles.
  'EMAIL_TAKEN',
  'LAST_OWNER',
  'ROLE_NAME_TAKEN',
  'ROLE_IN_USE',
  'BUILT_IN_ROLE',
  // Tax configuration.
  'TAX_RATE_NAME_TAKEN',
  'TAX_RATE_IN_USE',
  'TOO_MANY_TAX_RATES',
  'DEFAULT_REQUIRED',
  'TAX_OVERRIDE_EXISTS',
  // Payment gateways: the connect dialog titles these 400s 'Missing required fields' and
  // 'Usage not selected' (spec part 2 §5).
  'MISSING_REQUIRED_FIELDS',
  'USAGE_NOT_SELECTED',
  // Online Booking Setup: the screen titles this 400 'Payment Gateway Required' (spec part 2 §5).
  'PAYMENT_GATEWAY_REQUIRED',
  // A payment provider refused or could not be reached while a booking was paid (502), or the
  // booking's gateway is no longer set up (503).
  'PAYMENT_PROVIDER_ERROR',
  // The public booking page of a business that takes no bookings online (404, with the business's
  // name and contact in `details`, so the page can say who to call instead).
  'BOOKING_CLOSED',
  // Settings templates: the page titles this 400 'Template name required' (spec part 3 §5); an
  // official template cannot be marked favorite or deleted (§6).
  'TEMPLATE_NAME_REQUIRED',
  'OFFICIAL_TEMPLATE',
  // Settings backups (issue 17): the restore and create refusals the Backup & Recovery screen tells apart.
  'BACKUP_PASSPHRASE_NOT_SET',
  'BACKUP_PASSPHRASE_NEEDED',
  'BACKUP_DAMAGED',
  'BACKUP_WRONG_PASSPHRASE',
  'BACKUP_NEWER_VERSION',
  'BACKUP_OTHER_ORGANIZATION',
  'NOT_A_BACKUP_FILE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes by name, for code that prefers `ErrorCodes.EMAIL_TAKEN` to the string. */
export const ErrorCodes = Object.freeze(Object.fromEntries(ERROR_CODES.map((code) => [code, code]))) as {
  readonly [C in ErrorCode]: C;
};

/**
 * Fastify's own 4xx failures (a body that is not JSON, a multipart part over its limit) keep the
 * framework's code; they are not the server's decisions, so they are not listed one by one.
 */
export type FrameworkErrorCode = `FST_${string}`;

/** What a client may find in an error body's `code`. */
export type AnyErrorCode = ErrorCode | FrameworkErrorCode;

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
