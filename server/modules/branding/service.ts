import { detail, type ActivityDetail } from '../../contract/activity-details';
import type { BrandingConfig, BrandingConfigPatch, SocialMedia } from '../../contract/branding';
import { mergeDeep, readDocument, writeDocument } from '../../documents/documents';
import type { DocumentService } from '../../documents/routes';
import { ForbiddenError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { brandingKind } from './document';
import { checkLogoUrl, sweepUnusedLogos } from './logo-references';

/** What the Theme Customization page saves. */
const THEME_FIELDS: ReadonlySet<string> = new Set([
  'theme',
  'designLanguage',
  'isDarkMode',
] satisfies (keyof BrandingConfig)[]);

type Part = 'branding' | 'theme' | 'integrations';

/**
 * Which page's save this is, from the fields sent (§7: {brandName, logoUrl, showOrganizationName,
 * socialMedia} from Branding, {socialMedia} from Integrations, {theme, designLanguage, isDarkMode}
 * from Theme Customization). A mix counts as a branding save.
 */
function partOf(patch: BrandingConfigPatch): Part {
  const fields = Object.keys(patch);
  if (fields.length > 0 && fields.every((field) => field === 'socialMedia')) return 'integrations';
  if (fields.length > 0 && fields.every((field) => THEME_FIELDS.has(field))) return 'theme';
  return 'branding';
}

export const brandingActivityDetail = (patch: BrandingConfigPatch): ActivityDetail =>
  detail(`activityDetail.${partOf(patch)}.updated`);

/**
 * The route is open to every session (everyone reads the branding; the app wears it); who may
 * save what is decided here: the social links alone need manage_organization_settings or
 * manage_integration_settings (the Integrations page), everything else manage_organization_settings.
 */
function assertMaySave(ctx: RequestContext, patch: BrandingConfigPatch): void {
  const part = partOf(patch);
  const manages = ctx.can('manage_organization_settings');
  const integrates = ctx.can('manage_integration_settings');
  if (manages || (part === 'integrations' && integrates)) return;
  const what = { branding: 'the branding', theme: 'the theme', integrations: 'the integrations' }[part];
  throw new ForbiddenError(
    integrates
      ? `You do not have permission to change ${what}. You can change the social links only.`
      : `You do not have permission to change ${what}.`,
  );
}

/**
 * The links as sent replace the stored ones as a whole (a link cleared in the form is not sent
 * and must disappear, which a merge would not do); empty ones are dropped (§5: only non-empty
 * social links are kept). The schema refuses surrounding spaces in an address; the trim is for
 * the empty check.
 */
function cleanSocialMedia(links: SocialMedia): SocialMedia {
  return Object.fromEntries(
    Object.entries(links)
      .map(([network, url]) => [network, typeof url === 'string' ? url.trim() : url] as const)
      .filter(([, url]) => typeof url === 'string' && url !== ''),
  );
}

/** The branding document: GET and PUT /api/tenant-branding/config. */
export function brandingService(deps: AppDeps): DocumentService<BrandingConfig, BrandingConfigPatch> {
  const { db } = deps;

  return {
    get: (ctx) => readDocument(db, brandingKind, ctx),

    save(ctx, patch, ifMatch) {
      assertMaySave(ctx, patch);
      const { socialMedia, logoUrl, publicLogoUrl, brandName, emailFooter, ...rest } = patch;
      const saved = writeDocument(
        db,
        brandingKind,
        ctx,
        (current) => {
          const next: BrandingConfig = mergeDeep(current, rest);
          if (brandName !== undefined) next.brandName = brandName.trim();
          if (emailFooter !== undefined) next.emailFooter = emailFooter.trim();
          if (socialMedia !== undefined) next.socialMedia = cleanSocialMedia(socialMedia);
          if (logoUrl !== undefined) {
            next.logoUrl = checkLogoUrl(deps, ctx.organizationId, 'logoUrl', logoUrl, current.logoUrl);
            // The same file is the public logo; a client that sends only logoUrl keeps the two together.
            if (publicLogoUrl === undefined) next.publicLogoUrl = next.logoUrl;
          }
          if (publicLogoUrl !== undefined) {
            next.publicLogoUrl = checkLogoUrl(
              deps,
              ctx.organizationId,
              'publicLogoUrl',
              publicLogoUrl,
              current.publicLogoUrl,
            );
          }
          return next;
        },
        ifMatch,
        deps.now(),
      );
      if ('logoUrl' in saved.changes || 'publicLogoUrl' in saved.changes) sweepUnusedLogos(deps, ctx.organizationId);
      return saved;
    },
  };
}
