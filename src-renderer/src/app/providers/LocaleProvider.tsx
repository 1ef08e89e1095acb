import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_USER_PREFERENCES } from '../../../../server/contract/preference-options';
import { useCachedUserPreferences } from '../../api/preferences';
import { loadCatalog, loadedCatalog, subscribeToCatalogs, type Catalog } from '../../i18n/catalogs';
import type { DateDisplay } from '../../i18n/dates';
import { en } from '../../i18n/en';
import '../../i18n/message-ids';

const DateDisplayContext = createContext<DateDisplay>({
  locale: DEFAULT_USER_PREFERENCES.language,
  timeZone: DEFAULT_USER_PREFERENCES.timezone,
  dateFormat: DEFAULT_USER_PREFERENCES.dateFormat,
  timeFormat: DEFAULT_USER_PREFERENCES.timeFormat,
});

/** The signed-in user's language, time zone and date and time formats. */
export function useDateDisplay(): DateDisplay {
  return useContext(DateDisplayContext);
}

/**
 * The language the screen is in: the preferred one once its catalog has arrived, English until
 * then (English is always loaded, so no message ever shows as its key). Words, numbers and dates
 * switch together, so a page is never half in one language.
 */
function useShownLanguage(language: string): { locale: string; messages: Catalog } {
  const messages = useSyncExternalStore(subscribeToCatalogs, () => loadedCatalog(language));
  useEffect(() => {
    loadCatalog(language).catch((error: unknown) => {
      // The chunk could not be fetched (offline, or a newer build replaced it): stay in English.
      console.error(error);
    });
  }, [language]);
  return messages ? { locale: language, messages } : { locale: 'en', messages: en };
}

/**
 * Words and formats follow the user's preferences once they are loaded; before sign-in the
 * defaults of the specification apply (English, America/New_York, MM/DD/YYYY, 12h).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const preferences = useCachedUserPreferences() ?? DEFAULT_USER_PREFERENCES;
  const { language, timezone, dateFormat, timeFormat } = preferences;
  const { locale, messages } = useShownLanguage(language);
  const display = useMemo<DateDisplay>(
    () => ({ locale, timeZone: timezone, dateFormat, timeFormat }),
    [locale, timezone, dateFormat, timeFormat],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      timeZone={timezone}
      messages={messages}
      // Every catalog has every English key (a compile error otherwise; catalogs.test.ts checks the
      // placeholders), so a missing translation is a bug like any other formatting error.
      onError={(error) => console.error(error)}
    >
      <DateDisplayContext.Provider value={display}>{children}</DateDisplayContext.Provider>
    </IntlProvider>
  );
}
