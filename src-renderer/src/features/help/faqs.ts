import type { MessageId } from '../../i18n/en';

/** The eight questions of spec part 3 §3, in its order; answers in the catalogs. */
export const FAQS = [
  'passwords',
  'locations',
  'taxRates',
  'paymentProcessors',
  'teamMembers',
  'emailTemplates',
  'twoFactor',
  'rolesPermissions',
] as const;
export type FaqId = (typeof FAQS)[number];

/** The screen each answer is about, which the answer links to (a settings path, or 'staff'). */
export const FAQ_SECTIONS: Readonly<Record<FaqId, string>> = {
  passwords: 'personal/security',
  locations: 'organization/locations',
  taxRates: 'organization/tax',
  paymentProcessors: 'organization/financial',
  teamMembers: 'staff',
  emailTemplates: 'organization/system-templates',
  twoFactor: 'personal/security',
  rolesPermissions: 'roles',
};

export const faqQuestionId = (id: FaqId) => `help.faq.${id}.question` as MessageId;
export const faqAnswerId = (id: FaqId) => `help.faq.${id}.answer` as MessageId;
