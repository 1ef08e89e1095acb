import {
  TEMPLATE_NAME_MAX_LENGTH,
  type CreateMessageTemplateBody,
  type MessageTemplate,
} from '../../../../server/contract/message-templates';

/**
 * What the System Templates page shows of the list (spec part 3 §2): the tabs All, SMS and Email
 * with their counts, the search by name or subtype, which empty state fits, and the copy a
 * Duplicate makes. Pure, so the page and its tests share it.
 */

export const TEMPLATE_TABS = ['all', 'sms', 'email'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];

export const isTemplateTab = (value: string | null): value is TemplateTab => TEMPLATE_TABS.some((tab) => tab === value);

export const inTab = (template: MessageTemplate, tab: TemplateTab): boolean => tab === 'all' || template.type === tab;

/** Each tab's count: every template of its type, whatever the search (All counts push ones too). */
export function tabCounts(templates: readonly MessageTemplate[]): Record<TemplateTab, number> {
  return {
    all: templates.length,
    sms: templates.filter((template) => template.type === 'sms').length,
    email: templates.filter((template) => template.type === 'email').length,
  };
}

/** 'appointment_reminder' → 'Appointment reminder': a subtype no catalog names yet, still readable. */
export function humanizeSubtype(subtype: string): string {
  const words = subtype.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Lower case, accents and underscores folded, so 'appointment reminder' finds 'appointment_reminder'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/**
 * The search by name or subtype: every word typed must appear in the name, the subtype or its
 * readable category (as the page shows it, in the user's language).
 */
export function matchesSearch(template: MessageTemplate, search: string, categoryLabel: string): boolean {
  const words = fold(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${template.name} ${template.subtype} ${categoryLabel}`);
  return words.every((word) => haystack.includes(word));
}

/** The templates a tab shows under a search, system templates first, then by name. */
export function visibleTemplates(
  templates: readonly MessageTemplate[],
  tab: TemplateTab,
  search: string,
  categoryOf: (template: MessageTemplate) => string,
  locale: string,
): MessageTemplate[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return templates
    .filter((template) => inTab(template, tab) && matchesSearch(template, search, categoryOf(template)))
    .sort((a, b) => scopeRank(a) - scopeRank(b) || collator.compare(a.name, b.name));
}

const scopeRank = (template: MessageTemplate) => (isMarketing(template) ? 1 : 0);

export type EmptyKind = 'none' | 'sms' | 'email';

/**
 * Which of the spec's empty states fits (§2): a search that matches nothing, or an empty All tab,
 * says 'No templates found'; an empty SMS or Email tab says so by its type.
 */
export function emptyKind(tab: TemplateTab, search: string): EmptyKind {
  if (search.trim() !== '' || tab === 'all') return 'none';
  return tab;
}

export const isMarketing = (template: MessageTemplate): boolean => template.scope === 'marketing';
/** System (and platform) templates come from the platform: they are reset and toggled, not deleted. */
export const isSystem = (template: MessageTemplate): boolean => !isMarketing(template);

/** On or off: a system template's isEnabled (its organization's switch), else isActive. */
export const isOn = (template: MessageTemplate): boolean =>
  isSystem(template) ? (template.isEnabled ?? template.isActive) : template.isActive;

/** 'Customized': the organization has its own version of a system template, which Reset undoes. */
export const isCustomized = (template: MessageTemplate): boolean =>
  isSystem(template) && template.isCustomized === true;

/**
 * The body of a Duplicate (§2): a new marketing template named 'Copy of {name}' (the caller's
 * translated pattern) with the content the template sends now, cut to the name's limit.
 */
export function duplicateBody(template: MessageTemplate, copyName: string): CreateMessageTemplateBody {
  return {
    name: [...copyName].slice(0, TEMPLATE_NAME_MAX_LENGTH).join('').trim(),
    type: template.type,
    subtype: template.subtype,
    subject: template.subject,
    content: template.content,
    htmlContent: template.htmlContent,
    variables: template.variables,
    isActive: template.isActive,
  };
}
