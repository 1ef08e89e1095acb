/** English texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Connect your business to the services your clients use',
  'integrations.search.terms': 'google reviews, review link, sms, text messages, email marketing, payments',
  'integrations.google.title': 'Google reviews',
  'integrations.google.description': 'The link where clients can leave a Google review of your business.',
  'integrations.field.googleReviewUrl': 'Google review link',
  'integrations.googleReviewUrl.help': 'A web address, such as https://g.page/r/your-business/review',
  // Toasts (spec §8 "Integrations").
  'integrations.toast.saved': 'Google review link saved',
  'integrations.toast.error': 'Error',
  'integrations.toast.saveFailed': 'Failed to save integration',
  'integrations.toast.loadFailed': 'Unable to load integration settings',
  // The planned integrations
  'integrations.planned.title': 'Planned integrations',
  'integrations.planned.description': 'These integrations are planned and not available yet.',
  'integrations.planned.badge': 'Planned',
  'integrations.planned.payments': 'Payment processing',
  'integrations.planned.payments.body':
    'Take card payments and deposits through more providers. Stripe, Square, PayPal, Adyen and Tyro are connected on the <link>Financial & Payments</link> page.',
  'integrations.planned.payments.bodyPlain':
    'Take card payments and deposits through more providers. Stripe, Square, PayPal, Adyen and Tyro are connected on the Financial & Payments page.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Text message confirmations and reminders for your clients.',
  'integrations.planned.emailMarketing': 'Email marketing',
  'integrations.planned.emailMarketing.body': 'Newsletters and campaigns to your client list.',
} as const;

declare global {
  interface EnglishMessageParts {
    integrations: typeof integrationsMessages;
  }
}
