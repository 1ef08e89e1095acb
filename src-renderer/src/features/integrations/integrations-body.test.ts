import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type BrandingConfig } from '../../../../server/contract/branding';
import { integrationsBody } from './integrations-body';

const config = (socialMedia: BrandingConfig['socialMedia']): BrandingConfig => ({
  ...structuredClone(DEFAULT_BRANDING),
  brandName: 'Glow',
  socialMedia,
});

describe('what the Integrations page saves', () => {
  it('sends only the social links, the review link trimmed and the others kept', () => {
    expect(
      integrationsBody(
        config({ facebook: 'https://facebook.com/glow', googleReviewUrl: '  https://g.page/r/glow/review  ' }),
      ),
    ).toEqual({
      socialMedia: { facebook: 'https://facebook.com/glow', googleReviewUrl: 'https://g.page/r/glow/review' },
    });
  });

  it('removes the review link when it is emptied (an empty link is not sent)', () => {
    expect(integrationsBody(config({ instagram: 'https://instagram.com/glow', googleReviewUrl: '   ' }))).toEqual({
      socialMedia: { instagram: 'https://instagram.com/glow' },
    });
  });
});
