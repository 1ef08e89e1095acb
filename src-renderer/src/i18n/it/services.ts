import type { servicesMessages as english } from '../en/services';
import type { Translation } from '../translation';

/** Texts of the Services tab of Services & Booking (categories, services, the service dialog). */
export const servicesMessages = {} satisfies Translation<typeof english>;
