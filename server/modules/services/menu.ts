import { fromMinorUnits } from '../../contract/currency';
import { FORM_TEMPLATES } from '../../contract/form-templates';
import type {
  CategoriesWithTreatments,
  FormTemplate,
  Service,
  ServiceCategory,
  TreatmentsQuery,
} from '../../contract/services';
import type { Static } from 'typebox';
import type { AppDeps, RequestContext } from '../../types';
import { cachedRead } from '../../db/read-cache';
import { NotFoundError } from '../../errors';
import { findLocation, serviceIdsAt } from '../locations/repository';
import { toCategory, withVariants } from './present';
import { listCategories, listServices, listVariants } from './repository';

/**
 * The service menu as the rest of the product reads it (spec §7: locations, the booking page,
 * pickers): active services in active categories, or in none. Any team member may read it.
 * Whole answers are kept until the next write (db/read-cache.ts), so their JSON is made once.
 */
export function menuService(deps: AppDeps) {
  const { db } = deps;

  return {
    /**
     * GET /api/treatments: the menu, or with `locationId` the part of it offered at that location
     * (online-bookable there or in person only). A location of another organization is not found.
     */
    bookable(ctx: RequestContext, query: TreatmentsQuery): Service[] {
      const { locationId } = query;
      if (locationId !== undefined && !findLocation(db, ctx.organizationId, locationId)) {
        throw new NotFoundError('Location');
      }
      return cachedRead(db, `treatments-answer|${ctx.organizationId}|${locationId ?? ''}`, () => {
        const services = listServices(db, ctx.organizationId, { bookableOnly: true });
        const offered = locationId === undefined ? undefined : serviceIdsAt(db, ctx.organizationId, locationId);
        return withVariants(
          offered ? services.filter((service) => offered.has(service.id)) : services,
          listVariants(db, ctx.organizationId),
        );
      });
    },

    /** The categories a service can be filed under: the active ones, in the sidebar's order. */
    activeCategories: (ctx: RequestContext): ServiceCategory[] =>
      cachedRead(db, `treatment-categories-answer|${ctx.organizationId}`, () =>
        listCategories(db, ctx.organizationId, true).map(toCategory),
      ),

    /** Each active category with its active services (id, name, duration, price), for pickers. */
    categoriesWithTreatments: (ctx: RequestContext): Static<typeof CategoriesWithTreatments> =>
      cachedRead(db, `categories-with-treatments-answer|${ctx.organizationId}`, () => menuOf(ctx.organizationId)),

    // The frozen constant itself: the route only serializes it (and then once).
    formTemplates: (): FormTemplate[] => FORM_TEMPLATES as FormTemplate[],
  };

  function menuOf(organizationId: string): Static<typeof CategoriesWithTreatments> {
    const services = listServices(db, organizationId, { bookableOnly: true });
    return listCategories(db, organizationId, true).map(({ category }) => ({
      id: category.id,
      name: category.name,
      color: category.color,
      treatments: services
        .filter((service) => service.categoryId === category.id)
        .map((service) => ({
          id: service.id,
          name: service.name,
          durationMinutes: service.durationMinutes,
          price: fromMinorUnits(service.priceMinor, service.currency),
        })),
    }));
  }
}
