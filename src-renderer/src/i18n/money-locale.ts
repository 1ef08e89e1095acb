/**
 * The locale money is written in. The currency helper formats with the organization's locale (spec
 * part 1 §9), which is right for people who read the organization's language: an English-speaking
 * team in an en-AU salon sees $1,250.50. Someone who chose another language gets their language
 * with the organization's region instead ('es' in an en-AU salon → es-AU: 1250,50 $), so amounts
 * read like the rest of their screen. Until the organization's locale has loaded, the user's
 * language alone.
 */
export function moneyLocale(userLanguage: string, organizationLocale: string | undefined): string {
  if (!organizationLocale) return userLanguage;
  try {
    const organization = new Intl.Locale(organizationLocale);
    const user = new Intl.Locale(userLanguage);
    if (organization.language === user.language) return organization.toString();
    return organization.region ? `${user.language}-${organization.region}` : user.language;
  } catch {
    // A malformed locale must not break a screen that shows money.
    return userLanguage;
  }
}
