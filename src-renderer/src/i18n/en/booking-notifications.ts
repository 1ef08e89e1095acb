/** English texts of the Booking Settings / Customer Notifications page and the provider connections (spec part 2). */
export const bookingNotificationsMessages = {};
