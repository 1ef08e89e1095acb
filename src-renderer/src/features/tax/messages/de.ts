import type { taxMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the Tax Configuration page. */
export const taxMessages = {
  'search.terms.taxRates': 'MwSt, USt, Mehrwertsteuer, Umsatzsteuer, GST',
  'search.terms.pricesIncludeTax': 'brutto, netto, inklusive, exklusive',
  'search.terms.taxNumber': 'USt-IdNr., Umsatzsteuer-ID, Steuernummer, ABN',

  // Tax Configuration.
  'tax.subtitle': 'Ihre Steuersätze, wie Preise eingegeben werden und was Rechnungen zeigen.',
  'tax.rates.title': 'Steuersätze',
  'tax.rates.description': 'Der Standardsatz gilt für jede Leistung ohne eigenen Satz.',
  'tax.rates.add': 'Steuersatz hinzufügen',
  'tax.rates.empty': 'Noch keine Steuersätze',
  'tax.rates.emptyBody':
    'Fügen Sie die Steuer hinzu, die Sie berechnen, etwa GST 10 %, USt 19 % oder Ihre örtliche Umsatzsteuer.',
  'tax.rates.max': 'Eine Organisation kann höchstens {max} Steuersätze haben.',
  'tax.rates.column.name': 'Name',
  'tax.rates.column.rate': 'Satz',
  'tax.rates.column.default': 'Standard',
  'tax.rates.column.actions': 'Aktionen',
  'tax.rates.default': 'Standard',
  'tax.rates.usedBy': 'Verwendet von {count, plural, one {# Leistungsausnahme} other {# Leistungsausnahmen}}',
  'tax.rates.makeDefault': 'Als Standard festlegen',
  'tax.rates.edit': 'Bearbeiten',
  'tax.rates.delete': 'Löschen',
  'tax.rate.addTitle': 'Steuersatz hinzufügen',
  'tax.rate.editTitle': '{name} bearbeiten',
  'tax.rate.name': 'Name',
  'tax.rate.nameHelp': 'Wie er auf Rechnungen erscheint, etwa GST oder USt.',
  'tax.rate.percentage': 'Satz (%)',
  'tax.rate.percentageHelp': 'Von 0 bis 100, mit bis zu {decimals} Nachkommastellen.',
  'tax.rate.isDefault': 'Als Standardsatz festlegen',
  'tax.rate.firstIsDefault': 'Der erste Satz ist der Standardsatz.',
  'tax.rate.save': 'Speichern',
  'tax.rate.added': 'Steuersatz hinzugefügt',
  'tax.rate.updated': 'Steuersatz aktualisiert',
  'tax.rate.defaultChanged': '{name} ist jetzt der Standardsatz',
  'tax.rate.failed': 'Steuersatz konnte nicht gespeichert werden',
  'tax.rate.deleted': 'Steuersatz gelöscht',
  'tax.rate.deleteFailed': 'Steuersatz konnte nicht gelöscht werden',
  'tax.rate.deleteConfirm': 'Steuersatz „{name}“ löschen? Das lässt sich nicht rückgängig machen.',
  'tax.settings.title': 'Preise und Rechnungen',
  'tax.settings.pricesIncludeTax': 'Preise enthalten Steuern',
  'tax.settings.inclusive.help': 'Die eingegebenen Preise enthalten die Steuer bereits, wie bei GST und USt üblich.',
  'tax.settings.exclusive.help':
    'Die Steuer wird auf die eingegebenen Preise aufgeschlagen, wie bei der US-Umsatzsteuer üblich.',
  'tax.settings.example.inclusive':
    'Mit {rate} kostet eine Leistung zu {price} den Kunden {price}, davon {tax} Steuer.',
  'tax.settings.example.exclusive':
    'Mit {rate} kostet eine Leistung zu {price} den Kunden {total}, davon {tax} Steuer.',
  'tax.settings.registrationNumber': 'Steuerregistrierungsnummer',
  'tax.settings.registrationNumber.help':
    'Ihre GST-, USt- oder Umsatzsteuernummer, etwa eine ABN. Bis zu {max} Zeichen.',
  'tax.settings.showOnInvoices': 'Registrierungsnummer auf Rechnungen anzeigen',
  'tax.settings.saved': 'Steuereinstellungen gespeichert',
  'tax.settings.failed': 'Steuereinstellungen konnten nicht gespeichert werden',
  'tax.overrides.title': 'Steuersätze pro Leistung',
  'tax.overrides.description': 'Leistungen mit einem anderen Satz als dem Standardsatz oder ganz ohne Steuer.',
  'tax.overrides.noServices':
    'Legen Sie zuerst Leistungen auf der Seite Leistungen an; danach kann hier jede einen eigenen Satz erhalten.',
  'tax.overrides.chooseService': 'Leistung auswählen',
  'tax.overrides.add': 'Hinzufügen',
  'tax.overrides.created': 'Steuerausnahme hinzugefügt',
  'tax.overrides.empty': 'Keine Leistung hat einen eigenen Steuersatz.',
  'tax.overrides.column.service': 'Leistung',
  'tax.overrides.column.tax': 'Steuer',
  'tax.overrides.column.actions': 'Aktionen',
  'tax.overrides.exempt': 'Befreit (keine Steuer)',
  'tax.overrides.taxFor': 'Steuer der Leistung {service}',
  'tax.overrides.remove': 'Entfernen',
  'tax.overrides.removeConfirm':
    'Steuerausnahme der Leistung „{service}“ entfernen? Sie verwendet dann den Standardsatz.',
  'tax.overrides.updated': 'Steuerausnahme aktualisiert',
  'tax.overrides.removed': 'Steuerausnahme entfernt',
  'tax.overrides.failed': 'Steuerausnahme konnte nicht aktualisiert werden',
} satisfies Translation<typeof english>;
