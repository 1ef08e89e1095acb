import { fromMinorUnits } from '../../contract/currency';
import { languageOf } from '../../contract/organization';
import type { BookingClosedDetails, PublicBookingPage } from '../../contract/public-booking';
import { bookingPolicies, organizationCaller, type BookingPolicies } from '../../bookings/policies';
import type { DepositSettings } from '../../contract/booking-widget';
import { bookingWidgetSettings } from '../booking-widget/settings';
import type { Db } from '../../db/client';
import { readDocument } from '../../documents/documents';
import { AppError, NotFoundError } from '../../errors';
import { brandingKind } from '../branding/document';
import { listLocations, listLocationServices } from '../locations/repository';
import { organizationDataKind } from '../organizations/document';
import { findOrganizationBySlug, type OrganizationRow } from '../organizations/repository';
import { listCategories, listServices } from '../services/repository';
import { practitionerSummaries } from '../team/practitioner-repository';
import { listUsers } from '../team/repository';
import { assertNotInMaintenance } from '../system-configuration/document';

/**
 * The business behind a booking page. Unknown, it is not found. With online booking switched off it
 * is not found either (404, as CONTRACT.md has it for the page), but the answer says so and names
 * the business and how to reach it: a client who follows the business's link learns whom to call,
 * rather than that the page "does not exist". That is only what the page showed while it was on.
 */
export function bookableOrganization(
  db: Db,
  slug: string,
): { organization: OrganizationRow; policies: BookingPolicies } {
  const organization = findOrganizationBySlug(db, slug);
  if (!organization) throw new NotFoundError('Booking page');
  assertNotInMaintenance(db, organization.id);
  const policies = bookingPolicies(db, organization.id);
  if (!policies.enabled) {
    const details = publicFace(organization, policies, organizationDocuments(db, organization.id));
    throw new AppError(404, `${details.business.name} is not taking bookings online.`, 'BOOKING_CLOSED', details);
  }
  return { organization, policies };
}

/** The two documents a booking page is dressed from: the branding and the organization's settings. */
function organizationDocuments(db: Db, organizationId: string) {
  const caller = organizationCaller(organizationId);
  return {
    branding: readDocument(db, brandingKind, caller).data,
    settings: readDocument(db, organizationDataKind, caller).data,
  };
}

/**
 * The business as its booking page presents it: the brand's name and contact (else the
 * organization's), its colours and logo, and its language.
 */
function publicFace(
  organization: OrganizationRow,
  policies: BookingPolicies,
  { branding, settings }: ReturnType<typeof organizationDocuments>,
): BookingClosedDetails {
  return {
    business: {
      name: branding.brandName || organization.name,
      slug: organization.slug,
      phone: branding.phone || settings.phone,
      email: branding.email || settings.email,
    },
    brand: {
      // The Appearance card's colour once the owner picked one; until then the business's brand.
      primaryColor: policies.primaryColor ?? branding.primaryColor,
      secondaryColor: branding.secondaryColor,
      theme: policies.theme,
      logoUrl: branding.publicLogoUrl,
      showLogo: policies.showLogo,
      showDescription: policies.showDescription,
    },
    language: languageOf(settings.locale),
  };
}

/**
 * What the booking page shows: the brand, the active locations where something can be booked, the
 * services bookable online at them (active, in an active category or none) and performed there by
 * someone, with prices when the business shows them, the practitioners who perform them there, and
 * the policies the client agrees to.
 */
export function bookingPage(db: Db, slug: string): PublicBookingPage {
  const { organization, policies } = bookableOrganization(db, slug);
  const organizationId = organization.id;
  const documents = organizationDocuments(db, organizationId);
  const { settings } = documents;

  const activeLocations = listLocations(db, organizationId).filter((location) => location.isActive);
  const activeLocationIds = new Set(activeLocations.map((location) => location.id));
  const whereOnline = new Map<string, string[]>();
  for (const row of listLocationServices(db, organizationId)) {
    if (!row.isBookableOnline || !activeLocationIds.has(row.locationId)) continue;
    whereOnline.set(row.serviceId, [...(whereOnline.get(row.serviceId) ?? []), row.locationId]);
  }
  const onlineServices = listServices(db, organizationId, { bookableOnly: true }).filter((service) =>
    whereOnline.has(service.id),
  );
  const onlineServiceIds = new Set(onlineServices.map((service) => service.id));
  const summaries = practitionerSummaries(db, organizationId);
  const practitioners = listUsers(db, organizationId)
    .filter(({ user }) => user.isActive)
    .flatMap(({ user }) => {
      const summary = summaries.get(user.id);
      const performs = summary?.serviceIds.filter((id) => onlineServiceIds.has(id)) ?? [];
      const worksAt = summary?.locationIds.filter((id) => activeLocationIds.has(id)) ?? [];
      if (performs.length === 0 || worksAt.length === 0) return [];
      return [
        { id: user.id, firstName: user.firstName, lastName: user.lastName, locationIds: worksAt, serviceIds: performs },
      ];
    });
  // A service is offered where it is bookable online AND someone performs it there: a location
  // with the service but nobody to do it would only ever show "no free times".
  const performedAt = (serviceId: string, locationId: string) =>
    practitioners.some((p) => p.serviceIds.includes(serviceId) && p.locationIds.includes(locationId));
  const offeredAt = new Map(
    onlineServices.map((service) => [
      service.id,
      (whereOnline.get(service.id) ?? []).filter((locationId) => performedAt(service.id, locationId)),
    ]),
  );
  const services = onlineServices.filter((service) => (offeredAt.get(service.id) ?? []).length > 0);
  const locations = activeLocations.filter((location) =>
    services.some((service) => offeredAt.get(service.id)!.includes(location.id)),
  );
  const usedCategories = new Set(services.map((service) => service.categoryId));

  return {
    ...publicFace(organization, policies, documents),
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      phone: location.phone,
      timeZone: location.timezone ?? settings.timezone,
    })),
    categories: listCategories(db, organizationId, true)
      .filter(({ category }) => usedCategories.has(category.id))
      .map(({ category }) => ({ id: category.id, name: category.name })),
    services: services.map((service) => ({
      id: service.id,
      name: service.name,
      description: policies.showDescription ? service.description : '',
      durationMinutes: service.durationMinutes,
      ...(policies.showPrices
        ? { price: { amount: fromMinorUnits(service.priceMinor, service.currency), currency: service.currency } }
        : {}),
      categoryId: service.categoryId,
      locationIds: offeredAt.get(service.id) ?? [],
    })),
    practitioners,
    policies: {
      requireApproval: policies.requireApproval,
      allowCancellations: policies.allowCancellations,
      cancellationHours: policies.cancellationHours,
      minAdvanceBookingHours: policies.minAdvanceBookingHours,
      maxAdvanceBookingDays: policies.maxAdvanceBookingDays,
      maxServicesPerBooking: policies.maxServicesPerBooking,
      paymentRequirement: policies.paymentRequirement,
      refundPolicy: policies.refundPolicy,
      paymentTerms: paymentTermsOf(bookingWidgetSettings(db, organizationId).depositSettings),
    },
  };
}

function paymentTermsOf(deposit: DepositSettings): PublicBookingPage['policies']['paymentTerms'] {
  if (deposit.requirementType === 'none') return null;
  const fees = deposit.cancellationPolicy;
  return {
    depositType: deposit.depositType,
    fixedAmount: deposit.fixedAmount,
    percentage: deposit.percentage,
    minimumDeposit: deposit.minimumDeposit,
    refundDeadlineHours: Number(deposit.refundDeadlineHours),
    chargeOnNoShow: fees.chargeOnNoShow,
    chargeOnLateCancellation: fees.chargeOnLateCancellation,
    feeDeadlineHours: fees.cancellationDeadlineHours,
    feeType: fees.feeType,
    feeAmount: fees.feeAmount,
    feePercentage: fees.feePercentage,
  };
}
