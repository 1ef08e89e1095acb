import type { Db } from '../db/client';
import { readDocument } from '../documents/documents';
import { bookingWidgetSettings } from '../modules/booking-widget/settings';
import { onlineBookingKind } from '../modules/service-booking/online-booking';
import type { RequestContext } from '../types';
import { DEFAULT_BOOKING_SETTINGS } from '../contract/booking-widget';

/**
 * What the business decided about online bookings (spec part 2 §3, §9), in one place: the booking
 * core and the public page read only this. The widget settings (Online Booking Setup: master
 * switch, booking rules, appearance, deposit) say most of it; the Online Booking tab of Services
 * still has its own switch (both must be on) and says whether prices are shown.
 */
export interface BookingPolicies {
  /** Online booking switched on: off, the public page and its API answer 404. */
  enabled: boolean;
  requireApproval: boolean;
  allowCancellations: boolean;
  /** Hours before the start after which a client can no longer cancel or move the booking online. */
  cancellationHours: number;
  /** The public page's own notice and horizon, on top of the booking rules (the stricter wins). */
  minAdvanceBookingHours: number;
  maxAdvanceBookingDays: number;
  maxServicesPerBooking: number;
  showPrices: boolean;
  /** none | card_on_file | authorization | deposit | full_payment (bookings/payment.ts takes it). */
  paymentRequirement: string;
  /** full | partial | none */
  refundPolicy: string;
  /** The widget's appearance (§9 widgetSettings). */
  theme: string;
  /** The page's own colour when the owner chose one, else null: the brand's colour applies. */
  primaryColor: string | null;
  showLogo: boolean;
  showDescription: boolean;
}

type Caller = Pick<RequestContext, 'organizationId' | 'user'>;

/** The documents layer reads an organization document for a caller; the public page is nobody in particular. */
export const organizationCaller = (organizationId: string): Caller => ({ organizationId, user: { id: '' } }) as Caller;

/**
 * Takes the database itself, not a transaction handle (the documents layer prepares its reads on
 * it); called inside a transaction, it reads through the same connection and sees its writes.
 */
export function bookingPolicies(db: Db, organizationId: string): BookingPolicies {
  const connection = db;
  const online = readDocument(connection, onlineBookingKind, organizationCaller(organizationId)).data;
  const widget = bookingWidgetSettings(connection, organizationId);
  const rules = widget.bookingRules;
  return {
    enabled: widget.isEnabled && online.enabled,
    requireApproval: rules.requireApproval,
    allowCancellations: rules.allowCancellations,
    // Number(): the widget's schema types its option lists loosely (string | number).
    cancellationHours: Number(rules.cancellationHours),
    minAdvanceBookingHours: Number(rules.minAdvanceBooking),
    maxAdvanceBookingDays: Number(rules.maxAdvanceBooking),
    maxServicesPerBooking: widget.maxServicesPerBooking,
    showPrices: online.showPrices,
    paymentRequirement: widget.depositSettings.requirementType,
    refundPolicy: widget.depositSettings.refundPolicy,
    theme: widget.widgetSettings.theme,
    primaryColor:
      widget.widgetSettings.primaryColor === DEFAULT_BOOKING_SETTINGS.widgetSettings.primaryColor
        ? null
        : widget.widgetSettings.primaryColor,
    showLogo: widget.widgetSettings.showLogo,
    showDescription: widget.widgetSettings.showDescription,
  };
}
