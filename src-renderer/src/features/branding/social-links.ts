import type { BrandingConfig, SOCIAL_NETWORKS, SocialMedia } from '../../../../server/contract/branding';
import type { PathTo } from '../../components/form/path';

/**
 * The social links a save sends (spec part 2 §5: only non-empty links are sent). The server
 * replaces the stored links as a whole, so every page that saves them sends all of them: the
 * Branding page keeps the Google review link it does not show, the Integrations page keeps the
 * others, and networks this app does not know are kept as they are (§3).
 */
export function nonEmptyLinks(links: Readonly<Record<string, unknown>>): SocialMedia {
  const kept: Record<string, string> = {};
  for (const [network, link] of Object.entries(links)) {
    if (typeof link !== 'string') continue;
    const trimmed = link.trim();
    if (trimmed !== '') kept[network] = trimmed;
  }
  return kept;
}

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The networks the Branding page edits, in the order shown (the review link is on Integrations). */
export const BRANDING_NETWORKS = ['facebook', 'instagram', 'twitter', 'website'] as const;
export type BrandingNetwork = (typeof BRANDING_NETWORKS)[number];

/**
 * A link's path in the form. The links are optional in the document (an absent one is no link), so
 * the paths are not typed as text paths; the text field shows an absent link as empty.
 */
export const linkPath = (network: SocialNetwork) => `socialMedia.${network}` as PathTo<BrandingConfig, string>;
