import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_DEPOSIT_SETTINGS,
  type BookingSettings,
  type DepositDocument,
} from '../../contract/booking-widget';
import type { DocumentKind } from '../../documents/documents';

/** Online Booking Setup (spec part 2 §3 "Booking widget settings"): two documents per organization. */
export const bookingSettingsKind: DocumentKind<BookingSettings> = {
  kind: 'booking-widget',
  scope: 'organization',
  defaults: () => DEFAULT_BOOKING_SETTINGS,
};

/** Kept apart because the spec's screen saves it apart, as `{depositSettings}`. */
export const depositSettingsKind: DocumentKind<DepositDocument> = {
  kind: 'booking-deposit',
  scope: 'organization',
  defaults: () => ({ depositSettings: DEFAULT_DEPOSIT_SETTINGS }),
};
