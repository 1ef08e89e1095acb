import { Type, type Static } from 'typebox';
import { Email, Id, Labelled, NameField, Strict } from './common';
import { SETUP_COUNTRIES } from './countries';
import { ORGANIZATION_CURRENCIES, ORGANIZATION_TIME_ZONES } from './organization';
import type { OrganizationTimeZone } from './time-zones';

/** Minimum password length (spec part 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/**
 * The shortest password any security policy allows (part 3 §5: 6 to 128). A member's password is
 * checked against their organization's policy on the server (modules/security-policy), which words
 * the refusal with the organization's own length; the schema only bounds the size. First-run
 * setup, before any policy exists, keeps 8.
 */
export const PASSWORD_FLOOR = 6;
export const MemberPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

/** Sign-in lockout: the spec's system defaults. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MINUTES = 15;
export const SESSION_DAYS = 30;

export const SessionUser = Strict({
  id: Id,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  organizationId: Id,
  role: Strict({
    id: Id,
    name: Type.String(),
    displayName: Type.String(),
    permissions: Strict({ customPermissions: Type.Array(Type.String()) }),
  }),
  permissions: Type.Array(Type.String()),
  isPlatformAdmin: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const OrganizationSummary = Strict({ id: Id, name: Type.String(), slug: Type.String() });
export type OrganizationSummary = Static<typeof OrganizationSummary>;

export const SetupStatus = Strict({ needsSetup: Type.Boolean() });

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/**
 * POST /api/setup. The contract's six fields, and optionally where the business is (issue 9): the
 * country (ISO 3166 code), time zone and currency, which become the organization's regional
 * settings; without them the organization starts from the spec's defaults.
 */
export const SetupBody = Strict({
  organizationName: NameField({ label: 'Organization name', maxLength: 120 }),
  organizationSlug: Type.String({ title: 'Address name', minLength: 2, maxLength: 60, pattern: SLUG_PATTERN }),
  firstName: NameField({ label: 'First name', maxLength: 100 }),
  lastName: NameField({ label: 'Last name', maxLength: 100 }),
  email: Labelled('Email', Email),
  password: Labelled('Password', Password),
  country: Type.Optional(Type.Enum([...SETUP_COUNTRIES], { title: 'Country' })),
  timezone: Type.Optional(
    Type.Enum(ORGANIZATION_TIME_ZONES as unknown as [OrganizationTimeZone, ...OrganizationTimeZone[]], {
      title: 'Time zone',
      // 419 zones: listing them all in the message would bury it.
      errorMessage: 'must be chosen from the list',
    }),
  ),
  currency: Type.Optional(Type.Enum([...ORGANIZATION_CURRENCIES], { title: 'Currency' })),
});
export type SetupBody = Static<typeof SetupBody>;

export const SetupResponse = Strict({ token: Type.String(), user: SessionUser });

export const LoginBody = Strict({
  // Not checked as an email format: a mistyped address must get the same 401 as a wrong password.
  email: Type.String({ title: 'Email', minLength: 1, maxLength: 254 }),
  password: Type.String({ title: 'Password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  code: Type.Optional(Type.String({ title: 'Authentication code', maxLength: 32 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Strict({ token: Type.String(), user: SessionUser, expiresAt: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * What the security policy asks of a member before anything else (issue 18): a new password once
 * the old one expired, or two-factor set up when the organization requires it. Until done, only
 * what that takes answers; everything else is 403 with the restriction's code.
 */
export const SESSION_RESTRICTIONS = ['password_expired', 'two_factor_enrolment'] as const;
export type SessionRestriction = (typeof SESSION_RESTRICTIONS)[number];

export const MeResponse = Strict({
  user: SessionUser,
  organization: OrganizationSummary,
  restriction: Type.Union([Type.Enum([...SESSION_RESTRICTIONS]), Type.Null()]),
});
export type MeResponse = Static<typeof MeResponse>;

export const SESSION_COOKIE = 'session';
export const DESKTOP_SECRET_HEADER = 'x-desktop-secret';
