import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserPreferences } from '../../server/contract/preferences';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The receptionist: no other spec saves their preferences; their language is put back afterwards.
const ACCOUNT = DEMO_ACCOUNTS.receptionist;
const BASE = `/${ACCOUNT.organizationSlug}/settings`;
const SETTINGS_API = '/api/settings/user';

/** The words the test looks for, in each language it switches between. */
const WORDS = {
  en: {
    menu: 'Settings',
    preferences: 'Preferences',
    security: 'Security',
    language: 'Language',
    save: 'Save Changes',
    allSaved: 'All changes saved',
    role: 'Receptionist',
  },
  es: {
    menu: 'Configuración',
    preferences: 'Preferencias',
    security: 'Seguridad',
    language: 'Idioma',
    save: 'Guardar cambios',
    allSaved: 'Todos los cambios guardados',
    // The built-in role's standard name, stored in English, read in Spanish (features/roles/role-names.ts).
    role: 'Recepcionista',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });
const menu = (page: Page, words: Words) => page.getByRole('navigation', { name: words.menu, exact: true });

/** A message id on screen (such as 'section.personal.preferences') would mean a catalog is missing. */
const MESSAGE_ID = /\b(?:app|form|section|group|menu|preferences|security|user)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

async function chooseLanguage(page: Page, words: Words, value: 'en' | 'es'): Promise<void> {
  await page.getByLabel(words.language, { exact: true }).selectOption(value);
  await page.getByRole('button', { name: words.save, exact: true }).click();
}

describe('languages', () => {
  it('switches the whole interface to Spanish on save, keeps it across pages and a reload, and back', async () => {
    await signInByApi(browser.page, browser.baseURL, ACCOUNT.email);
    const before = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
    expect(before.language).toBe('en');
    const page = browser.page;

    try {
      await page.goto(browser.url(`${BASE}/personal/preferences`));
      await heading(page, WORDS.en.preferences).waitFor();
      await chooseLanguage(page, WORDS.en, 'es');

      // At once, without a reload: the page heading, the menu and the form's own words.
      await heading(page, WORDS.es.preferences).waitFor();
      const spanishMenu = menu(page, WORDS.es);
      await spanishMenu.getByRole('link', { name: WORDS.es.preferences, exact: true }).waitFor();
      await spanishMenu.getByRole('link', { name: WORDS.es.security, exact: true }).waitFor();
      await page.getByRole('button', { name: WORDS.es.save, exact: true }).waitFor();
      await page.getByRole('status').filter({ hasText: WORDS.es.allSaved }).waitFor();
      await page.locator('.user-menu-button-role').filter({ hasText: WORDS.es.role }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
      await checkA11y(page);

      // Another page from the menu is in Spanish too.
      await spanishMenu.getByRole('link', { name: WORDS.es.security, exact: true }).click();
      await heading(page, WORDS.es.security).waitFor();

      // A fresh load starts in English and switches as soon as the Spanish catalog arrives.
      await page.goto(browser.url(`${BASE}/personal/preferences`));
      await heading(page, WORDS.es.preferences).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
      const saved = await getJson<UserPreferences>(browser.page, browser.baseURL, SETTINGS_API);
      expect(saved.language).toBe('es');

      // And back to English, again at once.
      await chooseLanguage(page, WORDS.es, 'en');
      await heading(page, WORDS.en.preferences).waitFor();
      await menu(page, WORDS.en).getByRole('link', { name: WORDS.en.preferences, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      // Demo data as it was, whatever happened above.
      const answer = await browser.write('post', SETTINGS_API, { language: before.language });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
  });
});
