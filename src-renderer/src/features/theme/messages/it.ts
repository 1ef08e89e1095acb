import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle': 'Scegli i colori, il linguaggio di design e la modalità chiara o scura che vede tutto il tuo team.',
  'theme.readOnly.title': 'Scelto dai tuoi amministratori',
  'theme.readOnly.body':
    'Il tema della tua organizzazione è scelto da un titolare o da un amministratore. Puoi vederlo qui; chiedi a uno di loro di cambiarlo.',

  'theme.preview.title': 'Anteprima dal vivo',
  'theme.preview.description': "Quello che scegli appare subito qui e in tutta l'app. Salva per mantenerlo per tutti.",
  'theme.preview.label': 'Anteprima di {palette} con il linguaggio di design {designLanguage} in modalità {mode}',
  'theme.preview.brand': 'Il tuo salone',
  'theme.preview.menuToday': 'Oggi',
  'theme.preview.menuClients': 'Clienti',
  'theme.preview.menuServices': 'Servizi',
  'theme.preview.cardTitle': 'Prenotazioni di oggi',
  'theme.preview.cardText': '6 appuntamenti, 2 prenotati online',
  'theme.preview.switch': 'Prenotazione online',
  'theme.preview.tag': 'Nuovo',
  'theme.preview.primaryButton': 'Prenota ora',
  'theme.preview.secondaryButton': 'Dettagli',
  'theme.preview.link': 'Vedi calendario',

  'theme.designLanguage.title': 'Linguaggio di design',
  'theme.designLanguage.description': "La forma e lo stile dell'app: angoli, ombre, bordi e caratteri.",
  'theme.designLanguage.luxury': 'Lusso',
  'theme.designLanguage.luxury.description':
    'Raffinato e caldo: ombre morbide, angoli delicati ed eleganti titoli con grazie.',
  'theme.designLanguage.minimal': 'Minimal',
  'theme.designLanguage.minimal.description': 'Sobrio e piatto: linee sottili al posto delle ombre, angoli netti.',
  'theme.designLanguage.bold': 'Deciso',
  'theme.designLanguage.bold.description': 'Forte e sicuro: contorni spessi, ombre profonde e caratteri marcati.',
  'theme.designLanguage.clean': 'Pulito',
  'theme.designLanguage.clean.description': 'Nitido e arioso: uno sfondo neutro e le ombre più leggere.',
  'theme.designLanguage.glass': 'Vetro',
  'theme.designLanguage.glass.description':
    'Vetro smerigliato: superfici traslucide e sfocate su una leggera velatura di colore.',
  'theme.designLanguage.modern': 'Moderno',
  'theme.designLanguage.modern.description':
    'Contemporaneo: superfici più arrotondate, pulsanti a pillola e ombre a strati.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Modalità del tema',
  'theme.mode.description': "Sistema segue l'impostazione chiara o scura di ciascun computer.",
  'theme.mode.light': 'Chiaro',
  'theme.mode.dark': 'Scuro',
  'theme.mode.system': 'Sistema',
  'theme.mode.ownPreference':
    "Sul tuo schermo prevale la tua preferenza di aspetto ({mode, select, light {Chiaro} dark {Scuro} other {Sistema}}). Impostala su Sistema in Preferenze per seguire l'organizzazione.",
  'theme.mode.openPreferences': 'Apri Preferenze',

  'theme.palettes.title': 'Tavolozze di colori',
  'theme.palettes.description':
    'Nove tavolozze in quattro collezioni, ciascuna con un colore primario, secondario e di accento.',
  'theme.group.luxury': 'Lusso',
  'theme.group.wellness': 'Benessere',
  'theme.group.vibrant': 'Vivace',
  'theme.group.minimal': 'Minimal',
  'theme.palette.premium-rose-gold': 'Oro rosa premium',
  'theme.palette.champagne-luxe': 'Champagne lusso',
  'theme.palette.deep-burgundy': 'Bordeaux intenso',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavanda',
  'theme.palette.warm-earth': 'Terra calda',
  'theme.palette.ocean': 'Oceano',
  'theme.palette.coral-sunset': 'Tramonto corallo',
  'theme.palette.pure-minimalist': 'Minimalismo puro',
  'theme.palette.selected': 'Selezionata',

  'theme.reset': 'Ripristina',
  'theme.reset.title': 'Ripristinare il tema ai valori predefiniti?',
  'theme.reset.body':
    'Vengono scelti di nuovo Oro rosa premium, il linguaggio di design Lusso e la modalità Sistema. Per il tuo team non cambia nulla finché non salvi.',
  'theme.reset.confirm': 'Ripristina',
  'theme.reset.cancel': 'Annulla',

  'theme.toast.saved': 'Tema salvato',
  'theme.toast.failed': 'Impossibile salvare il tema',
  'theme.toast.failedBody': 'Non è stato possibile salvare le preferenze del tema. Riprova.',

  'theme.search.paletteTerms': 'colori, tavolozza, palette, colori del marchio, tema',
  'theme.search.designTerms': 'stile, aspetto, angoli, ombre, vetro, moderno',
  'theme.search.modeTerms': 'modalità chiara, modalità notte, modalità di sistema, aspetto',
} satisfies Translation<typeof english>;
