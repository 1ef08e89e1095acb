import { INVITATION_MESSAGES, type InvitationSent } from '../../contract/invitations';
import type { ChangeRoleBody, CreateTeamUserBody, EnableSignInBody, TeamUser } from '../../contract/team';
import { normalizeRoleName } from '../../contract/permissions';
import { cleanName } from '../../contract/text';
import { mayActOn, mayGrantRole, shownRoleName, type AuthorityAnswer } from '../../contract/role-authority';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { hashPassword } from '../../security/passwords';
import { assertPasswordAllowed } from '../security-policy/password-check';
import { assertPasswordMayBeSetForMember, assertRegistrationOpen, assertUserLimit } from './membership-rules';
import { cachedRead } from '../../db/read-cache';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { assertFresh, contentTag } from '../../documents/versions';
import { wakeWorker } from '../../notifications/deliver';
import { planLimits } from '../billing/limits';
import { readOrganizationRegional } from '../organizations/document';
import { findRole, type RoleRow } from '../roles/repository';
import {
  countActiveWithRole,
  endSessionsOfUser,
  findUser,
  findUserByEmail,
  insertUser,
  listUsers,
  updateUser,
  type UserRow,
} from './repository';
import { practitionerSummaries, type PractitionerSummary } from './practitioner-repository';
import { openInvitationsByUser, revokeOpenInvitations, type InvitationRow } from './invitation-repository';
import { sendInvitation, type InvitationTarget, type SentInvitation } from './invitations';

/** A member without a password is on the team but cannot sign in. */
const canSignIn = (user: Pick<UserRow, 'passwordHash'>) => user.passwordHash !== null;

/** What the team writes change, and so what their If-Match is checked against. */
const memberVersion = (user: Pick<UserRow, 'roleId' | 'isActive' | 'passwordHash'>) =>
  contentTag({ roleId: user.roleId, isActive: user.isActive, canSignIn: canSignIn(user) });

const NO_PROFILE: PractitionerSummary = { serviceIds: [], locationIds: [] };

function toTeamUser(
  user: UserRow,
  role: RoleRow,
  profile: PractitionerSummary = NO_PROFILE,
  invitation?: InvitationRow,
): TeamUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: {
      id: role.id,
      name: role.name,
      displayName: shownRoleName(role),
      customPermissions: [...role.customPermissions],
    },
    isPlatformAdmin: user.isPlatformAdmin,
    isActive: user.isActive,
    canSignIn: canSignIn(user),
    locationIds: [...profile.locationIds],
    serviceIds: [...profile.serviceIds],
    twoFactorEnabled: user.twoFactorEnabled,
    // A link is only of use to someone who cannot sign in yet.
    ...(invitation && !canSignIn(user)
      ? { invitation: { sentAt: invitation.createdAt, expiresAt: invitation.expiresAt } }
      : {}),
    createdAt: user.createdAt,
    version: memberVersion(user),
  };
}

const isOwnerRole = (role: RoleRow) => normalizeRoleName(role.name) === 'owner';

/** The rule itself lives in contract/role-authority.ts, shared with the renderer; this enforces it. */
function enforce(answer: AuthorityAnswer): void {
  if (!answer.ok) throw new ForbiddenError(answer.reason);
}

/** Nobody hands out more rank or permissions than they hold. */
const assertMayGrant = (ctx: RequestContext, role: RoleRow) => enforce(mayGrantRole(ctx.user, role));

/** Nobody acts on someone of their own rank or above, or holding permissions they lack. */
const assertMayActOn = (ctx: RequestContext, user: UserRow, role: RoleRow) =>
  enforce(mayActOn(ctx.user, { isPlatformAdmin: user.isPlatformAdmin, role }));

export function teamService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  function load(ctx: RequestContext, id: string) {
    const found = findUser(db, ctx.organizationId, id);
    if (!found) throw new NotFoundError('Team member');
    return found;
  }

  /** An organization always keeps at least one active owner, or nobody could manage it. */
  function assertNotLastOwner(ctx: RequestContext, user: UserRow, role: RoleRow): void {
    if (isOwnerRole(role) && user.isActive && countActiveWithRole(db, ctx.organizationId, role.id) <= 1) {
      throw new ConflictError('The organization needs at least one active owner', 'LAST_OWNER');
    }
  }

  /** The member as the team list shows them, practitioner summary and open invitation included. */
  const present = (ctx: RequestContext, user: UserRow, role: RoleRow) =>
    toTeamUser(
      user,
      role,
      practitionerSummaries(db, ctx.organizationId).get(user.id),
      openInvitationsByUser(db, ctx.organizationId).get(user.id),
    );

  /** Where invitation links point and in which time zone their email gives the expiry. */
  const invitationTarget = (ctx: RequestContext, user: InvitationTarget['user'], baseUrl: string) => ({
    user,
    baseUrl,
    timeZone: readOrganizationRegional(db, ctx).timezone,
  });

  return {
    list(ctx: RequestContext): TeamUser[] {
      // Each member's version is a hash: the list is kept with the rows it comes from.
      return cachedRead(db, `team|${ctx.organizationId}`, () => {
        const profiles = practitionerSummaries(db, ctx.organizationId);
        const invitations = openInvitationsByUser(db, ctx.organizationId);
        return listUsers(db, ctx.organizationId).map(({ user, role }) =>
          toTeamUser(user, role, profiles.get(user.id), invitations.get(user.id)),
        );
      });
    },

    /**
     * With `invite`, the member is added without a password and emailed a link to choose their
     * own (`inviteBaseUrl` is where the link points); the invitation and its email are written in
     * the same transaction as the member.
     */
    async create(
      ctx: RequestContext,
      input: CreateTeamUserBody,
      inviteBaseUrl: string,
    ): Promise<{ user: TeamUser; invitation: SentInvitation | null }> {
      if (input.invite === true && input.password !== undefined) {
        throw new ValidationError(
          'password',
          'cannot be given together with Send invitation: the invited person chooses their own',
        );
      }
      const role = findRole(db, ctx.organizationId, input.roleId);
      if (!role) throw new NotFoundError('Role');
      assertMayGrant(ctx, role);
      if (findUserByEmail(db, input.email))
        throw new ConflictError('A user with this email already exists', 'EMAIL_TAKEN');
      // Checked before the slow hash to answer at once, and again beside the insert, because
      // another member may have been added while the password was hashing.
      limits.assertWithinLimit(ctx, 'staff');
      assertUserLimit(db, ctx.organizationId);
      if (input.invite === true) assertRegistrationOpen(db, ctx.organizationId);
      if (input.password !== undefined) {
        assertPasswordMayBeSetForMember(db, ctx.organizationId);
        assertPasswordAllowed(db, ctx.organizationId, input.password, 'password');
      }
      // No password: a member who does not sign in (a junior stylist); sign-in can be given later.
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      const id = newId();
      const clock = now();
      const at = clock.toISOString();
      let invitation: SentInvitation | null;
      try {
        invitation = db.transaction((tx) => {
          limits.assertWithinLimit(ctx, 'staff', { db: tx });
          // Through the one connection: inside this transaction, it sees the transaction's writes.
          assertUserLimit(db, ctx.organizationId);
          const row = {
            id,
            organizationId: ctx.organizationId,
            roleId: role.id,
            email: input.email.trim().toLowerCase(),
            passwordHash,
            firstName: cleanName(input.firstName),
            lastName: cleanName(input.lastName),
            passwordChangedAt: at,
            createdAt: at,
            updatedAt: at,
          };
          insertUser(tx, row);
          return input.invite === true
            ? sendInvitation(tx, ctx, invitationTarget(ctx, row, inviteBaseUrl), clock)
            : null;
        });
      } catch (err) {
        // The same address registered between the check and the insert.
        if (String(err).includes('UNIQUE'))
          throw new ConflictError('A user with this email already exists', 'EMAIL_TAKEN');
        throw err;
      }
      if (invitation) wakeWorker(deps);
      const created = load(ctx, id);
      return { user: present(ctx, created.user, created.role), invitation };
    },

    /** (Re)sends a member who cannot sign in yet the link to choose a password; earlier links stop working. */
    invite(ctx: RequestContext, id: string, baseUrl: string): InvitationSent {
      const { user, role } = load(ctx, id);
      assertMayActOn(ctx, user, role);
      if (canSignIn(user)) throw new ConflictError(INVITATION_MESSAGES.alreadyActive);
      if (!user.isActive) {
        throw new ConflictError(
          `${user.firstName} ${user.lastName} is deactivated. Reactivate them before sending an invitation.`,
        );
      }
      assertRegistrationOpen(db, ctx.organizationId);
      const sent = db.transaction((tx) => sendInvitation(tx, ctx, invitationTarget(ctx, user, baseUrl), now()));
      wakeWorker(deps);
      return { email: user.email, expiresAt: sent.expiresAt, logId: sent.logId };
    },

    /** Gives a member who does not sign in a password; they are already on the team (and its staff count). */
    async enableSignIn(ctx: RequestContext, id: string, input: EnableSignInBody, ifMatch?: string) {
      const { user, role } = load(ctx, id);
      assertMayActOn(ctx, user, role);
      if (canSignIn(user)) throw new ConflictError(`${user.firstName} ${user.lastName} can already sign in`);
      assertFresh(ifMatch, memberVersion(user));
      assertPasswordMayBeSetForMember(db, ctx.organizationId);
      assertPasswordAllowed(db, ctx.organizationId, input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const at = now();
      // Checked again after the slow hash: someone may have given sign-in meanwhile.
      const current = load(ctx, id).user;
      if (canSignIn(current)) throw new ConflictError(`${user.firstName} ${user.lastName} can already sign in`);
      assertFresh(ifMatch, memberVersion(current));
      db.transaction((tx) => {
        updateUser(tx, ctx.organizationId, id, { passwordHash, passwordChangedAt: at.toISOString() }, at);
        // The password is set: a link sent earlier must not set another one.
        revokeOpenInvitations(tx, ctx.organizationId, id, at);
      });
      const updated = load(ctx, id);
      return {
        user: present(ctx, updated.user, updated.role),
        changes: diffChanges({ canSignIn: false }, { canSignIn: true }),
      };
    },

    changeRole(ctx: RequestContext, id: string, input: ChangeRoleBody, ifMatch?: string) {
      const { user, role: current } = load(ctx, id);
      const next = findRole(db, ctx.organizationId, input.roleId);
      if (!next) throw new NotFoundError('Role');
      if (user.id === ctx.user.id) throw new ForbiddenError('You cannot change your own role');
      assertMayActOn(ctx, user, current);
      assertMayGrant(ctx, next);
      if (current.id !== next.id) assertNotLastOwner(ctx, user, current);
      assertFresh(ifMatch, memberVersion(user));
      updateUser(db, ctx.organizationId, id, { roleId: next.id }, now());
      return {
        user: present(ctx, { ...user, roleId: next.id }, next),
        changes: diffChanges({ role: current.name }, { role: next.name }),
      };
    },

    /** Deactivation ends the member's sessions at once; their history stays. */
    setActive(ctx: RequestContext, id: string, active: boolean, ifMatch?: string) {
      const { user, role } = load(ctx, id);
      if (user.id === ctx.user.id) {
        throw new ForbiddenError(active ? 'You cannot reactivate yourself' : 'You cannot deactivate yourself');
      }
      // Reactivating gives access back, so it asks for the same authority as taking it away.
      assertMayActOn(ctx, user, role);
      if (!active) assertNotLastOwner(ctx, user, role);
      // A member coming back takes a seat again.
      if (active && !user.isActive) {
        limits.assertWithinLimit(ctx, 'staff');
        assertUserLimit(db, ctx.organizationId);
      }
      assertFresh(ifMatch, memberVersion(user));
      db.transaction((tx) => {
        updateUser(tx, ctx.organizationId, id, { isActive: active }, now());
        if (!active) endSessionsOfUser(tx, ctx.organizationId, id, now());
      });
      return {
        user: present(ctx, { ...user, isActive: active }, role),
        changes: diffChanges({ isActive: user.isActive }, { isActive: active }),
      };
    },
  };
}
