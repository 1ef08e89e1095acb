import type { Db } from '../../db/client';
import { AppError, ConflictError, ForbiddenError } from '../../errors';
import { readSystemConfiguration } from '../system-configuration/document';
import { countActiveUsers } from './repository';

/**
 * System Configuration's rules on who joins the team (part 3 §3, "System"): the maximum number of
 * users, registration open or closed, and email verification, applied where members are added,
 * given sign-in, invited or reactivated (modules/team, modules/invitations).
 */

/** `maxUsersPerOrg` counts active team members, as the plan's staff limit does. */
export function assertUserLimit(db: Db, organizationId: string): void {
  const { maxUsersPerOrg } = readSystemConfiguration(db, organizationId).system;
  if (countActiveUsers(db, organizationId) >= maxUsersPerOrg) {
    throw new ConflictError(
      `This organization has reached its maximum of ${maxUsersPerOrg} users (System Configuration). Deactivate a member or ask an administrator to raise it.`,
      'USER_LIMIT_REACHED',
    );
  }
}

/** Registration closed: no invitation is sent or accepted. */
export function assertRegistrationOpen(db: Db, organizationId: string): void {
  if (!readSystemConfiguration(db, organizationId).system.registrationOpen) {
    throw new ForbiddenError(
      'Registration is closed for this organization. Ask an administrator to open it in System Configuration.',
      'REGISTRATION_CLOSED',
    );
  }
}

/**
 * Email verification required: a member gets sign-in only through the emailed invitation, which
 * proves the address is theirs, never through a password an administrator sets for them.
 */
export function assertPasswordMayBeSetForMember(db: Db, organizationId: string): void {
  if (readSystemConfiguration(db, organizationId).system.emailVerificationRequired) {
    throw new AppError(
      400,
      'Email verification is required: send the member an invitation to choose their own password instead.',
      'EMAIL_VERIFICATION_REQUIRED',
      [{ field: 'password', message: 'cannot be set for a member while email verification is required' }],
    );
  }
}
