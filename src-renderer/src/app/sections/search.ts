import type { MessageId } from '../../i18n/en';
import type { SettingsSection } from './section';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The search of the menu and the palette: every word of the query must appear in the text
 * (case- and accent-insensitive), so "sec comp" finds Security & Compliance.
 */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

const isBlank = (query: string) => query.trim() === '';

/** A setting inside a page. */
export interface SearchField {
  fieldId: string;
  /** The setting's label, in the user's language. */
  label: string;
}

/** A search result: a page, or a setting inside one (opened at its field). */
export interface SearchHit {
  section: SettingsSection;
  /** The page's title, in the user's language. */
  sectionTitle: string;
  field?: SearchField;
}

export type FieldHit = SearchHit & { field: SearchField };

export const isFieldHit = (hit: SearchHit): hit is FieldHit => hit.field !== undefined;

/**
 * Pages whose title matches, in menu order, then the settings inside the other pages that match:
 * their label, their extra words and their page's title count together, so "security password"
 * finds the password on the Security page. A page listed by its title does not list its settings
 * again ("tax" shows Tax Configuration once). A blank query lists every page and no setting.
 */
export function searchSettings(
  sections: readonly SettingsSection[],
  query: string,
  text: (id: MessageId) => string,
): SearchHit[] {
  const pages: SearchHit[] = [];
  const fields: SearchHit[] = [];
  for (const section of sections) {
    const sectionTitle = text(section.titleId);
    if (matchesQuery(sectionTitle, query)) {
      pages.push({ section, sectionTitle });
      continue;
    }
    if (isBlank(query)) continue;
    for (const keyword of section.keywords ?? []) {
      const label = text(keyword.labelId);
      const terms = keyword.termsId === undefined ? '' : text(keyword.termsId);
      if (matchesQuery(`${label} ${terms} ${sectionTitle}`, query)) {
        fields.push({ section, sectionTitle, field: { fieldId: keyword.fieldId, label } });
      }
    }
  }
  return [...pages, ...fields];
}
