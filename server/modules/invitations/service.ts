import type { LoginResponse } from '../../contract/auth';
import { INVITATION_MESSAGES, type InvitationInfo } from '../../contract/invitations';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword } from '../../security/passwords';
import { passwordRulesOf } from '../security-policy/document';
import { assertPasswordAllowed } from '../security-policy/password-check';
import { assertRegistrationOpen } from '../team/membership-rules';
import { hashToken } from '../../security/tokens';
import type { AppDeps } from '../../types';
import { authService, type ClientInfo } from '../auth/service';
import { findOrganization } from '../organizations/repository';
import {
  findInvitationByTokenHash,
  markInvitationAccepted,
  revokeOpenInvitations,
  type InvitationRow,
} from '../team/invitation-repository';
import { findUser, updateUser, type UserRow } from '../team/repository';

/*
 * The invitation link's two public calls. Every way a link can be unusable answers 404 with one of
 * two sentences: `expired` for a link that was good but ran out (so the person knows to ask for a
 * new one rather than suspect a typo), `invalid` for everything else: unknown, replaced by a newer
 * link, already used, or its member deactivated or already able to sign in. 404 rather than 410 for
 * the expired one too: the route declares its error answers once for all (contract/common.ts), and
 * the page shows the sentence either way.
 */
const invalid = () => new AppError(404, INVITATION_MESSAGES.invalid, 'NOT_FOUND');
const expired = () => new AppError(404, INVITATION_MESSAGES.expired, 'NOT_FOUND');

interface Usable {
  invitation: InvitationRow;
  user: UserRow;
}

export function invitationService(deps: AppDeps) {
  const { db, now } = deps;
  const auth = authService(deps);

  /** The invitation a token names, if it can still be used, and whom it is for; else the sentence why not. */
  function usable(from: DbOrTx, token: string, at: Date): Usable {
    const invitation = findInvitationByTokenHash(from, hashToken(token));
    if (!invitation || invitation.acceptedAt !== null || invitation.revokedAt !== null) throw invalid();
    const user = findUser(from, invitation.organizationId, invitation.userId)?.user;
    // Deactivated since, or given a password some other way: the link has nothing left to do.
    if (!user?.isActive || user.passwordHash !== null) throw invalid();
    if (Date.parse(invitation.expiresAt) <= at.getTime()) throw expired();
    return { invitation, user };
  }

  return {
    show(token: string): InvitationInfo {
      const { invitation, user } = usable(db, token, now());
      const organization = findOrganization(db, invitation.organizationId);
      if (!organization) throw invalid();
      const inviter = invitation.invitedBy ? findUser(db, invitation.organizationId, invitation.invitedBy) : undefined;
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        organizationName: organization.name,
        // The inviter may have left since; the organization still invites.
        invitedBy: inviter ? `${inviter.user.firstName} ${inviter.user.lastName}`.trim() : organization.name,
        expiresAt: invitation.expiresAt,
        passwordRules: passwordRulesOf(db, invitation.organizationId),
      };
    },

    /**
     * Sets the member's password, uses the link up and signs them in, all in one transaction: a
     * second acceptance with the same link (even at the same moment) finds it used. The slow hash
     * runs first, outside the transaction, after a first check so a dead link costs no hashing.
     */
    async accept(token: string, password: string, client: ClientInfo): Promise<LoginResponse> {
      const { invitation: found } = usable(db, token, now());
      assertRegistrationOpen(db, found.organizationId);
      assertPasswordAllowed(db, found.organizationId, password, 'password');
      const passwordHash = await hashPassword(password);
      const at = now();
      return db.transaction((tx) => {
        const { invitation, user } = usable(tx, token, at);
        if (!markInvitationAccepted(tx, invitation.organizationId, invitation.id, at)) throw invalid();
        updateUser(tx, user.organizationId, user.id, { passwordHash, passwordChangedAt: at.toISOString() }, at);
        revokeOpenInvitations(tx, user.organizationId, user.id, at);
        // The sign-in's own session, written on the same connection inside this transaction.
        return auth.startSession({ ...user, passwordHash, passwordChangedAt: at.toISOString() }, client);
      });
    },
  };
}
