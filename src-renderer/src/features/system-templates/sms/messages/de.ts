import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'Neue SMS-Vorlage',
  'smsEditor.title.edit': 'SMS-Vorlage bearbeiten: {name}',
  'smsEditor.systemNote':
    'Dies ist eine Systemvorlage: Name und Kategorie stammen von der Plattform. Ihr Text ersetzt den Standardtext, bis Sie ihn zurücksetzen.',
  'smsEditor.name': 'Vorlagenname',
  'smsEditor.category': 'Kategorie',
  'smsEditor.content': 'Nachrichteninhalt',
  'smsEditor.variables': 'Variablen',
  'smsEditor.variables.help': 'Durch Kommas getrennte Namen, z. B. firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Variable einfügen',
  'smsEditor.insertVariable.label': '{variable} an der Cursorposition einfügen',
  'smsEditor.active': 'Aktiv',
  'smsEditor.save': 'Speichern',
  'smsEditor.create': 'Vorlage erstellen',
  'smsEditor.error.nameRequired': 'Der Vorlagenname ist erforderlich',
  'smsEditor.error.contentRequired': 'Der Nachrichteninhalt ist erforderlich',
  'smsEditor.error.contentTooLong': 'Der SMS-Inhalt darf 1600 Zeichen nicht überschreiten',
  'smsEditor.counter.label': 'Nachrichtengröße',
  'smsEditor.counter.characters': '{count, plural, one {# Zeichen} other {# Zeichen}}',
  'smsEditor.counter.encoding': 'Kodierung: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# Teil} other {# Teile}}',
  'smsEditor.counter.remaining': 'Noch {count} in diesem Teil',
  'smsEditor.counter.unicodeBecause': 'Als Unicode gesendet wegen: {characters}',
  'smsEditor.counter.multiPart': 'Diese Nachricht wird in {count} Teilen gesendet',
  'smsEditor.counter.shorten': 'Kürzen Sie die Nachricht, um Kosten zu sparen.',
  'smsEditor.counter.cost': 'Geschätzte Kosten: {count, plural, one {# SMS-Guthaben} other {# SMS-Guthaben}}',
  'smsEditor.tooLong': 'Die Nachricht überschreitet die maximale SMS-Länge. Bitte kürzen Sie Ihre Nachricht.',
  'smsEditor.toast.updateFailed': 'Vorlage konnte nicht aktualisiert werden',
  'smsEditor.toast.createFailed': 'Marketingvorlage konnte nicht erstellt werden',
} satisfies Translation<typeof english>;
