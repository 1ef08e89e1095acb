import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../server/contract/auth';
import { DEFAULT_BRANDING, type BrandingConfig } from '../../../../server/contract/branding';
import { queryKeys } from '../../api/query-keys';
import {
  htmlText,
  renderPage,
  sessionAs as session,
  TEST_ORGANIZATION as ORGANIZATION,
} from '../../testing/render-page';
import { HeaderBrand } from '../../app/branding/HeaderBrand';
import { logoSaved } from '../../app/branding/logo-store';
import { IntegrationsPage } from '../integrations/IntegrationsPage';
import { BrandingPage } from './BrandingPage';

/**
 * The Branding, Integrations pages and the header's brand as they first render from the branding
 * already read (put in the query cache): what a person sees before touching anything. Interaction
 * is the browser test's (tests/e2e/branding.spec.ts).
 */

const BRANDING: BrandingConfig = {
  ...structuredClone(DEFAULT_BRANDING),
  brandName: 'Glow',
  logoUrl: '/api/public/logos/o/0123456789abcdef.png',
  emailFooter: 'See you soon',
  socialMedia: { facebook: 'https://facebook.com/glow', googleReviewUrl: 'https://g.page/r/glow/review' },
};

function render(node: ReactNode, branding: BrandingConfig | undefined, me?: MeResponse): string {
  return renderPage(node, {
    url: '/studio/settings/organization/branding',
    me,
    seed: (client) => branding && client.setQueryData(queryKeys.brandingConfig, branding),
  });
}

const text = htmlText;

describe('the Branding page', () => {
  it('shows the logo, the 1 MB hint, the toggle, contact details, colours, footer and the social links', () => {
    const html = render(<BrandingPage />, BRANDING);
    const shown = text(html);
    expect(html).toContain('src="/api/public/logos/o/0123456789abcdef.png"');
    expect(html).toContain('alt="Glow logo"');
    expect(shown).toContain('Drag and drop your logo here, or click to upload');
    expect(shown).toContain('PNG, JPG up to 1MB');
    expect(shown).toContain('Remove logo');
    expect(shown).toContain('Show brand name with logo');
    expect(html).toMatch(
      /id="branding-primaryColor"[^>]*value="#667eea"|value="#667eea"[^>]*id="branding-primaryColor"/,
    );
    expect(shown).toContain('#764ba2');
    expect(shown).toContain('Social links Only the links you fill in are shown to clients.');
    expect(html).toContain('value="https://facebook.com/glow"');
    // The review link is edited on Integrations, not here.
    expect(html).not.toContain('value="https://g.page/r/glow/review"');
    expect(shown).toContain('Your Google review link is set on the Integrations page.');
    expect(html).toContain('href="/studio/settings/organization/integrations"');
    expect(shown).toContain('Preview Changes');
    expect(shown).toContain('All changes saved');
    // Nothing changed yet: no unsaved notice, Save Changes disabled.
    expect(shown).not.toContain('You have unsaved changes');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('says when no logo is set', () => {
    const shown = text(render(<BrandingPage />, { ...BRANDING, logoUrl: null }));
    expect(shown).toContain('No logo uploaded yet: the default logo is shown.');
    expect(shown).not.toContain('Remove logo');
  });
});

describe('the Integrations page', () => {
  it('shows the review link and the planned integrations, each marked Planned', () => {
    const html = render(<IntegrationsPage />, BRANDING, session('admin'));
    const shown = text(html);
    expect(html).toContain('type="url"');
    expect(html).toContain('value="https://g.page/r/glow/review"');
    expect(shown).toContain('Google review link');
    for (const title of ['Payment processing', 'SMS', 'Email marketing']) expect(shown).toContain(`${title} Planned`);
    expect(html).toContain('href="/studio/settings/organization/financial"');
  });

  it('names the Financial page without a link for someone who cannot open it', () => {
    const html = render(<IntegrationsPage />, BRANDING, session('custom', ['manage_integration_settings']));
    expect(text(html)).toContain('are connected on the Financial & Payments page.');
    expect(html).not.toContain('href="/studio/settings/organization/financial"');
  });
});

describe('the brand in the header', () => {
  it('shows the default logo and the business name until a logo is known', () => {
    const html = render(<HeaderBrand />, { ...BRANDING, brandName: '' });
    expect(html).not.toContain('<img');
    expect(text(html)).toBe('Settings Studio');
  });

  it("shows the organization's logo and the brand name, or the logo alone when the brand says so", () => {
    logoSaved(ORGANIZATION.id, '/api/public/logos/o/fedcba9876543210.png');
    const html = render(<HeaderBrand />, BRANDING);
    expect(html).toContain('src="/api/public/logos/o/fedcba9876543210.png"');
    expect(html).toContain('alt="Glow logo"');
    expect(text(html)).toBe('Settings Glow');
    expect(text(render(<HeaderBrand />, { ...BRANDING, showOrganizationName: false }))).toBe('Settings');
    logoSaved(ORGANIZATION.id, null);
  });
});
