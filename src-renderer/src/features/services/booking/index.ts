// Placeholder while the tabs are written; replaced by the real components.
export const OnlineBookingTab = () => null;
export const BusinessHoursTab = () => null;
export const BookingRulesTab = () => null;
