import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_USER_PREFERENCES } from '../../../../server/contract/preference-options';
import { useCachedUserPreferences } from '../../api/preferences';
import { catalogFor } from '../../i18n/catalogs';
import type { DateDisplay } from '../../i18n/dates';
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
 * Words and formats follow the user's preferences once they are loaded; before sign-in the
 * defaults of the specification apply (English, America/New_York, MM/DD/YYYY, 12h).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const preferences = useCachedUserPreferences() ?? DEFAULT_USER_PREFERENCES;
  const { language, timezone, dateFormat, timeFormat } = preferences;
  const display = useMemo<DateDisplay>(
    () => ({ locale: language, timeZone: timezone, dateFormat, timeFormat }),
    [language, timezone, dateFormat, timeFormat],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      timeZone={timezone}
      messages={catalogFor(language)}
      // Until a language has its catalog, English stands in; that is expected, not an error.
      onError={(error) => {
        if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
      }}
    >
      <DateDisplayContext.Provider value={display}>{children}</DateDisplayContext.Provider>
    </IntlProvider>
  );
}
