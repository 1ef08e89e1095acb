import type { serviceBookingMessages as english } from '../en/service-booking';
import type { Translation } from '../translation';

/** Texts of the Online Booking, Business Hours and Booking Rules tabs of Services & Booking. */
export const serviceBookingMessages = {} satisfies Translation<typeof english>;
