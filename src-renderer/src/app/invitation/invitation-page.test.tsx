import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_POLICY } from '../../../../server/contract/security-policy';
import { INVITATION_MESSAGES, type InvitationInfo } from '../../../../server/contract/invitations';
import { ApiError } from '../../api/api-error';
import { htmlText, renderPage } from '../../testing/render-page';
import { invitationKey } from './invitation-api';
import { InvitationPage } from './InvitationPage';

/**
 * The page an invitation email links to, as it first renders from the server's answer (put in the
 * query cache in place of the API): what the invited person reads before typing anything. Setting
 * the password and landing signed in is the browser test's (tests/e2e/team-invitation.spec.ts).
 */
const TOKEN = 'Q2hvb3NlIGEgcGFzc3dvcmQgdG8gc2lnbiBpbiBoZXJl';

const INFO: InvitationInfo = {
  email: 'sam@studio.test',
  firstName: 'Sam',
  lastName: 'Stone',
  organizationName: 'Studio Nine',
  invitedBy: 'Olivia Owens',
  expiresAt: '2026-03-09T09:00:00.000Z',
  passwordRules: { ...DEFAULT_SECURITY_POLICY.passwordPolicy, minLength: 10, requireSpecialChars: true },
};

function render(seed: (client: QueryClient) => void): string {
  const html = renderPage(
    <Routes>
      <Route path="/invite/:token" element={<InvitationPage />} />
    </Routes>,
    { url: `/invite/${TOKEN}`, seed },
  );
  return htmlText(html);
}

/** The server's refusal as the API client reports it. */
const refused = (message: string) => (client: QueryClient) =>
  client
    .getQueryCache()
    .build(client, { queryKey: invitationKey(TOKEN) })
    .setState({ status: 'error', error: new ApiError(404, message, 'NOT_FOUND'), fetchStatus: 'idle' });

describe('the invitation page', () => {
  it('says whom the person joins and asks for a password twice', () => {
    const html = renderPage(
      <Routes>
        <Route path="/invite/:token" element={<InvitationPage />} />
      </Routes>,
      { url: `/invite/${TOKEN}`, seed: (client) => client.setQueryData(invitationKey(TOKEN), INFO) },
    );
    const text = htmlText(html);
    expect(text).toContain('Join Studio Nine');
    expect(text).toContain('Olivia Owens invited you to the team. Choose a password to sign in.');
    expect(html).toMatch(
      /id="invitation-email"[^>]*value="sam@studio.test"|value="sam@studio.test"[^>]*id="invitation-email"/,
    );
    expect(text).toContain('Password');
    // The organization's own rules, listed before the person types.
    expect(text).toContain('At least 10 characters');
    expect(text).toContain('An uppercase letter');
    expect(text).toContain('A special character such as ! or #');
    expect(text).toContain('Confirm password');
    expect(text).toContain('Set password and sign in');
    expect(text).toMatch(/This link works until March \d+, 2026/);
    // Nothing typed yet: the button waits for a password.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('shows the server’s sentence for a used or replaced link, and the way to sign in', () => {
    const text = render(refused(INVITATION_MESSAGES.invalid));
    expect(text).toContain(INVITATION_MESSAGES.invalid);
    expect(text).toContain('Go to sign in');
    expect(text).not.toContain('Set password and sign in');
  });

  it('shows the server’s sentence for an expired link', () => {
    const text = render(refused(INVITATION_MESSAGES.expired));
    expect(text).toContain(INVITATION_MESSAGES.expired);
    expect(text).toContain('Go to sign in');
  });
});
