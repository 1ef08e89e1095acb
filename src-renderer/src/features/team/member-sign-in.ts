import { PASSWORD_FLOOR } from '../../../../server/contract/auth';
import type { CreateTeamUserBody } from '../../../../server/contract/team';

/**
 * How someone added to the team signs in: they choose their own password through an emailed link
 * (the default: nobody has to invent and pass on a password), the person adding them sets one now,
 * or they do not sign in at all (a junior stylist; sign-in can be given later).
 */
export const SIGN_IN_CHOICES = ['invite', 'password', 'none'] as const;
export type SignInChoice = (typeof SIGN_IN_CHOICES)[number];

export const isSignInChoice = (value: string): value is SignInChoice =>
  (SIGN_IN_CHOICES as readonly string[]).includes(value);

export interface NewMemberValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Everything the server needs is there: names, an email, a role, and a password only when one is set now. */
export function newMemberComplete(values: NewMemberValues, roleId: string, choice: SignInChoice): boolean {
  return (
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    values.email.trim() !== '' &&
    roleId !== '' &&
    // The organization's rules are checked by the server (and listed under the field); no policy
    // accepts fewer characters than this.
    (choice !== 'password' || values.password.length >= PASSWORD_FLOOR)
  );
}

/** POST /api/team/users for the dialog's values: a password typed before switching choice is not sent. */
export function newMemberBody(values: NewMemberValues, roleId: string, choice: SignInChoice): CreateTeamUserBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    roleId,
    ...(choice === 'password' ? { password: values.password } : {}),
    ...(choice === 'invite' ? { invite: true } : {}),
  };
}
