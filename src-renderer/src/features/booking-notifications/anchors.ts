/**
 * Where search lands on the page (the palette and the menu list them under Booking Settings): each
 * card's title, focusable. Kept apart from the cards so the section entry stays light.
 */
export const ANCHORS = {
  providers: 'booking-notifications-providers',
  events: 'booking-notifications-events',
  reminders: 'booking-notifications-reminders',
  admin: 'booking-notifications-admin',
} as const;
