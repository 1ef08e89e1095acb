import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_POLICY, type SecurityPolicy } from '../../../../server/contract/security-policy';
import { SectionRoute } from '../../app/routing/SectionRoute';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { securityPolicyKeys } from './document';
import { SecurityPolicyPage } from './SecurityPolicyPage';
import { securityPolicySection } from './section';

/**
 * Security & Compliance as it first renders from answers already read (put in the query cache):
 * what an owner sees before touching anything. What the page sends and shows on a save is in
 * document.test.ts; typing and saving in a browser is tests/e2e/settings-security-policy.spec.ts.
 */
const URL = '/studio/settings/organization/security';
const MY_ADDRESS = '203.0.113.7';

/** `myAddress` null: the server has not said yet where this computer is. */
function render(policy: SecurityPolicy = DEFAULT_SECURITY_POLICY, myAddress: string | null = MY_ADDRESS) {
  return renderPage(<SecurityPolicyPage />, {
    url: URL,
    seed: (client) => {
      client.setQueryData(securityPolicyKeys.policy, policy);
      if (myAddress !== null) client.setQueryData(securityPolicyKeys.myAddress, myAddress);
    },
  });
}

const restricted = (allowedIPs: string[]): SecurityPolicy => ({
  ...DEFAULT_SECURITY_POLICY,
  sessionPolicy: { ...DEFAULT_SECURITY_POLICY.sessionPolicy, enforceIPRestriction: true, allowedIPs },
});

/** The input with this id, as rendered. */
const input = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
const valueOf = (html: string, id: string) => input(html, id).match(/value="([^"]*)"/)?.[1];
const isChecked = (html: string, id: string) => /checked=""/.test(input(html, id));

describe('Security & Compliance', () => {
  it('shows the four cards with the defaults of §9', () => {
    const html = render();
    const shown = htmlText(html);
    for (const title of ['Password Policy', 'Session Management', 'Two-Factor Authentication', 'Audit Log']) {
      expect(shown).toContain(title);
    }
    expect(valueOf(html, 'security-policy-passwordPolicy-minLength')).toBe('8');
    expect(valueOf(html, 'security-policy-passwordPolicy-expirationDays')).toBe('90');
    expect(valueOf(html, 'security-policy-sessionPolicy-sessionTimeout')).toBe('8');
    expect(valueOf(html, 'security-policy-sessionPolicy-maxConcurrentSessions')).toBe('3');
    expect(valueOf(html, 'security-policy-auditLog-retentionDays')).toBe('90');
    expect(isChecked(html, 'security-policy-passwordPolicy-requireUppercase')).toBe(true);
    expect(isChecked(html, 'security-policy-passwordPolicy-requireLowercase')).toBe(true);
    expect(isChecked(html, 'security-policy-passwordPolicy-requireNumbers')).toBe(true);
    expect(isChecked(html, 'security-policy-passwordPolicy-requireSpecialChars')).toBe(false);
    expect(isChecked(html, 'security-policy-sessionPolicy-enforceIPRestriction')).toBe(false);
    expect(isChecked(html, 'security-policy-twoFactorAuth-required')).toBe(false);
    expect(isChecked(html, 'security-policy-auditLog-enabled')).toBe(true);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="detailed"|<input[^>]*value="detailed"[^>]*checked=""/);
    expect(shown).toContain('0: never.');
    expect(shown).toContain('Your address: 203.0.113.7');
    expect(shown).toContain('Add my address');
    expect(shown).toContain(
      'Everyone without two-factor authentication, you included, will be asked to set it up before they can continue',
    );
    expect(shown).toContain('Who changed what, and when, without the values before and after.');
    expect(shown).toContain('Everything in Detailed, plus every sign-in and sign-out.');
    // Nothing changed yet: no warning, and Save Changes waits.
    expect(shown).not.toContain('Saving now would keep you from signing in again');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('keeps the authenticator app allowed and offers recovery codes as a choice', () => {
    const html = render({
      ...DEFAULT_SECURITY_POLICY,
      twoFactorAuth: { required: true, allowedMethods: ['authenticator'] },
    });
    const checkbox = (label: string) =>
      html.match(new RegExp(`<label[^>]*>(?:(?!</label>).)*${label}(?:(?!</label>).)*</label>`))?.[0] ?? '';
    expect(checkbox('Authenticator app')).toMatch(/checked=""/);
    expect(checkbox('Authenticator app')).toMatch(/disabled=""/);
    expect(checkbox('Recovery codes')).not.toMatch(/checked=""/);
    expect(checkbox('Recovery codes')).not.toMatch(/disabled=""/);
    expect(isChecked(html, 'security-policy-twoFactorAuth-required')).toBe(true);
  });

  it('warns before saving an address list that would keep the owner out', () => {
    const shown = htmlText(render(restricted(['192.168.1.0/24'])));
    expect(shown).toContain(
      'Your address (203.0.113.7) is not in the list. Saving now would keep you from signing in again: add your address first.',
    );
    expect(shown).toContain('192.168.1.0/24');
  });

  it('does not warn when the list holds the owner’s address or a range around it', () => {
    for (const list of [['203.0.113.7'], ['203.0.113.0/24', '10.0.0.1']]) {
      const html = render(restricted(list));
      expect(htmlText(html)).not.toContain('Saving now would keep you from signing in again');
      // Already listed: nothing to add.
      if (list[0] === MY_ADDRESS)
        expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Add my address/);
    }
  });

  it('says which entries are no addresses', () => {
    const shown = htmlText(render(restricted(['203.0.113.7', 'office-wifi'])));
    expect(shown).toContain('These entries are not IP addresses or ranges: office-wifi');
  });

  it('offers no button for the owner’s address until the server has said it', () => {
    const html = render(DEFAULT_SECURITY_POLICY, null);
    expect(htmlText(html)).not.toContain('Your address:');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Add my address/);
  });
});

describe('who may open it', () => {
  const open = (role: string, custom: string[] = []) =>
    htmlText(
      renderPage(
        // The page itself loads lazily: its fallback stands for it here.
        <Suspense fallback={<p>Loading the page</p>}>
          <SectionRoute section={securityPolicySection} />
        </Suspense>,
        { url: URL, me: sessionAs(role, custom) },
      ),
    );

  it('shows the no-access page to a role without manage_security_settings', () => {
    for (const role of ['receptionist', 'practitioner']) {
      expect(open(role)).toContain('You do not have access to this page');
    }
  });

  it('opens for the owner and for a role given manage_security_settings', () => {
    expect(open('owner')).toBe('Loading the page');
    expect(open('receptionist', ['manage_security_settings'])).toBe('Loading the page');
  });
});
