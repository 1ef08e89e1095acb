import type { overviewMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the Settings Overview page. */
export const overviewMessages = {
  'overview.subtitle': 'Le impostazioni del tuo account e della tua organizzazione in sintesi.',
  'overview.quickActions': 'Azioni rapide',
  'overview.action.update-profile': 'Aggiorna il profilo',
  'overview.action.update-profile.description': 'Nome, foto e recapiti',
  'overview.action.security-checkup': 'Controllo di sicurezza',
  'overview.action.security-checkup.description': 'Password, verifica in due passaggi e sessioni',
  'overview.action.notification-preferences': 'Preferenze di notifica',
  'overview.action.notification-preferences.description': 'Cosa ti arriva e come',
  'overview.action.business-hours': 'Orari di apertura',
  'overview.action.business-hours.description': 'Orari di apertura giorno per giorno',
  'overview.action.tax-configuration': 'Configurazione imposte',
  'overview.action.tax-configuration.description': 'Aliquote e fatturazione',
  'overview.activeUsers': 'Utenti attivi',
  'overview.activeUsers.note': 'Membri del team che possono accedere',
  'overview.planType': 'Tipo di piano',
  'overview.planType.note': 'Il livello del tuo abbonamento',
  'overview.lastUpdated': 'Ultimo aggiornamento',
  'overview.lastUpdated.note': 'Ultima modifica alle impostazioni',
  'overview.lastUpdated.never': 'Mai',
  'overview.recentChanges': 'Modifiche recenti',
  'overview.recentChanges.empty': 'Nessuna impostazione è stata ancora modificata.',
  'overview.recentChanges.by': '{name} · {section}',
  'overview.recentChanges.all': 'Vedi tutta la cronologia',
  'overview.quickTips': 'Suggerimenti rapidi',
  'overview.tip.palette': 'Premi {keys} ovunque per cercare tra tutte le impostazioni.',
  'overview.tip.numbers': 'Premi {keys} per passare alle prime nove sezioni del menu.',
  'overview.tip.activity':
    'Ogni modifica salvata viene registrata con chi l’ha fatta; consulta Cronologia impostazioni.',
  'overview.systemInformation': 'Informazioni di sistema',
  'overview.system.plan': 'Piano',
  'overview.system.activeUsers': 'Utenti attivi',
  'overview.system.storage': 'Spazio utilizzato',
  'overview.system.apiCalls': 'Chiamate API questo mese',
} satisfies Translation<typeof english>;
