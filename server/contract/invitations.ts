import { Type, type Static } from 'typebox';
import { Labelled, Strict } from './common';
import { MemberPassword } from './auth';
import { PasswordRules } from './security-policy';

/**
 * Team invitations: adding a member with an email sends them a link to set their own password,
 * so the owner never invents one. The link carries a random token (256 bits, stored as its
 * SHA-256 only), valid for `INVITATION_DAYS`, used once.
 */
export const INVITATION_DAYS = 7;

export const InvitationParams = Strict({
  token: Labelled('Invitation', Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type InvitationParams = Static<typeof InvitationParams>;

/** What the invitation page shows before the person chooses a password. */
export const InvitationInfo = Strict({
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  organizationName: Type.String(),
  invitedBy: Type.String(),
  expiresAt: Type.String(),
  /** The organization's password rules, to show before the person types (the security policy). */
  passwordRules: PasswordRules,
});
export type InvitationInfo = Static<typeof InvitationInfo>;

export const AcceptInvitationBody = Strict({ password: Labelled('Password', MemberPassword) });
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** POST /api/team/users/{id}/invitation: (re)sends the link; an earlier link stops working. */
export const InvitationSent = Strict({ email: Type.String(), expiresAt: Type.String(), logId: Type.String() });
export type InvitationSent = Static<typeof InvitationSent>;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask the person who invited you to send a new one.',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  alreadyActive: 'This member can already sign in.',
} as const;
