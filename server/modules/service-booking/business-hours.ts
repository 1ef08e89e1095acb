import { DEFAULT_BUSINESS_HOURS, type BusinessHours, type BusinessHoursPatch } from '../../contract/service-booking';
import { readDocument, writeDocument, type DocumentKind } from '../../documents/documents';
import type { AppDeps, RequestContext } from '../../types';
import { checkBusinessHours } from './hours-checks';

/** The Business Hours tab: per weekday hours with breaks, and dated exceptions. */
export const businessHoursKind: DocumentKind<BusinessHours> = {
  kind: 'business-hours',
  scope: 'organization',
  defaults: () => DEFAULT_BUSINESS_HOURS,
};

export function businessHoursService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readDocument(deps.db, businessHoursKind, ctx),

    /**
     * The patch replaces what it sends one level deep: a day sent is the whole day (its breaks
     * included), `exceptions` sent is the whole list. The result is checked as a whole, inside the
     * write's transaction, so it is the document that would be stored that must be valid.
     */
    save(ctx: RequestContext, patch: BusinessHoursPatch, ifMatch: string | undefined) {
      return writeDocument(
        deps.db,
        businessHoursKind,
        ctx,
        (current) => checkBusinessHours({ ...current, ...patch }),
        ifMatch,
        deps.now(),
      );
    },
  };
}
