import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle':
    'Wählen Sie die Farben, die Designsprache und den hellen oder dunklen Modus, den Ihr ganzes Team sieht.',
  'theme.readOnly.title': 'Von Ihren Administratoren gewählt',
  'theme.readOnly.body':
    'Das Design Ihrer Organisation wählt ein Inhaber oder Administrator. Sie können es hier ansehen; bitten Sie eine dieser Personen, es zu ändern.',

  'theme.preview.title': 'Live-Vorschau',
  'theme.preview.description':
    'Ihre Auswahl erscheint sofort hier und in der ganzen App. Speichern Sie, um sie für alle zu übernehmen.',
  'theme.preview.label': 'Vorschau von {palette} mit der Designsprache {designLanguage} im Modus {mode}',
  'theme.preview.brand': 'Ihr Salon',
  'theme.preview.menuToday': 'Heute',
  'theme.preview.menuClients': 'Kunden',
  'theme.preview.menuServices': 'Leistungen',
  'theme.preview.cardTitle': 'Heutige Buchungen',
  'theme.preview.cardText': '6 Termine, 2 davon online gebucht',
  'theme.preview.switch': 'Online-Buchung',
  'theme.preview.tag': 'Neu',
  'theme.preview.primaryButton': 'Jetzt buchen',
  'theme.preview.secondaryButton': 'Details',
  'theme.preview.link': 'Kalender ansehen',

  'theme.designLanguage.title': 'Designsprache',
  'theme.designLanguage.description': 'Form und Anmutung der App: Ecken, Schatten, Rahmen und Schrift.',
  'theme.designLanguage.luxury': 'Luxus',
  'theme.designLanguage.luxury.description':
    'Edel und warm: weiche Schatten, sanfte Ecken und elegante Überschriften mit Serifen.',
  'theme.designLanguage.minimal': 'Minimal',
  'theme.designLanguage.minimal.description': 'Ruhig und flach: feine Linien statt Schatten, klare Ecken.',
  'theme.designLanguage.bold': 'Kräftig',
  'theme.designLanguage.bold.description':
    'Stark und selbstbewusst: dicke Konturen, tiefe Schatten und kräftige Schrift.',
  'theme.designLanguage.clean': 'Klar',
  'theme.designLanguage.clean.description':
    'Frisch und luftig: ein neutraler Hintergrund und die leichtesten Schatten.',
  'theme.designLanguage.glass': 'Glas',
  'theme.designLanguage.glass.description':
    'Milchglas: durchscheinende, weichgezeichnete Flächen über einem sanften Farbschleier.',
  'theme.designLanguage.modern': 'Modern',
  'theme.designLanguage.modern.description':
    'Zeitgemäß: rundere Flächen, pillenförmige Schaltflächen und geschichtete Schatten.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Designmodus',
  'theme.mode.description': 'System folgt der hellen oder dunklen Einstellung des jeweiligen Computers.',
  'theme.mode.light': 'Hell',
  'theme.mode.dark': 'Dunkel',
  'theme.mode.system': 'System',
  'theme.mode.ownPreference':
    'Auf Ihrem Bildschirm hat Ihre eigene Darstellungseinstellung ({mode, select, light {Hell} dark {Dunkel} other {System}}) Vorrang. Stellen Sie sie in den Präferenzen auf System, um der Organisation zu folgen.',
  'theme.mode.openPreferences': 'Präferenzen öffnen',

  'theme.palettes.title': 'Farbpaletten',
  'theme.palettes.description': 'Neun Paletten in vier Sammlungen, jede mit einer Haupt-, Neben- und Akzentfarbe.',
  'theme.group.luxury': 'Luxus',
  'theme.group.wellness': 'Wellness',
  'theme.group.vibrant': 'Lebendig',
  'theme.group.minimal': 'Minimal',
  'theme.palette.premium-rose-gold': 'Premium-Roségold',
  'theme.palette.champagne-luxe': 'Champagner Luxe',
  'theme.palette.deep-burgundy': 'Tiefes Burgund',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavendel',
  'theme.palette.warm-earth': 'Warme Erde',
  'theme.palette.ocean': 'Ozean',
  'theme.palette.coral-sunset': 'Korallen-Sonnenuntergang',
  'theme.palette.pure-minimalist': 'Reiner Minimalismus',
  'theme.palette.selected': 'Ausgewählt',

  'theme.reset': 'Zurücksetzen',
  'theme.reset.title': 'Design auf die Standardwerte zurücksetzen?',
  'theme.reset.body':
    'Damit werden wieder Premium-Roségold, die Designsprache Luxus und der Modus System gewählt. Für Ihr Team ändert sich nichts, bis Sie speichern.',
  'theme.reset.confirm': 'Zurücksetzen',
  'theme.reset.cancel': 'Abbrechen',

  'theme.toast.saved': 'Design gespeichert',
  'theme.toast.failed': 'Design konnte nicht gespeichert werden',
  'theme.toast.failedBody': 'Ihre Designeinstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',

  'theme.search.paletteTerms': 'Farben, Palette, Markenfarben, Design, Theme',
  'theme.search.designTerms': 'Stil, Aussehen, Ecken, Schatten, Glas, modern',
  'theme.search.modeTerms': 'heller Modus, Nachtmodus, Systemmodus, Darstellung',
} satisfies Translation<typeof english>;
