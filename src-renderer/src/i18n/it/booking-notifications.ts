import type { bookingNotificationsMessages as english } from '../en/booking-notifications';
import type { Translation } from '../translation';

/** Texts of the Booking Settings / Customer Notifications page and the provider connections (spec part 2). */
export const bookingNotificationsMessages = {} satisfies Translation<typeof english>;
