import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': 'Scegli una nuova password',
  'requirement.password.body':
    'La tua password è scaduta. La tua organizzazione ti chiede di sceglierne una nuova prima di continuare.',
  'requirement.password.action': 'Cambia password',
  'requirement.twoFactor.title': 'Configura l’autenticazione a due fattori',
  'requirement.twoFactor.body':
    'La tua organizzazione richiede l’autenticazione a due fattori. Configurala con un’app di autenticazione prima di continuare.',
  'requirement.twoFactor.action': 'Configura l’autenticazione a due fattori',
  'requirement.signOut': 'Esci',
  'maintenance.title': 'In manutenzione',
  'maintenance.body':
    'Il sistema è in manutenzione. Riprova più tardi o chiedi al tuo amministratore quando tornerà disponibile.',
  'maintenance.retry': 'Riprova',
} satisfies Translation<typeof english>;
