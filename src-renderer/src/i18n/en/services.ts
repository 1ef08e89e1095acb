/** English texts of the Services tab of Services & Booking (categories, services, the service dialog). */
export const servicesMessages = {} as const;
