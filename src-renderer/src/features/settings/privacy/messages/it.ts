import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Italian texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': 'pubblico, privato, chi può vedere il mio profilo',
  'search.terms.activityStatus': 'online, ultimo accesso, visto di recente',

  // Privacy.
  'privacy.subtitle': 'Chi può vedere il tuo profilo e cosa mostra.',
  'privacy.visibility.title': 'Visibilità del profilo',
  'privacy.visibility.public': 'Pubblico',
  'privacy.visibility.public.description': 'Tutti i clienti e il team',
  'privacy.visibility.team': 'Team',
  'privacy.visibility.team.description': 'Solo i membri del team',
  'privacy.visibility.private': 'Privato',
  'privacy.visibility.private.description': 'Nascosto a tutti tranne agli amministratori',
  'privacy.adminNote': 'Gli amministratori possono sempre vedere qualsiasi profilo.',
  'privacy.details.title': 'Dettagli del profilo',
  'privacy.details.description': 'Cosa trova sul tuo profilo chi può vederlo.',
  'privacy.showEmail': 'Mostra l’indirizzo email',
  'privacy.showEmail.help': 'Il tuo indirizzo email compare sul tuo profilo.',
  'privacy.showPhone': 'Mostra il numero di telefono',
  'privacy.showPhone.help': 'Il tuo numero di telefono compare sul tuo profilo.',
  'privacy.activityStatus': 'Mostra lo stato di attività',
  'privacy.activityStatus.help': 'Gli altri possono vedere quando sei stato attivo l’ultima volta.',
  'privacy.toast.saved': 'Impostazioni privacy salvate',
  'privacy.toast.failed': 'Errore durante il salvataggio delle impostazioni',
  'privacy.toast.failedBody': 'Impossibile salvare le impostazioni privacy',
} satisfies Translation<typeof english>;
