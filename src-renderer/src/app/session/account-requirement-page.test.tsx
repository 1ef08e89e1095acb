import { describe, expect, it } from 'vitest';
import { htmlText, renderPage } from '../../testing/render-page';
import { AccountRequirementPage } from './AccountRequirementPage';

/** What a member reads when the security policy asks something of them before the app opens. */
describe('the account requirement page', () => {
  const text = (restriction: 'password_expired' | 'two_factor_enrolment') =>
    htmlText(renderPage(<AccountRequirementPage restriction={restriction} />, { url: '/' }));

  it('asks for a new password once the old one has expired, and offers to sign out', () => {
    const page = text('password_expired');
    expect(page).toContain('Choose a new password');
    expect(page).toContain('Your password has expired.');
    expect(page).toContain('Change password');
    expect(page).toContain('Sign out');
  });

  it('asks for two-factor when the organization requires it', () => {
    const page = text('two_factor_enrolment');
    expect(page).toContain('Your organization requires two-factor authentication.');
    expect(page).toContain('Set up two-factor authentication');
    expect(page).not.toContain('Change password');
  });
});
