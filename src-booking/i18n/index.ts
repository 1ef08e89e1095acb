import { de } from './de';
import { en, type Catalog, type MessageKey } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { pt } from './pt';
import { zh } from './zh';

export type { MessageKey } from './en';

export const CATALOGS: Record<string, Catalog> = { en, es, fr, de, it, pt, zh, ja };
export const LANGUAGES = Object.keys(CATALOGS);

/**
 * The page's language: the first of the browser's languages the page speaks ('pt-BR' counts as
 * 'pt'), else the organization's, else English.
 */
export function pickLanguage(browserLanguages: readonly string[], organizationLanguage: string): string {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (Object.hasOwn(CATALOGS, base)) return base;
  }
  return Object.hasOwn(CATALOGS, organizationLanguage) ? organizationLanguage : 'en';
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator for one language: `{name}` placeholders filled from `values`. */
export function translator(language: string): Translate {
  const catalog = CATALOGS[language] ?? en;
  return (key, values) =>
    catalog[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}
