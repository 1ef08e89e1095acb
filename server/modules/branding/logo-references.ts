import { ValidationError } from '../../errors';
import type { AppDeps } from '../../types';
import { logoFileExists, ownLogoFile, removeUnreferencedLogos } from './logo-files';
import { settingsDocumentMentions } from './repository';

export const LOGO_URL_MESSAGES = {
  /** §5: "A saved logo URL is omitted if it looks signed or temporary (contains a query string)". */
  temporary:
    'This logo address looks signed or temporary (it has a query string), so it cannot be saved. Upload the logo instead.',
  notOurs: 'The logo must be a picture uploaded here. Upload the logo instead of linking to it.',
} as const;

/**
 * A logo URL a document may hold: null (no logo), or the public address of a logo this
 * organization stored. Anything else is refused with a 400 rather than silently dropped, so the
 * form learns its value was not kept: an address of another site (the booking page and emails would
 * load it from there), of another organization, or one with a query string (§5). '' means none.
 * `current` is accepted as it is: a form sends back what it read.
 */
export function checkLogoUrl(
  deps: AppDeps,
  organizationId: string,
  field: string,
  url: string | null,
  current: string | null,
): string | null {
  if (url === null || url.trim() === '') return null;
  if (url === current) return url;
  if (/[?#]/.test(url)) throw new ValidationError(field, LOGO_URL_MESSAGES.temporary);
  const file = ownLogoFile(organizationId, url);
  if (!file || !logoFileExists(deps.config.dataDir, organizationId, file)) {
    throw new ValidationError(field, LOGO_URL_MESSAGES.notOurs);
  }
  return url;
}

/**
 * Removes the organization's logo files that no settings document names any more (a replaced or
 * removed logo), once they are a day old: see removeUnreferencedLogos.
 */
export function sweepUnusedLogos(deps: AppDeps, organizationId: string): void {
  removeUnreferencedLogos(
    deps.config.dataDir,
    organizationId,
    (file) => settingsDocumentMentions(deps.db, organizationId, file),
    deps.now(),
  );
}
