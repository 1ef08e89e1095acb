import type { BrandingConfig, BrandingConfigPatch } from '../../../../server/contract/branding';
import { nonEmptyLinks } from './social-links';

/**
 * A signed or temporary address (one with a query string) stops working later, so it is never
 * saved as the logo (spec part 2 §5).
 */
export const looksTemporary = (url: string): boolean => url.includes('?');

/**
 * What Save Changes sends from the Branding page: the brand, logo, contact details, colours, footer
 * and social links. The theme belongs to Theme Customization and is not sent from here; the public
 * logo address is the server's to derive. A temporary logo address is left out, keeping the saved one.
 */
export function brandingBody(values: BrandingConfig): BrandingConfigPatch {
  const body: BrandingConfigPatch = {
    brandName: values.brandName,
    showOrganizationName: values.showOrganizationName,
    phone: values.phone,
    email: values.email,
    website: values.website,
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    emailFooter: values.emailFooter,
    socialMedia: nonEmptyLinks(values.socialMedia),
  };
  if (values.logoUrl === null || !looksTemporary(values.logoUrl)) body.logoUrl = values.logoUrl;
  return body;
}
