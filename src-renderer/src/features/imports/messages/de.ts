import type { importsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Import & Export hub and the import wizards. */
export const importsMessages = {
  'imports.subtitle': 'Zentrale Datenverwaltung',
  'imports.search.label': 'Daten importieren oder exportieren',
  'imports.search.terms':
    'importieren, exportieren, CSV, Excel, Tabelle, Plattform wechseln, Fresha, Square, Vagaro, umziehen',
  'imports.footer.title': 'Sichere Datenübertragung',
  'imports.footer.body':
    'Dateien werden auf diesem Computer gelesen und in Teilen über Ihre angemeldete Verbindung an Ihre Organisation gesendet. Exporte enthalten nur die Datensätze Ihrer Organisation.',
  'imports.entity.title':
    '{entity, select, clients {Kunden} treatments {Behandlungen} staff {Mitarbeitende} other {Produkte}}',
  'imports.entity.description':
    '{entity, select, clients {Kontaktdaten, Notizen und Schlagwörter der Personen, die buchen} treatments {Ihr Leistungsangebot: Namen, Dauer, Preise und Kategorien} staff {Die Personen in Ihrem Team, mit oder ohne Anmeldung} other {Verkaufsprodukte mit SKU, Preis und Bestand}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# Kunde} other {# Kunden}}} treatments {{count, plural, one {# Behandlung} other {# Behandlungen}}} staff {{count, plural, one {# Teammitglied} other {# Teammitglieder}}} other {{count, plural, one {# Produkt} other {# Produkte}}}}',
  'imports.entity.countUnavailable': 'Anzahl nicht verfügbar',
  'imports.card.import': 'Importieren',
  'imports.card.export': 'Exportieren',
  'imports.card.exportOf':
    '{entity, select, clients {Kunden exportieren} treatments {Behandlungen exportieren} staff {Mitarbeitende exportieren} other {Produkte exportieren}}',
  'imports.card.view': 'Ansehen',
  'imports.card.viewOf':
    '{entity, select, clients {Kunden ansehen} treatments {Behandlungen ansehen} staff {Mitarbeitende ansehen} other {Produkte ansehen}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Export abgeschlossen',
  'imports.export.downloaded': '{fileName} wurde heruntergeladen.',
  'imports.export.savedTo': 'Gespeichert unter {path}',
  'imports.export.failed': 'Export fehlgeschlagen',
  'imports.export.failedBody':
    '{entity, select, clients {Kunden konnten nicht exportiert werden} treatments {Behandlungen konnten nicht exportiert werden} staff {Mitarbeitende konnten nicht exportiert werden} other {Produkte konnten nicht exportiert werden}}',
  'imports.export.filterName': '{format, select, csv {CSV-Datei} other {Excel-Arbeitsmappe}}',

  'imports.records.search': 'Suchen',
  'imports.records.searchClients': 'Nach Name, E-Mail oder Telefon suchen',
  'imports.records.searchProducts': 'Nach Name, SKU, Marke oder Kategorie suchen',
  'imports.records.name': 'Name',
  'imports.records.email': 'E-Mail',
  'imports.records.phone': 'Telefon',
  'imports.records.tags': 'Schlagwörter',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Preis',
  'imports.records.stock': 'Bestand',
  'imports.records.none': 'Nichts passt zu Ihrer Suche.',
  'imports.records.noneYet': 'Noch keine Datensätze. Importieren Sie eine Datei, um welche hinzuzufügen.',
  'imports.records.loadFailed': 'Die Datensätze konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'imports.records.page': 'Seite {page, number} von {pages, number}',
  'imports.records.previous': 'Vorherige Seite',
  'imports.records.next': 'Nächste Seite',
  'imports.records.close': 'Schließen',

  'imports.wizard.title':
    '{entity, select, clients {Kunden importieren} treatments {Behandlungen importieren} staff {Mitarbeitende importieren} other {Produkte importieren}}',
  'imports.wizard.steps': 'Importschritte',
  'imports.step.platform': 'Plattform',
  'imports.step.upload': 'Hochladen',
  'imports.step.mapping': 'Zuordnung',
  'imports.step.preview': 'Vorschau',
  'imports.step.complete': 'Fertig',
  'imports.step.done': '{step} (erledigt)',
  'imports.wizard.back': 'Zurück',
  'imports.wizard.continue': 'Weiter',
  'imports.wizard.cancel': 'Abbrechen',
  'imports.wizard.done': 'Fertig',

  'imports.platform.label': 'Woher stammt Ihre Datei?',
  'imports.platform.intro':
    'Die Vorlage einer Plattform ordnet die Spalten ihres Exports unseren Feldern zu. Jede Zuordnung können Sie im Zuordnungsschritt ändern.',
  'imports.platform.generic': 'Allgemeine CSV',
  'imports.platform.description':
    '{platform, select, generic {Jede CSV- oder Excel-Datei: Sie legen fest, was jede Spalte ist} fresha {Die Exporte von Fresha, auf Englisch oder Italienisch} square {Der Kundenexport von Square} vagaro {Die Kundenliste von Vagaro (CustomersList.xlsx)} other {Noch nicht verfügbar}}',
  'imports.platform.soon': 'Demnächst',
  'imports.platform.disclaimer': 'Feldzuordnung nicht geprüft – eventuell ist eine manuelle Anpassung nötig',

  'imports.upload.drop': 'Ziehen Sie Ihre Datei hierher oder wählen Sie sie aus',
  'imports.upload.choose': 'Datei auswählen',
  'imports.upload.hint':
    'CSV (durch Komma oder Semikolon getrennt) oder Excel (.xlsx), mit den Spaltennamen in der ersten Zeile. Titel- und Summenzeilen eines Exports werden übersprungen.',
  'imports.upload.reading': '{fileName} wird gelesen…',
  'imports.upload.loaded':
    '{fileName}: {count, plural, one {# Zeile} other {# Zeilen}}. Fahren Sie damit fort oder wählen Sie eine andere Datei.',
  'imports.upload.template': 'Vorlage herunterladen',
  'imports.upload.templateHint': 'Eine CSV-Datei mit den Spalten, die dieser Import kennt, und einer Beispielzeile.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {# Titelzeile über den Spaltennamen wurde übersprungen.} other {# Titelzeilen über den Spaltennamen wurden übersprungen.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {# Summenzeile unter den Daten wurde übersprungen.} other {# Summenzeilen unter den Daten wurden übersprungen.}}',
  'imports.toast.templateDownloaded': 'Vorlage heruntergeladen',
  'imports.toast.fileUploaded': 'Datei hochgeladen',
  'imports.toast.fileLoaded': '{count, plural, one {# Zeile erfolgreich geladen} other {# Zeilen erfolgreich geladen}}',
  'imports.toast.invalidFile': 'Ungültige Datei',
  'imports.toast.unreadable':
    'Die Datei konnte nicht gelesen werden. Speichern Sie sie erneut als CSV oder Excel und versuchen Sie es noch einmal.',

  'imports.mapping.intro':
    'Wählen Sie für jede Spalte Ihrer Datei das Feld, das sie füllt. Spalten mit „Diese Spalte überspringen“ werden nicht importiert. Mit * markierte Felder sind Pflichtfelder.',
  'imports.mapping.caption': 'Spalten von {fileName}',
  'imports.mapping.column': 'Spalte in Ihrer Datei',
  'imports.mapping.example': 'Beispiel',
  'imports.mapping.field': 'Feld',
  'imports.mapping.fieldFor': 'Feld für die Spalte {column}',
  'imports.mapping.skip': 'Diese Spalte überspringen',
  'imports.mapping.missing': 'Fehlende Pflichtfelder: {list}',
  'imports.mapping.staffName': 'Vollständiger Name, oder Vorname und Nachname',
  'imports.mapping.continue': 'Weiter zur Vorschau',
  'imports.dates.label': 'Daten in dieser Datei sind geschrieben als',
  'imports.dates.dmy': 'Tag zuerst (31/12/1990)',
  'imports.dates.mdy': 'Monat zuerst (12/31/1990)',
  'imports.duplicates.label': 'Bereits erfasste Kunden (gleiche E-Mail oder Telefonnummer)',
  'imports.duplicates.skip': 'Überspringen: vorhandene Kunden unverändert lassen',
  'imports.duplicates.merge': 'Zusammenführen: leere Angaben vorhandener Kunden ergänzen und Schlagwörter hinzufügen',

  'imports.preview.building': 'Zeilen werden vorbereitet…',
  'imports.preview.buildFailed':
    'Die Zeilen konnten nicht vorbereitet werden. Gehen Sie zurück zur Zuordnung und versuchen Sie es erneut.',
  'imports.preview.caption': 'Die ersten Zeilen Ihrer Datei, wie sie importiert werden',
  'imports.preview.row': 'Zeile',
  'imports.preview.status': 'Status',
  'imports.preview.ready': 'Bereit',
  'imports.preview.error': 'Fehler',
  'imports.preview.additional': '+ {count, number} weitere',
  'imports.preview.summary':
    '{count, plural, one {# Zeile ist bereit zum Import.} other {# Zeilen sind bereit zum Import.}}',
  'imports.preview.problems':
    '{count, plural, one {# Zeile kann so nicht importiert werden und wird übersprungen; sie steht mit ihrem Grund am Ende.} other {# Zeilen können so nicht importiert werden und werden übersprungen; sie stehen mit ihren Gründen am Ende.}}',
  'imports.preview.import': '{count, plural, one {# Zeile importieren} other {# Zeilen importieren}}',

  'imports.importing.title': 'Import läuft…',
  'imports.importing.progressLabel': 'Importfortschritt',
  'imports.importing.progress': '{done, number} von {total, plural, one {# Zeile} other {# Zeilen}}',
  'imports.importing.estimating': 'Verbleibende Zeit wird geschätzt…',
  'imports.importing.secondsLeft': '{count, plural, one {Noch etwa # Sekunde} other {Noch etwa # Sekunden}}',
  'imports.importing.minutesLeft': '{count, plural, one {Noch etwa # Minute} other {Noch etwa # Minuten}}',
  'imports.importing.hint':
    'Die Zeilen werden in Paketen zu {size, number} gesendet. Abbrechen stoppt vor dem nächsten Paket: bereits gesendete Pakete bleiben importiert.',
  'imports.importing.cancelling': 'Wird nach dem laufenden Paket gestoppt…',

  'imports.complete.title': 'Import abgeschlossen',
  'imports.complete.cancelled': 'Import abgebrochen',
  'imports.complete.counts': 'Ergebnisse',
  'imports.complete.imported': 'Importiert',
  'imports.complete.skipped': 'Als Duplikat übersprungen',
  'imports.complete.merged': 'Zusammengeführt',
  'imports.complete.failed': 'Fehlgeschlagen',
  'imports.complete.notSent': 'Nicht gesendet',
  'imports.complete.cancelledBody':
    '{count, plural, one {# Zeile wurde vor dem Abbruch importiert.} other {# Zeilen wurden vor dem Abbruch importiert.}} {notSent, plural, one {# Zeile wurde nicht gesendet.} other {# Zeilen wurden nicht gesendet.}}',
  'imports.complete.stoppedBody':
    'Der Import wurde angehalten: {reason} {notSent, plural, one {# Zeile wurde nicht gesendet.} other {# Zeilen wurden nicht gesendet.}}',
  'imports.complete.failures': 'Nicht importierte Zeilen',
  'imports.complete.row': 'Zeile',
  'imports.complete.problem': 'Problem',
  'imports.complete.allIn': 'Alle Zeilen der Datei wurden importiert.',
  'imports.complete.download': 'Diese Liste herunterladen (CSV)',

  'imports.toast.success': 'Import erfolgreich',
  'imports.toast.complete': 'Import abgeschlossen',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# Kunde} other {# Kunden}}} treatments {{count, plural, one {# Behandlung} other {# Behandlungen}}} staff {{count, plural, one {# Teammitglied} other {# Teammitglieder}}} other {{count, plural, one {# Produkt} other {# Produkte}}}} erfolgreich importiert{failed, plural, =0 {} one {, # fehlgeschlagen} other {, # fehlgeschlagen}}',
  'imports.toast.failed': 'Import fehlgeschlagen',
  'imports.toast.failedBody':
    '{entity, select, clients {Kunden konnten nicht importiert werden} treatments {Behandlungen konnten nicht importiert werden} staff {Mitarbeitende konnten nicht importiert werden} other {Produkte konnten nicht importiert werden}}',
  'imports.toast.cancelled': 'Import abgebrochen',
  'imports.toast.cancelledBody':
    '{count, plural, one {# Zeile wurde vor dem Abbruch importiert} other {# Zeilen wurden vor dem Abbruch importiert}}',

  'imports.field.firstName': 'Vorname',
  'imports.field.lastName': 'Nachname',
  'imports.field.fullName': 'Vollständiger Name',
  'imports.field.email': 'E-Mail',
  'imports.field.phone': 'Telefon',
  'imports.field.alternatePhone': 'Weiteres Telefon',
  'imports.field.dateOfBirth': 'Geburtsdatum',
  'imports.field.gender': 'Geschlecht',
  'imports.field.preferredPronouns': 'Bevorzugte Pronomen',
  'imports.field.occupation': 'Beruf',
  'imports.field.address': 'Adresse',
  'imports.field.addressLine2': 'Adresszusatz',
  'imports.field.city': 'Ort',
  'imports.field.state': 'Bundesland',
  'imports.field.zipCode': 'Postleitzahl',
  'imports.field.country': 'Land',
  'imports.field.emergencyContact': 'Notfallkontakt',
  'imports.field.emergencyPhone': 'Notfalltelefon',
  'imports.field.notes': 'Notizen',
  'imports.field.preferredContactMethod': 'Bevorzugter Kontaktweg',
  'imports.field.languagePreference': 'Bevorzugte Sprache',
  'imports.field.referralSource': 'Empfehlungsquelle',
  'imports.field.tags': 'Schlagwörter',
  'imports.field.name': 'Name',
  'imports.field.description': 'Beschreibung',
  'imports.field.duration': 'Dauer (Minuten)',
  'imports.field.price': 'Preis',
  'imports.field.category': 'Kategorie',
  'imports.field.role': 'Rolle',
  'imports.field.specialty': 'Fachgebiet',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Lagerbestand',
  'imports.field.brand': 'Marke',
  'imports.field.blocked': 'Gesperrt',
  'imports.field.acceptsMarketing': 'Akzeptiert Marketing',
  'imports.field.bufferAfter': 'Pufferzeit danach (Minuten)',
  'imports.field.status': 'Status',
} satisfies Translation<typeof english>;
