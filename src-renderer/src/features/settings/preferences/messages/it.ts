import type { preferencesMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Italian texts of the Preferences page. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12 ore, 24 ore, orologio',
  'search.terms.theme': 'modalità scura, modalità chiara, modalità notte, tema scuro, aspetto, colori',
  'search.terms.compact': 'densità, spaziatura',
  'search.terms.animations': 'movimento, effetti',

  // Preferences.
  'preferences.subtitle': 'La tua lingua, la tua area geografica e l’aspetto dell’app.',
  'preferences.region.title': 'Lingua e area geografica',
  'preferences.appearance.title': 'Aspetto',
  'preferences.field.language': 'Lingua',
  'preferences.field.timezone': 'Fuso orario',
  'preferences.field.dateFormat': 'Formato data',
  'preferences.field.timeFormat': 'Formato ora',
  'preferences.field.currency': 'Valuta',
  'preferences.timeFormat.12h': '12 ore ({example})',
  'preferences.timeFormat.24h': '24 ore ({example})',
  'preferences.organizationDefault': 'Valore dell’organizzazione',
  'preferences.resetToDefault': 'Ripristina il valore predefinito',
  'preferences.resetToDefaultLabel': 'Ripristina il valore predefinito ({field}: {value})',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': 'Americhe',
  'preferences.tzRegion.Europe': 'Europa',
  'preferences.tzRegion.Africa': 'Africa',
  'preferences.tzRegion.Asia': 'Asia',
  'preferences.tzRegion.Australia': 'Australia',
  'preferences.tzRegion.Pacific': 'Pacifico',
  'preferences.tzRegion.Antarctica': 'Antartide',
  'preferences.tzRegion.other': 'Altro',
  'preferences.theme': 'Tema',
  'preferences.theme.light': 'Chiaro',
  'preferences.theme.dark': 'Scuro',
  'preferences.theme.system': 'Sistema',
  'preferences.theme.help':
    'Sistema segue l’impostazione chiara o scura del tuo computer. Il nuovo tema viene applicato subito.',
  'preferences.compact': 'Modalità compatta',
  'preferences.compact.help': 'Spaziature ridotte, per far stare più contenuti sullo schermo.',
  'preferences.animations': 'Animazioni',
  'preferences.animations.help': 'Movimento all’apertura e alla chiusura di menu, finestre e messaggi.',
  'preferences.toast.saved': 'Preferenze aggiornate',
  'preferences.toast.failed': 'Errore durante il salvataggio delle preferenze',
  'preferences.toast.failedBody': 'Impossibile salvare le tue preferenze. Riprova.',
  'preferences.toast.details': 'Controlla la console per i dettagli della convalida.',
} satisfies Translation<typeof english>;
