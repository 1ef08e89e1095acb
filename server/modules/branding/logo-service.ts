import type { LogoAnswer, UploadedLogo } from '../../contract/branding';
import { readDocument, writeDocument } from '../../documents/documents';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { brandingKind } from './document';
import { logoUrlOf, readLogoFile, storeLogo } from './logo-files';
import { sweepUnusedLogos } from './logo-references';

/**
 * The logo of the branding document (spec part 2 §7 "Branding and logo"): stored through the image
 * pipeline, named by its content, and shown at its public address (booking page, emails).
 */
export function logoService(deps: AppDeps) {
  const { db } = deps;
  const { dataDir } = deps.config;
  const limits = planLimits(deps);

  async function store(ctx: RequestContext, bytes: Buffer): Promise<string> {
    // Checked before the picture is decoded: the check is cheap and decoding is not.
    limits.assertWithinLimit(ctx, 'storage', { adding: bytes.length });
    return logoUrlOf(ctx.organizationId, await storeLogo(dataDir, ctx.organizationId, bytes));
  }

  /** Sets (or, with null, removes) the logo in one write of the document; the version moves on. */
  function setLogo(ctx: RequestContext, url: string | null) {
    const saved = writeDocument(
      db,
      brandingKind,
      ctx,
      (current) => ({ ...current, logoUrl: url, publicLogoUrl: url }),
      undefined,
      deps.now(),
    );
    sweepUnusedLogos(deps, ctx.organizationId);
    return { answer: { logoUrl: saved.data.logoUrl } satisfies LogoAnswer, changes: saved.changes };
  }

  return {
    /** POST /api/tenant-branding/upload/logo: stored, not yet the logo (the config's save makes it so). */
    upload: async (ctx: RequestContext, bytes: Buffer): Promise<UploadedLogo> => ({ url: await store(ctx, bytes) }),

    /** GET /api/settings/logo: null while the default logo is shown. */
    current: (ctx: RequestContext): LogoAnswer => ({ logoUrl: readDocument(db, brandingKind, ctx).data.logoUrl }),

    /** POST /api/settings/logo: stored and made the logo at once. */
    replace: async (ctx: RequestContext, bytes: Buffer) => setLogo(ctx, await store(ctx, bytes)),

    /** DELETE /api/settings/logo: back to the default logo. */
    remove: (ctx: RequestContext) => setLogo(ctx, null),

    /** The public file: anyone may load it (it is shown on the booking page and in emails). */
    file: (organizationId: string, file: string) => readLogoFile(dataDir, organizationId, file),
  };
}
