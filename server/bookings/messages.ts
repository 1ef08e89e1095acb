/** What the booking core answers people, in their words (shown as they are on the page and in toasts). */
export const BOOKING_MESSAGES = {
  slotTaken: 'This time was just taken. Please choose another time.',
  noticeTooShort: (minutes: number) =>
    `Online bookings must be made at least ${minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`} in advance. Please choose a later time.`,
  tooFarAhead: (days: number) => `Online bookings can be made up to ${days} days ahead. Please choose an earlier date.`,
  notChangeable: 'This booking has already been cancelled or completed, so it can no longer be changed.',
  cancellationsOff:
    'This business does not take cancellations online. Please contact them to cancel or change your booking.',
  windowClosed: (hours: number) =>
    `Bookings can be cancelled or changed online until ${hours} hour${hours === 1 ? '' : 's'} before the appointment. Please contact the business directly.`,
  refused: 'Your booking could not be made.',
  paymentNotStarted: (reason: string) =>
    `The payment could not be started, so nothing was booked: ${reason} Please try again in a moment.`,
  paymentUnavailable:
    'This business asks for a payment with online bookings, but its payment provider is not available right now. Please try again later or contact the business.',
  paymentCheckFailed: (reason: string) =>
    `We could not check your payment with the provider: ${reason} Please try again in a moment.`,
  notPaidInTime:
    'The payment was not completed in time, so the booking was cancelled and the time let go. Please book again.',
  paidTooLate:
    'The payment arrived after the time had been let go and someone else booked it. Your payment has been given back in full.',
  noPaymentAwaited: 'This booking is not waiting for a card.',
  cardInProgress: 'Your card is already being processed. Please wait a moment.',
  /** The provider's own sentence ("Square refused the payment: …"), with what to do next when it has none. */
  cardRefused: (reason: string) => {
    const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
    return /another card/i.test(sentence) ? sentence : `${sentence} Please check the details or try another card.`;
  },
  awaitingPayment: 'This booking waits for its payment: finish paying or cancel it first.',
} as const;
