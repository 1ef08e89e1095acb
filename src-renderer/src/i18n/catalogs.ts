import type { LANGUAGES } from '../../../server/contract/preferences';
import { en, type MessageId } from './en';

export type Language = (typeof LANGUAGES)[number];
export type Catalog = Readonly<Record<MessageId, string>>;

/**
 * Catalog per language. Only English exists so far; the other languages of the preference list
 * fall back to it (react-intl also falls back per missing message), while dates and numbers are
 * already formatted in the chosen language. A translation is added here as one more entry.
 */
const catalogs: Partial<Record<Language, Catalog>> = { en };

export function catalogFor(language: string): Catalog {
  return catalogs[language as Language] ?? en;
}
