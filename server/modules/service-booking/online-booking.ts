import { DEFAULT_ONLINE_BOOKING, type OnlineBookingSettings } from '../../contract/service-booking';
import type { DocumentKind } from '../../documents/documents';

/**
 * The Online Booking tab (spec §3): a plain document, its bounds (cancellation window 0-168 hours,
 * deposit 0-100 %) are the schema's. The spec's 'Payment Gateway Required' rule for deposits
 * belongs to the payments issue, which brings the gateways it needs to look at.
 */
export const onlineBookingKind: DocumentKind<OnlineBookingSettings> = {
  kind: 'online-booking',
  scope: 'organization',
  defaults: () => DEFAULT_ONLINE_BOOKING,
};
