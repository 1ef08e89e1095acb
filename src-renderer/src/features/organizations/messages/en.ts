import type { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../../../../../server/contract/billing';
import type { BUSINESS_TYPES } from '../../../../../server/contract/organization';

// Only types come from the contract here: the English texts are part of the first download, and
// the contract's schema modules would bring the schema library with them. The option labels repeat
// the contract's label tables word for word (organizations/catalog.test.ts keeps them equal, and those of billing and roles).

type BusinessType = (typeof BUSINESS_TYPES)[number];

const businessTypes = {
  'organization.businessType.sole_trader': 'Sole trader',
  'organization.businessType.partnership': 'Partnership',
  'organization.businessType.pty_ltd': 'Pty Ltd (private company)',
  'organization.businessType.public_company': 'Public company',
  'organization.businessType.trust': 'Trust',
  'organization.businessType.non_profit': 'Non-profit',
} as const satisfies Record<`organization.businessType.${BusinessType}`, string>;

const statuses = {
  'organization.status.trialing': 'Trial',
  'organization.status.active': 'Active',
  'organization.status.past_due': 'Past due',
  'organization.status.canceled': 'Canceled',
  'organization.status.expired': 'Trial ended',
} as const satisfies Record<`organization.status.${(typeof SUBSCRIPTION_STATUSES)[number]}`, string>;

const billingCycles = {
  'organization.billingCycle.monthly': 'Monthly',
} as const satisfies Record<`organization.billingCycle.${(typeof BILLING_CYCLES)[number]}`, string>;

/** English texts of the General Settings page, and the option labels the organization pages share; spec texts verbatim. */
export const generalSettingsMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.businessName': 'business name, salon name, organization name',
  'search.terms.address': 'street, city, postcode, ZIP code',
  'search.terms.locale': 'language, region, number format',

  // Shared by the organization pages.
  'organization.cancel': 'Cancel',
  ...businessTypes,
  ...statuses,
  ...billingCycles,

  // General Settings (part 1 §2, §3, §5, §8, §9).
  'general.subtitle': 'Your business details, address, regional settings and features.',
  'general.subscription.title': 'Subscription',
  'general.subscription.plan': 'Plan',
  'general.subscription.status': 'Status',
  'general.subscription.billingCycle': 'Billing',
  'general.subscription.manage': 'Manage Subscription',
  'general.details.title': 'Business details',
  'general.registration.title': 'Registration and tax',
  'general.address.title': 'Address',
  'general.regional.title': 'Regional settings',
  'general.regional.description':
    'How prices, dates and times are shown across the organization, and what team members’ preferences start from.',
  'general.features.title': 'Features',
  'general.field.companyName': 'Company name',
  'general.field.description': 'Description',
  'general.field.website': 'Website',
  'general.field.phone': 'Phone',
  'general.field.email': 'Email',
  'general.field.businessRegType': 'Business type',
  'general.field.businessRegNumber': 'Business registration number',
  'general.field.taxId': 'Tax ID',
  'general.field.address.street1': 'Street address',
  'general.field.address.street2': 'Address line 2',
  'general.field.address.city': 'City',
  'general.field.address.state': 'State or region',
  'general.field.address.zipCode': 'Postcode or ZIP code',
  'general.field.address.country': 'Country',
  'general.field.timezone': 'Time zone',
  'general.field.currency': 'Currency',
  'general.field.locale': 'Locale',
  'general.field.dateFormat': 'Date format',
  'general.field.timeFormat': 'Time format',
  'general.description.help': 'A few words about the business. {count} of {max} characters.',
  'general.website.help': 'For example https://your-salon.com',
  'general.businessRegType.none': 'Not set',
  'general.businessRegNumber.help':
    'The company or business number on your registration, such as an ACN or a company number.',
  'general.taxId.help':
    'Your tax file or employer number. The GST or VAT number for invoices is set under Tax Configuration.',
  'general.timeFormat.12h': '12-hour ({example})',
  'general.timeFormat.24h': '24-hour ({example})',
  'general.feature.allowOnlineBooking': 'Allow online booking',
  'general.feature.allowOnlineBooking.help': 'Clients can book appointments on your public booking page.',
  'general.feature.requireEmailConfirmation': 'Require email confirmation',
  'general.feature.requireEmailConfirmation.help':
    'Online bookings are held until the client confirms their email address.',
  'general.feature.autoSendReceipts': 'Send receipts automatically',
  'general.feature.autoSendReceipts.help': 'Clients get a receipt by email after every payment.',
  'general.feature.enableLoyaltyProgram': 'Loyalty program',
  'general.feature.enableLoyaltyProgram.help': 'Clients collect rewards for their visits.',
  'general.feature.loyaltyAutoEnrollment': 'Enrol new clients automatically',
  'general.feature.loyaltyAutoEnrollment.help':
    'New clients join the loyalty program without signing up, while it is on.',
  'general.toast.saved': 'Settings saved',
  'general.toast.failed': 'Error',
  'general.toast.failedBody': 'Failed to save organization settings',
} as const;

declare global {
  interface EnglishMessageParts {
    'general-settings': typeof generalSettingsMessages;
  }
}
