import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  'signIn.useRecoveryCode': 'Stattdessen einen Wiederherstellungscode verwenden',
  'signIn.useAuthenticatorCode': 'Einen Code aus Ihrer Authenticator-App verwenden',
  'signIn.recoveryCode': 'Wiederherstellungscode',
  'signIn.recoveryCodeHelp':
    'Einer der Codes, die Sie beim Einschalten der Zwei-Faktor-Authentifizierung gespeichert haben.',

  'signIn.title': 'Anmelden',
  'signIn.subtitle': 'Melden Sie sich an, um die Einstellungen Ihrer Organisation zu verwalten.',
  'signIn.email': 'E-Mail',
  'signIn.password': 'Passwort',
  'signIn.code': 'Authentifizierungscode',
  'signIn.codeHelp': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'signIn.submit': 'Anmelden',
  'signIn.otherAccount': 'Anderes Konto verwenden',
  'signIn.failed': 'Anmeldung fehlgeschlagen',

  'setup.title': 'Organisation einrichten',
  'setup.subtitle':
    'Diese Installation wurde noch nicht verwendet. Legen Sie Ihre Organisation und das Konto des Inhabers an.',
  'setup.organizationName': 'Name der Organisation',
  'setup.organizationSlug': 'Name in der Adresse',
  'setup.organizationSlugHelp':
    'Kleinbuchstaben, Ziffern und Bindestriche. Ihre Einstellungen liegen dann unter /{slug}/settings.',
  'setup.firstName': 'Vorname',
  'setup.lastName': 'Nachname',
  'setup.email': 'E-Mail',
  'setup.password': 'Passwort',
  'setup.passwordHelp': 'Mindestens {min} Zeichen.',
  'setup.region.title': 'Wo ist Ihr Unternehmen?',
  'setup.region.help':
    'Aus den Einstellungen dieses Computers übernommen. Zeiten und Preise Ihres Teams richten sich danach; Sie können sie später unter Allgemeine Einstellungen ändern.',
  'setup.country': 'Land',
  'setup.countryOther': 'Anderes Land',
  'setup.timezone': 'Zeitzone',
  'setup.currency': 'Währung',
  'setup.submit': 'Organisation anlegen',
  'setup.failed': 'Einrichtung fehlgeschlagen',
} satisfies Translation<typeof english>;
