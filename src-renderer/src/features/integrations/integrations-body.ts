import type { BrandingConfig, BrandingConfigPatch } from '../../../../server/contract/branding';
import { nonEmptyLinks } from '../branding/social-links';

/**
 * What the Integrations page saves (spec part 2 §7: PUT /tenant-branding/config {socialMedia}): the
 * review link trimmed (§5), with every other link as it is, since the server replaces the links as
 * a whole; empty links are not sent.
 */
export function integrationsBody(values: BrandingConfig): BrandingConfigPatch {
  return { socialMedia: nonEmptyLinks(values.socialMedia) };
}
