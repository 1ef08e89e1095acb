import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../../../server/contract/auth';
import type { RoleSummary } from '../../../../server/contract/team';
import { htmlText, renderPage } from '../../testing/render-page';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';
import { newMemberBody, newMemberComplete, type SignInChoice } from './member-sign-in';
import { SignInChoiceField } from './SignInChoiceField';

/**
 * Add team member: how the new member will sign in. An emailed invitation is the default, so
 * nobody has to invent a password and pass it on; a password set now, or no sign-in at all, stay
 * possible. Typing and sending is the browser test's (tests/e2e/team-invitation.spec.ts).
 */
const ROLE_ID = '01900000-0000-7000-8000-0000000000a1';
const VALUES = { firstName: ' Sam ', lastName: 'Stone', email: 'sam@studio.test ', password: '' };

const ROLES: RoleSummary[] = [
  {
    id: ROLE_ID,
    name: 'practitioner',
    displayName: 'Practitioner',
    rank: 20,
    builtIn: true,
    customPermissions: [],
    holders: 0,
    holderNames: [],
    version: 1,
  },
];

const field = (choice: SignInChoice, password = '') =>
  renderPage(<SignInChoiceField choice={choice} onChoice={() => {}} password={password} onPassword={() => {}} />, {
    url: '/staff',
  });

/** The radio inputs as rendered: value and whether it is the chosen one. */
function radios(html: string): Record<string, boolean> {
  return Object.fromEntries(
    [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => [
      /value="([^"]+)"/.exec(input)?.[1] ?? '',
      input.includes('checked'),
    ]),
  );
}

describe('the Add team member dialog’s sign-in choice', () => {
  it('opens with the invitation chosen', () => {
    const html = renderPage(<AddTeamMemberDialog isOpen roles={ROLES} onClose={() => {}} usePortal={false} />, {
      url: '/staff',
    });
    expect(radios(html)).toEqual({ invite: true, password: false, none: false });
    expect(htmlText(html)).toContain('They get an email with a link to choose their own password.');
    expect(html).not.toContain('id="add-member-password"');
  });

  it('offers the three ways with their labels, explaining the invitation and its 7 days', () => {
    const text = htmlText(field('invite'));
    for (const label of ['Sign-in', 'Send an invitation by email', 'Set a password now', 'No sign-in']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('They get an email with a link to choose their own password. The link works for 7 days.');
  });

  it('asks for the initial password only when it is set now', () => {
    const html = field('password', 'typed-pass-1');
    expect(radios(html)).toEqual({ invite: false, password: true, none: false });
    expect(htmlText(html)).toContain('Initial password');
    expect(htmlText(html)).toContain(`At least ${PASSWORD_MIN_LENGTH} characters`);
    expect(html).toContain('id="add-member-password"');
    expect(field('invite')).not.toContain('id="add-member-password"');
    expect(field('none')).not.toContain('id="add-member-password"');
  });

  it('says what no sign-in means', () => {
    expect(htmlText(field('none'))).toContain('They will be on the team and can be booked, but cannot sign in.');
  });

  it('sends invite, a password, or neither, as chosen, never both', () => {
    const withPassword = { ...VALUES, password: 'typed-pass-1' };
    expect(newMemberBody(withPassword, ROLE_ID, 'invite')).toEqual({
      firstName: 'Sam',
      lastName: 'Stone',
      email: 'sam@studio.test',
      roleId: ROLE_ID,
      invite: true,
    });
    expect(newMemberBody(withPassword, ROLE_ID, 'password')).toEqual({
      firstName: 'Sam',
      lastName: 'Stone',
      email: 'sam@studio.test',
      roleId: ROLE_ID,
      password: 'typed-pass-1',
    });
    const none = newMemberBody(withPassword, ROLE_ID, 'none');
    expect(none).not.toHaveProperty('password');
    expect(none).not.toHaveProperty('invite');
  });

  it('is complete without a password unless one is set now', () => {
    expect(newMemberComplete(VALUES, ROLE_ID, 'invite')).toBe(true);
    expect(newMemberComplete(VALUES, ROLE_ID, 'none')).toBe(true);
    expect(newMemberComplete(VALUES, ROLE_ID, 'password')).toBe(false);
    expect(newMemberComplete({ ...VALUES, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }, ROLE_ID, 'password')).toBe(true);
    expect(newMemberComplete({ ...VALUES, email: ' ' }, ROLE_ID, 'invite')).toBe(false);
    expect(newMemberComplete(VALUES, '', 'invite')).toBe(false);
  });
});
