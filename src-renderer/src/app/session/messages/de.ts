import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': 'Wählen Sie ein neues Passwort',
  'requirement.password.body':
    'Ihr Passwort ist abgelaufen. Ihre Organisation bittet Sie, vor dem Fortfahren ein neues zu wählen.',
  'requirement.password.action': 'Passwort ändern',
  'requirement.twoFactor.title': 'Zwei-Faktor-Authentifizierung einrichten',
  'requirement.twoFactor.body':
    'Ihre Organisation verlangt die Zwei-Faktor-Authentifizierung. Richten Sie sie mit einer Authenticator-App ein, bevor Sie fortfahren.',
  'requirement.twoFactor.action': 'Zwei-Faktor-Authentifizierung einrichten',
  'requirement.signOut': 'Abmelden',
  'maintenance.title': 'Wartungsarbeiten',
  'maintenance.body':
    'Das System wird gewartet. Versuchen Sie es später erneut oder fragen Sie Ihren Administrator, wann es wieder verfügbar ist.',
  'maintenance.retry': 'Erneut versuchen',
} satisfies Translation<typeof english>;
