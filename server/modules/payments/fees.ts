import {
  DEFAULT_PAYMENT_FEE_SETTINGS,
  type PaymentFeeSettings,
  type PaymentFeeSettingsPatch,
} from '../../contract/payments';
import { patchDocument, readDocument, type DocumentKind } from '../../documents/documents';
import { NotFoundError, ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { locationName } from './repository';

/** The organization's card fee settings: one settings document. */
export const paymentFeesKind: DocumentKind<PaymentFeeSettings> = {
  kind: 'payment-fees',
  scope: 'organization',
  defaults: () => DEFAULT_PAYMENT_FEE_SETTINGS,
};

/**
 * A location's own fee settings, a document of its own kind. Until the location saves any, it
 * reads as the organization's settings (its defaults are those), so an override starts from them.
 */
const locationFeesKind = (locationId: string, organization: PaymentFeeSettings): DocumentKind<PaymentFeeSettings> => ({
  kind: `payment-fees:${locationId}`,
  scope: 'organization',
  defaults: () => organization,
});

/** Card fees the business passes on or absorbs (GET / POST /api/payment-fees/settings). */
export function paymentFeesService(deps: AppDeps) {
  const { db } = deps;

  /** The document for the organization, or for one of its own locations (another's is not found). */
  function kindFor(ctx: RequestContext, locationId: string | undefined) {
    if (locationId === undefined) return { kind: paymentFeesKind, location: null };
    const name = locationName(db, ctx.organizationId, locationId);
    if (name === undefined) throw new NotFoundError('Location');
    const organization = readDocument(db, paymentFeesKind, ctx).data;
    return { kind: locationFeesKind(locationId, organization), location: name };
  }

  return {
    get(ctx: RequestContext, locationId: string | undefined): PaymentFeeSettings {
      return readDocument(db, kindFor(ctx, locationId).kind, ctx).data;
    },

    save(ctx: RequestContext, patch: PaymentFeeSettingsPatch, locationId: string | undefined) {
      const { kind, location } = kindFor(ctx, locationId);
      const percentage = patch.surchargePercentage;
      if (percentage !== undefined && Math.abs(percentage * 100 - Math.round(percentage * 100)) > 1e-6)
        throw new ValidationError('surchargePercentage', 'must have at most 2 decimal places');
      const tidy = patch.description === undefined ? patch : { ...patch, description: patch.description.trim() };
      const saved = patchDocument(db, kind, ctx, tidy, undefined, deps.now());
      return { settings: saved.data, changes: saved.changes, location };
    },
  };
}
