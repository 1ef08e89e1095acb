import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** Italian texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Caricamento…',
  'app.settings': 'Impostazioni',
  'app.skipToContent': 'Vai al contenuto principale',

  'form.unsaved': 'Modifiche non salvate',
  'form.allSaved': 'Tutte le modifiche sono salvate',
  'form.save': 'Salva modifiche',
  'form.required': '(obbligatorio)',
  'form.conflict.title': 'Qualcun altro ha modificato queste impostazioni',
  'form.conflict.body':
    'Queste impostazioni sono state salvate da un’altra finestra o da un altro computer dopo che le hai aperte, quindi le tue modifiche non sono state salvate. Carica la versione più recente: i campi che hai modificato mantengono le tue modifiche, gli altri mostrano i nuovi valori. Poi salva di nuovo.',
  'form.conflict.loadLatest': 'Carica la versione più recente',
  'form.conflict.discard': 'Annulla le mie modifiche',
  'form.leave.title': 'Uscire senza salvare?',
  'form.leave.body': 'Hai modifiche non salvate in questa pagina. Se esci ora, andranno perse.',
  'form.leave.stay': 'Resta',
  'form.leave.leave': 'Esci',
  'form.money.invalid': 'Inserisci un importo in {currency}, per esempio 12,50',
  'form.duration.invalid': 'Inserisci un numero intero di minuti, per esempio 45',
  'form.duration.unit': 'min',

  'section.overview': 'Panoramica delle impostazioni',
  'section.personal.profile': 'Profilo',
  'section.personal.security': 'Sicurezza',
  'section.personal.preferences': 'Preferenze',
  'section.personal.notifications': 'Notifiche',
  'section.personal.privacy': 'Impostazioni privacy',
  'section.organization.general': 'Impostazioni generali',
  'section.organization.subscription': 'Abbonamento e fatturazione',
  'section.organization.services': 'Servizi',
  'section.organization.financial': 'Finanze e pagamenti',
  'section.organization.branding': 'Brand e comunicazione',
  'section.organization.locations': 'Sedi',
  'section.organization.booking': 'Prenotazioni online',
  'section.organization.bookings': 'Prenotazioni',
  'section.organization.bookingNotifications': 'Impostazioni prenotazioni',
  'section.organization.integrations': 'Integrazioni',
  'section.organization.security': 'Sicurezza e conformità',
  'section.organization.systemTemplates': 'Modelli di sistema',
  'section.organization.notificationLogs': 'Registro notifiche',
  'section.organization.tax': 'Configurazione imposte',
  'section.roles': 'Ruoli e autorizzazioni',
  'section.advanced.themeCustomization': 'Personalizzazione del tema',
  'section.system': 'Configurazione di sistema',
  'section.templates': 'Modelli di impostazioni',
  'section.importExport': 'Importa ed esporta',
  'section.backupRecovery': 'Backup e ripristino',
  'section.activity': 'Cronologia impostazioni',
  'section.help': 'Guida e documentazione',
  'section.performance': 'Monitoraggio prestazioni',

  'group.personal': 'Personale',
  'group.organization': 'Organizzazione',
  'group.advanced': 'Avanzate',
  'group.support': 'Assistenza',

  'menu.search.placeholder': 'Cerca nelle impostazioni...',
  'menu.search.label': 'Cerca nelle impostazioni',
  'menu.noResults': 'Nessuna impostazione trovata per «{query}»',
  'menu.badge.new': 'NUOVO',
  'menu.badge.newDescription': 'Nuovo',
  'menu.toggle.open': 'Apri il menu delle impostazioni',
  'menu.toggle.close': 'Chiudi il menu delle impostazioni',
  'menu.toggle.text': 'Menu',

  'palette.open': 'Cerca nelle impostazioni',
  'palette.title': 'Vai a un’impostazione',
  'palette.inputLabel': 'Cerca nelle impostazioni',
  'palette.placeholder': 'Cerca nelle impostazioni...',
  'palette.hint': 'Usa le frecce per scegliere, Invio per aprire, Esc per chiudere.',
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Menu account:',
  'user.role': 'Ruolo: {role}',
  'user.organization': 'Organizzazione: {organization}',
  'user.signOut': 'Esci',

  'error.title': 'Si è verificato un problema',
  'error.description':
    'Impossibile visualizzare questa pagina. Riprova, ricarica la pagina o torna alla panoramica delle impostazioni.',
  'error.tryAgain': 'Riprova',
  'error.reload': 'Ricarica la pagina',
  'error.goHome': 'Vai alla home',

  'toast.fallback': 'Si è verificato un problema. Riprova.',
  'toast.network': 'Impossibile raggiungere il server. Controlla la connessione e riprova.',

  'notAvailable.heading': 'Non ancora disponibile',
  'notAvailable.body':
    '{title} non è ancora disponibile in questa versione. Comparirà qui quando questa sezione sarà pronta; fino ad allora non è possibile modificare nulla in questa pagina.',

  'noAccess.title': 'Non hai accesso a questa pagina',
  'noAccess.body':
    'Il tuo ruolo non include l’autorizzazione richiesta da questa pagina. Se ti serve, chiedila a un titolare o a un amministratore.',

  'notFound.title': 'Pagina non trovata',
  'notFound.body': 'A questo indirizzo non c’è nessuna pagina di impostazioni.',
  'notFound.action': 'Vai alla panoramica delle impostazioni',

  'query.errorTitle': 'Impossibile caricare questa pagina',
  'query.retry': 'Riprova',

  'session.ended': 'La sessione è scaduta. Accedi di nuovo.',

  'time.justNow': 'Proprio ora',
  'time.minutesAgo': '{count, plural, one {# minuto fa} other {# minuti fa}}',
  'time.hoursAgo': '{count, plural, one {# ora fa} other {# ore fa}}',
  'time.daysAgo': '{count, plural, one {# giorno fa} other {# giorni fa}}',

  'personal.cancel': 'Annulla',
} as const satisfies Translation<typeof english>;
