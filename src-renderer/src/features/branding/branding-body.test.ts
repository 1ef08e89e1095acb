import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type BrandingConfig } from '../../../../server/contract/branding';
import { brandingBody, looksTemporary } from './branding-body';
import { nonEmptyLinks } from './social-links';

const config = (changes: Partial<BrandingConfig>): BrandingConfig => ({
  ...structuredClone(DEFAULT_BRANDING),
  ...changes,
});

describe('the social links sent', () => {
  it('leaves out empty links, trims the others, and keeps networks it does not know', () => {
    expect(
      nonEmptyLinks({
        facebook: ' https://facebook.com/salon ',
        instagram: '',
        twitter: '   ',
        googleReviewUrl: 'https://g.page/r/salon/review',
        tiktok: 'https://tiktok.com/@salon',
        broken: 42,
      }),
    ).toEqual({
      facebook: 'https://facebook.com/salon',
      googleReviewUrl: 'https://g.page/r/salon/review',
      tiktok: 'https://tiktok.com/@salon',
    });
  });
});

describe('what Save Changes sends from the Branding page', () => {
  it('sends the brand, contact details, colours, footer and every non-empty link, never the theme', () => {
    const body = brandingBody(
      config({
        brandName: 'Glow',
        logoUrl: '/api/public/logos/x/abcdef0123456789.png',
        socialMedia: { facebook: 'https://facebook.com/glow', instagram: '', googleReviewUrl: 'https://g.page/glow' },
      }),
    );
    expect(body).toEqual({
      brandName: 'Glow',
      logoUrl: '/api/public/logos/x/abcdef0123456789.png',
      showOrganizationName: true,
      phone: '',
      email: '',
      website: '',
      primaryColor: '#667eea',
      secondaryColor: '#764ba2',
      emailFooter: '',
      // The Google review link is not on this page but is kept: the server replaces the links whole.
      socialMedia: { facebook: 'https://facebook.com/glow', googleReviewUrl: 'https://g.page/glow' },
    });
    expect(body).not.toHaveProperty('theme');
    expect(body).not.toHaveProperty('designLanguage');
    expect(body).not.toHaveProperty('isDarkMode');
    expect(body).not.toHaveProperty('publicLogoUrl');
  });

  it('sends a removed logo as null', () => {
    expect(brandingBody(config({ logoUrl: null })).logoUrl).toBeNull();
  });

  it('leaves out a logo address with a query string (signed or temporary), keeping the saved logo', () => {
    const body = brandingBody(config({ logoUrl: 'https://cdn.example.com/logo.png?X-Amz-Signature=abc' }));
    expect(body).not.toHaveProperty('logoUrl');
    expect(looksTemporary('/logo.png?v=2')).toBe(true);
    expect(looksTemporary('/logo.png')).toBe(false);
  });
});
