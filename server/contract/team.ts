import { Type, type Static } from 'typebox';
import { Email, Id, Labelled, NameField, Strict } from './common';
import { MemberPassword } from './auth';

export const TeamUser = Strict({
  id: Id,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Strict({
    id: Id,
    name: Type.String(),
    /** What the organization calls the role ('Therapist'), or its standard display name. */
    displayName: Type.String(),
    customPermissions: Type.Array(Type.String()),
  }),
  /** The platform admin: only another platform admin may change their access. */
  isPlatformAdmin: Type.Boolean(),
  isActive: Type.Boolean(),
  /** False for a member who does not sign in (no password yet): on the team, not in the app. */
  canSignIn: Type.Boolean(),
  /** Where they work and what they perform (the practitioner profile), for the team page. */
  locationIds: Type.Array(Id),
  serviceIds: Type.Array(Id),
  twoFactorEnabled: Type.Boolean(),
  /**
   * The invitation link sent to a member who does not sign in yet and not used or replaced since
   * (contract/invitations.ts); absent when none was sent. Expired ones are listed too, so the team
   * page can offer to send a new one.
   */
  invitation: Type.Optional(Strict({ sentAt: Type.String(), expiresAt: Type.String() })),
  createdAt: Type.String(),
  /**
   * For If-Match on the member's writes (role, deactivate, reactivate): moves when their role or
   * active state does. Opaque; send it back quoted, as the ETag of those writes names it.
   */
  version: Type.String(),
});
export type TeamUser = Static<typeof TeamUser>;

export const TeamUserList = Strict({ items: Type.Array(TeamUser) });

export const CreateTeamUserBody = Strict({
  email: Labelled('Email', Email),
  firstName: NameField({ label: 'First name', maxLength: 100 }),
  lastName: NameField({ label: 'Last name', maxLength: 100 }),
  roleId: Labelled('Role', Id),
  /** Absent: a member who does not sign in (a junior stylist); sign-in can be given later. */
  password: Type.Optional(Labelled('Initial password', MemberPassword)),
  /**
   * Instead of a password: email them a link to set their own (contract/invitations.ts). Refused
   * together with a password.
   */
  invite: Type.Optional(Type.Boolean({ title: 'Send invitation' })),
});
export type CreateTeamUserBody = Static<typeof CreateTeamUserBody>;

/** POST /api/team/users/{id}/sign-in: gives a member without sign-in a password. */
export const EnableSignInBody = Strict({ password: Labelled('Initial password', MemberPassword) });
export type EnableSignInBody = Static<typeof EnableSignInBody>;

export const ChangeRoleBody = Strict({ roleId: Labelled('Role', Id) });
export type ChangeRoleBody = Static<typeof ChangeRoleBody>;

export const RoleSummary = Strict({
  id: Id,
  name: Type.String(),
  /** The organization's display name of a built-in role when set, else the standard one. */
  displayName: Type.String(),
  rank: Type.Integer(),
  builtIn: Type.Boolean(),
  customPermissions: Type.Array(Type.String()),
  /** Active members holding the role. */
  holders: Type.Integer(),
  /** Their names ("First Last"), in the same order as the team list. */
  holderNames: Type.Array(Type.String()),
  /** For If-Match on PUT and DELETE /api/roles/{id}. */
  version: Type.Integer(),
});
export type RoleSummary = Static<typeof RoleSummary>;
export const RoleList = Strict({ items: Type.Array(RoleSummary) });
