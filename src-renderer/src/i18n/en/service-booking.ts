/** English texts of the Online Booking, Business Hours and Booking Rules tabs of Services & Booking. */
export const serviceBookingMessages = {} as const;
