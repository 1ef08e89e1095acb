import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES, pickLanguage, translator } from '.';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the booking page catalogs', () => {
  it('speaks the eight languages', () => {
    expect(LANGUAGES.sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'pt', 'zh']);
  });

  it.each(Object.entries(CATALOGS))('%s has every key of English, with the same placeholders', (_language, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = catalog[key as keyof typeof en];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("picks the browser's language when the page speaks it, else the organization's", () => {
    expect(pickLanguage(['fr-CA', 'en'], 'de')).toBe('fr');
    expect(pickLanguage(['pt-BR'], 'en')).toBe('pt');
    expect(pickLanguage(['nl-NL', 'sv'], 'es')).toBe('es');
    expect(pickLanguage([], 'ja')).toBe('ja');
    expect(pickLanguage(['nl'], 'xx')).toBe('en');
    expect(pickLanguage(['constructor'], 'constructor')).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translator('en')('servicesHint', { max: 3 })).toBe('Up to 3 services, one after the other.');
    expect(translator('de')('minutes', { count: 45 })).toBe('45 Min.');
  });
});
