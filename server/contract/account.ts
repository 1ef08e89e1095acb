import { Type, type Static } from 'typebox';
import { Id, NameField, Strict, TextField } from './common';
import { PASSWORD_MAX_LENGTH } from './auth';

/** Spec part 1 §3, §5, §9: a person's own profile and security. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PASSWORD_STALE_DAYS = 90;
export const RECOVERY_CODE_COUNT = 10;

const Text = (label: string, maxLength: number) => TextField({ label, maxLength });

export const Profile = Strict({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  jobTitle: Type.String(),
  department: Type.String(),
  location: Type.String(),
  bio: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

export const UpdateProfileBody = Strict({
  // Empty or blank: "First name is required", the spec's words (plugins/validation.ts).
  firstName: NameField({ label: 'First name', maxLength: 100 }),
  lastName: NameField({ label: 'Last name', maxLength: 100 }),
  email: Type.String({
    title: 'Email',
    format: 'email',
    maxLength: 254,
    errorMessage: 'Please enter a valid email address',
  }),
  phone: Type.String({
    title: 'Phone',
    maxLength: 40,
    pattern: '^[0-9+()\\-. ]*$',
    errorMessage: 'Please enter a valid phone number',
  }),
  jobTitle: Text('Job title', 100),
  department: Text('Department', 100),
  location: Text('Location', 100),
  bio: TextField({ label: 'Bio', maxLength: 1000, multiline: true }),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const AvatarResponse = Strict({ avatarUrl: Type.String() });

/** GET avatarUrl answers the picture (at most 1024 px); `&size=thumb` its 128 px square thumbnail. */
export const AvatarSize = Type.Union([Type.Literal('full'), Type.Literal('thumb')]);
export type AvatarSize = Static<typeof AvatarSize>;
/** `v` is the cache-busting version avatarUrl carries. */
export const AvatarQuery = Strict({
  v: Type.Optional(Type.String({ title: 'Picture version', maxLength: 100 })),
  size: Type.Optional(Type.Union(AvatarSize.anyOf, { title: 'Picture size' })),
});
export type AvatarQuery = Static<typeof AvatarQuery>;

export const SecurityInfo = Strict({
  twoFactorEnabled: Type.Boolean(),
  lastPasswordChange: Type.String(),
  /** True when the password is older than PASSWORD_STALE_DAYS ('Update recommended'). */
  passwordUpdateRecommended: Type.Boolean(),
  recoveryCodesRemaining: Type.Integer(),
});
export type SecurityInfo = Static<typeof SecurityInfo>;

export const ChangePasswordBody = Strict({
  currentPassword: Type.String({
    title: 'Current password',
    minLength: 1,
    maxLength: PASSWORD_MAX_LENGTH,
    errorMessage: 'Please enter your current password',
  }),
  newPassword: Type.String({
    title: 'New password',
    // The organization's password rules are checked by the service, in the spec's words.
    minLength: 1,
    maxLength: PASSWORD_MAX_LENGTH,
  }),
  /** Off by default: a new password signs out every other device (someone may know the old one). */
  keepOtherSessions: Type.Optional(Type.Boolean({ title: 'Keep me signed in on other devices' })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** How many other sessions are still signed in after the change (0 unless they were kept). */
export const ChangePasswordResponse = Strict({ otherSessions: Type.Integer() });

export const TwoFactorSetup = Strict({
  /** PNG data URL of the otpauth URL, for scanning. */
  qrCode: Type.String(),
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = Strict({
  code: Type.String({
    title: 'Verification code',
    pattern: '^[0-9]{6}$',
    errorMessage: 'Enter the 6-digit code from your authenticator app',
  }),
});

/**
 * Turning two-factor off proves it is really the account holder: the current password, or a code
 * (from the authenticator or a recovery code). One of the two is required; the service says so.
 */
export const DisableTwoFactorBody = Strict({
  password: Type.Optional(Type.String({ title: 'Password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  code: Type.Optional(Type.String({ title: 'Verification code', minLength: 1, maxLength: 32 })),
});
export type DisableTwoFactorBody = Static<typeof DisableTwoFactorBody>;

/** Shown once, when two-factor is turned on. */
export const TwoFactorEnabled = Strict({ recoveryCodes: Type.Array(Type.String()) });
export type TwoFactorEnabled = Static<typeof TwoFactorEnabled>;

export const SessionInfo = Strict({
  id: Id,
  browser: Type.String(),
  device: Type.String(),
  location: Type.String(),
  lastActive: Type.String(),
  isCurrent: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;
export const SessionList = Strict({ sessions: Type.Array(SessionInfo) });
export type SessionList = Static<typeof SessionList>;
export const TerminatedSessions = Strict({ ended: Type.Integer() });

/** A colleague as others see them: hidden fields are left out, not blanked. */
export const DirectoryEntry = Strict({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  jobTitle: Type.String(),
  role: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  /** Present only when the person shares their activity status. */
  lastActive: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type DirectoryEntry = Static<typeof DirectoryEntry>;
export const Directory = Strict({ items: Type.Array(DirectoryEntry) });
export type Directory = Static<typeof Directory>;
