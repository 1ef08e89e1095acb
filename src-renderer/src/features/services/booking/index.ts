// The Online Booking, Business Hours and Booking Rules tabs of Services & Booking (spec part 2 §2):
// each a settings document of its own, rendered by the page's tabs without props.
export { OnlineBookingTab } from './OnlineBookingTab';
export { BusinessHoursTab } from './BusinessHoursTab';
export { BookingRulesTab } from './BookingRulesTab';
