import {
  SETTINGS_TEMPLATE_CATEGORIES,
  type SettingsTemplate,
  type SettingsTemplateCategory,
} from '../../../../server/contract/settings-templates';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/en';

/** The category filter: All or one of the three categories (spec part 3 §3). */
export type CategoryFilter = 'all' | SettingsTemplateCategory;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...SETTINGS_TEMPLATE_CATEGORIES];

export const isCategoryFilter = (value: string): value is CategoryFilter =>
  (CATEGORY_FILTERS as readonly string[]).includes(value);

/** Whether a template's name or description holds every word typed, ignoring case and accents. */
export function matchesSearch(template: SettingsTemplate, search: string, locale: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase(locale);
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(`${template.name} ${template.description}`);
  return words.every((word) => haystack.includes(word));
}

/** Favorites first, then the official templates, then by name (the reader's alphabet). */
export function byFavoriteOfficialName(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: SettingsTemplate, b: SettingsTemplate): number =>
    Number(b.isFavorite) - Number(a.isFavorite) ||
    Number(b.isOfficial) - Number(a.isOfficial) ||
    collator.compare(a.name, b.name);
}

/** The cards to show for a search and a category, in the page's order. */
export function visibleTemplates(
  templates: readonly SettingsTemplate[],
  category: CategoryFilter,
  search: string,
  locale: string,
): SettingsTemplate[] {
  return templates
    .filter((template) => category === 'all' || template.category === category)
    .filter((template) => matchesSearch(template, search, locale))
    .sort(byFavoriteOfficialName(locale));
}

interface Viewer {
  id: string;
  mayManage: boolean;
}

/** §6: official templates are everyone's, so they cannot be marked favorite. */
export const mayFavorite = (template: SettingsTemplate, viewer: Viewer): boolean =>
  viewer.mayManage && !template.isOfficial;

/** §6: only the template's creator deletes it, and never an official one. */
export const mayDelete = (template: SettingsTemplate, viewer: Viewer): boolean =>
  viewer.mayManage && !template.isOfficial && template.createdBy?.id === viewer.id;

/** The official templates' texts by key: shipped with the product, they read in the user's language. */
const OFFICIAL_TEXTS: Readonly<Record<string, { name: MessageId; description: MessageId }>> = {
  'hair-salon': {
    name: 'settingsTemplates.official.hair-salon.name',
    description: 'settingsTemplates.official.hair-salon.description',
  },
  'day-spa': {
    name: 'settingsTemplates.official.day-spa.name',
    description: 'settingsTemplates.official.day-spa.description',
  },
  'beauty-clinic': {
    name: 'settingsTemplates.official.beauty-clinic.name',
    description: 'settingsTemplates.official.beauty-clinic.description',
  },
  barber: {
    name: 'settingsTemplates.official.barber.name',
    description: 'settingsTemplates.official.barber.description',
  },
};

/**
 * A template as the reader sees it: an official one named and described in their language (and so
 * searched and sorted by those words); an organization's own, or an official one this release does
 * not know, as stored.
 */
export function inReadersLanguage(template: SettingsTemplate, intl: IntlShape): SettingsTemplate {
  const key = template.officialKey;
  if (key === null || !Object.hasOwn(OFFICIAL_TEXTS, key)) return template;
  const texts = OFFICIAL_TEXTS[key]!;
  return {
    ...template,
    name: intl.formatMessage({ id: texts.name }),
    description: intl.formatMessage({ id: texts.description }),
  };
}
