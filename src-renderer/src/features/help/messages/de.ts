import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'Anleitungen, Antworten und Tastenkürzel dieser App.',
  'help.search.label': 'Hilfe durchsuchen',
  'help.search.placeholder': 'Anleitungen, FAQ und Tastenkürzel durchsuchen…',
  'help.search.results': '{count, plural, one {# Ergebnis} other {# Ergebnisse}} für „{query}“',
  'help.search.noResults': 'Keine Ergebnisse',
  'help.search.noResultsBody':
    'Nichts in den Anleitungen, FAQ oder Tastenkürzeln passt zu „{query}“. Versuchen Sie ein anderes Wort.',
  'help.search.clear': 'Suche löschen',
  'help.search.guides': 'Anleitungen',
  'help.search.faqs': 'FAQ',
  'help.search.shortcuts': 'Tastenkürzel',
  'help.keyword.shortcuts': 'Tastenkürzel',
  'help.keyword.shortcuts.terms': 'Tastenkürzel, Tasten, Tastatur, Shortcuts',
  'help.keyword.faqs': 'FAQ',
  'help.keyword.faqs.terms': 'faq, Fragen, Antworten, Hilfe',
  'help.keyword.api': 'API-Dokumentation',
  'help.keyword.api.terms': 'api, openapi, Entwickler, Endpunkte, Integration',

  'help.card.videos': 'Video-Tutorials',
  'help.card.videos.description': 'Schritt-für-Schritt-Anleitungen zu jeder Seite der App.',
  'help.card.support': 'Support kontaktieren',
  'help.card.support.description': 'Ihre App-Version und die Angaben, die Sie mit Ihrer Frage senden.',
  'help.card.api': 'API-Dokumentation',
  'help.card.api.description': 'Jeder Endpunkt des Servers, und wer ihn aufrufen darf.',
  'help.card.api.opens': 'Öffnet sich in einem neuen Fenster',
  'help.card.status': 'Systemstatus',
  'help.card.status.description': 'Datenbank, Antwortzeiten, Speicherplatz und Arbeitsspeicher im Leistungsmonitor.',

  'help.tab.guides': 'Anleitungen & Tutorials',
  'help.tab.faqs': 'FAQ',
  'help.tab.shortcuts': 'Tastenkürzel',

  'help.category.all': 'Alle',
  'help.category.gettingStarted': 'Erste Schritte',
  'help.category.team': 'Team',
  'help.category.bookings': 'Buchungen',
  'help.category.payments': 'Zahlungen & Steuern',
  'help.category.communication': 'Kommunikation',
  'help.category.security': 'Sicherheit',
  'help.categories.label': 'Kategorien der Anleitungen',
  'help.difficulty.beginner': 'Einsteiger',
  'help.difficulty.intermediate': 'Fortgeschritten',
  'help.difficulty.advanced': 'Experte',
  'help.guide.minutes': '{minutes} Min. Lesezeit',
  'help.guide.read': 'Anleitung lesen',
  'help.guide.readNamed': 'Anleitung lesen: {title}',
  'help.guide.steps': 'Schritte',
  'help.guide.open': 'Zu {section}',
  'help.guide.close': 'Schließen',
  'help.guides.empty': 'Keine Anleitungen in dieser Kategorie',

  'help.guide.businessDetails.title': 'Firmendaten einrichten',
  'help.guide.businessDetails.description':
    'Name, Adresse, Zeitzone und Währung: was Rechnungen, E-Mails und die Buchungsseite zeigen.',
  'help.guide.businessDetails.tags': 'Firma, Unternehmen, Adresse, Zeitzone, Währung, Einrichtung',
  'help.guide.businessDetails.step1':
    'Öffnen Sie Allgemeine Einstellungen in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.businessDetails.step2':
    'Geben Sie unter Firmendaten Firmenname, Telefon, E-Mail und Website so ein, wie Ihre Kunden sie sehen sollen.',
  'help.guide.businessDetails.step3':
    'Füllen Sie unter Adresse Straße und Hausnummer, Ort, Postleitzahl und Land Ihres Hauptgeschäfts aus.',
  'help.guide.businessDetails.step4':
    'Wählen Sie unter Regionale Einstellungen Zeitzone und Währung sowie das Datumsformat und Zeitformat Ihres Teams.',
  'help.guide.businessDetails.step5':
    'Klicken Sie unten auf der Seite auf Speichern. Der Einstellungsverlauf hält fest, wer was geändert hat.',

  'help.guide.serviceMenu.title': 'Ihr Leistungsangebot aufbauen',
  'help.guide.serviceMenu.description':
    'Legen Sie Kategorien und Leistungen mit Dauer und Preis an, damit sie buchbar sind.',
  'help.guide.serviceMenu.tags': 'Leistungen, Behandlungen, Angebot, Preise, Dauer, Kategorien',
  'help.guide.serviceMenu.step1': 'Öffnen Sie Leistungen in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.serviceMenu.step2':
    'Klicken Sie unter Kategorien auf Kategorie hinzufügen und benennen Sie eine Gruppe, etwa Haare oder Nägel.',
  'help.guide.serviceMenu.step3':
    'Klicken Sie auf Leistung hinzufügen. Geben Sie unter Grunddaten den Namen der Leistung ein, wählen Sie die Kategorie und legen Sie die Dauer fest.',
  'help.guide.serviceMenu.step4':
    'Wählen Sie unter Preise Einzelpreis oder Mehrere Varianten (etwa kurzes oder langes Haar) sowie Festpreis, Ab-Preis oder Kostenlos.',
  'help.guide.serviceMenu.step5':
    'Lassen Sie den Status der Leistung auf Aktiv, damit Kunden sie buchen können, und speichern Sie.',
  'help.guide.serviceMenu.step6':
    'Wiederholen Sie das für jede Leistung. Um eine nicht mehr anzubieten, ohne ihren Verlauf zu verlieren, setzen Sie sie auf Inaktiv statt sie zu löschen.',

  'help.guide.locations.title': 'Einen Standort und seine Öffnungszeiten anlegen',
  'help.guide.locations.description':
    'Jedes Geschäft mit eigener Adresse, eigenen Öffnungszeiten und seinen Leistungen.',
  'help.guide.locations.tags': 'Standorte, Filialen, Öffnungszeiten, Adresse, mehrere Standorte',
  'help.guide.locations.step1': 'Öffnen Sie Standorte in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.locations.step2': 'Klicken Sie auf Standort hinzufügen und geben Sie unter Details Name und Adresse ein.',
  'help.guide.locations.step3':
    'Legen Sie unter Öffnungszeiten fest, wann an jedem Tag geöffnet und geschlossen wird; mit Zeitraum hinzufügen planen Sie eine Mittagspause, oder markieren Sie einen Tag als Geschlossen.',
  'help.guide.locations.step4': 'Haken Sie unter Leistungen an, was Kunden an diesem Standort buchen können.',
  'help.guide.locations.step5':
    'Fügen Sie unter Fotos bei Bedarf bis zu 10 Fotos hinzu und speichern Sie. Der Standort erscheint nun auf Ihrer Buchungsseite.',

  'help.guide.team.title': 'Ihr Team hinzufügen',
  'help.guide.team.description':
    'Geben Sie jeder Kollegin und jedem Kollegen einen eigenen Zugang mit passender Rolle.',
  'help.guide.team.tags': 'Team, Personal, Mitarbeiter, Benutzer, Teammitglied hinzufügen, Anmeldung',
  'help.guide.team.step1': 'Öffnen Sie die Seite Team (über Rollen & Berechtigungen oder den Eintrag Team im Menü).',
  'help.guide.team.step2': 'Klicken Sie auf Teammitglied hinzufügen und geben Sie Vorname, Nachname und E-Mail ein.',
  'help.guide.team.step3':
    'Wählen Sie die Rolle. Rollen über Ihrer eigenen oder mit Berechtigungen, die Sie nicht haben, sind nicht wählbar.',
  'help.guide.team.step4':
    'Vergeben Sie ein Erstes Passwort und teilen Sie es vertraulich mit; unter Sicherheit lässt es sich nach der ersten Anmeldung ändern.',
  'help.guide.team.step5':
    'Klicken Sie auf Teammitglied hinzufügen. Legen Sie bei Behandelnden in ihrer Zeile fest, welche Leistungen sie erbringen, wo und wann sie arbeiten.',

  'help.guide.customRole.title': 'Eine Rolle mit eigenen Berechtigungen anlegen',
  'help.guide.customRole.description':
    'Wenn die vorgegebenen Rollen nicht passen, legen Sie eine an, die genau das erlaubt, was eine Aufgabe braucht.',
  'help.guide.customRole.tags': 'Rollen, Berechtigungen, Zugriff, eigene Rolle, Empfang, Leitung',
  'help.guide.customRole.step1': 'Öffnen Sie Rollen & Berechtigungen im Einstellungsmenü.',
  'help.guide.customRole.step2':
    'Klicken Sie auf Rolle anlegen und geben Sie einen Namen der Rolle ein, etwa Empfangsleitung.',
  'help.guide.customRole.step3':
    'Haken Sie unter Berechtigungen an, was die Rolle darf. Sie können nur Berechtigungen vergeben, die Sie selbst haben.',
  'help.guide.customRole.step4':
    'Vergeben Sie die Rolle mit Diese Rolle einem Teammitglied geben, oder ändern Sie die Rolle einer Person auf der Seite Team.',
  'help.guide.customRole.step5':
    'Bitten Sie die Person, sich neu anzumelden: Einstellungen, die ihre Rolle nicht öffnen darf, stehen nicht mehr in ihrem Menü.',

  'help.guide.onlineBooking.title': 'Online-Buchungen annehmen',
  'help.guide.onlineBooking.description':
    'Schalten Sie Ihre öffentliche Buchungsseite frei, legen Sie ihre Regeln fest und teilen Sie den Link oder binden Sie sie in Ihre Website ein.',
  'help.guide.onlineBooking.tags': 'Online-Buchung, Buchungsseite, Widget, Link, Anzahlung, Regeln',
  'help.guide.onlineBooking.step1':
    'Schalten Sie in den Allgemeinen Einstellungen unter Funktionen Online-Buchung erlauben ein und speichern Sie.',
  'help.guide.onlineBooking.step2': 'Öffnen Sie Online-Buchung in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.onlineBooking.step3':
    'Legen Sie unter Buchungsregeln und Richtlinien Mindestvorlauf, Maximalen Vorlauf und Stornierungsfrist fest, und ob neue Buchungen eine Bestätigung erfordern.',
  'help.guide.onlineBooking.step4':
    'Wählen Sie unter Anzahlung und Zahlungsanforderungen, ob eine Anzahlung verlangt wird. Dafür muss ein Zahlungsanbieter verbunden sein.',
  'help.guide.onlineBooking.step5':
    'Wählen Sie unter Aussehen der Buchungsseite Design, Hauptfarbe und Buchungsschaltfläche, prüfen Sie die Vorschau und speichern Sie.',
  'help.guide.onlineBooking.step6':
    'Kopieren Sie unter Buchung auf Ihrer Website den Direkten Link oder den Code für Ihre Website, oder klicken Sie auf QR-Code herunterladen.',

  'help.guide.paymentGateway.title': 'Einen Zahlungsanbieter verbinden',
  'help.guide.paymentGateway.description':
    'Nehmen Sie Anzahlungen für Online-Buchungen und Kartenzahlungen mit Stripe, Square, PayPal, Adyen oder Tyro an.',
  'help.guide.paymentGateway.tags':
    'Zahlungen, Zahlungsanbieter, Stripe, Square, PayPal, Adyen, Tyro, Karten, Anzahlungen',
  'help.guide.paymentGateway.step1':
    'Öffnen Sie Finanzen & Zahlungen in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.paymentGateway.step2':
    'Klicken Sie unter Zahlungsanbieter auf Anbieter verbinden und wählen Sie Ihren Anbieter.',
  'help.guide.paymentGateway.step3':
    'Geben Sie die API-Zugangsdaten aus Ihrem Konto beim Anbieter ein: Testschlüssel verbinden im Testmodus, Live-Schlüssel im Live-Modus.',
  'help.guide.paymentGateway.step4':
    'Speichern Sie und prüfen Sie mit Verbindung testen auf der Karte des Anbieters, ob die Zugangsdaten funktionieren.',
  'help.guide.paymentGateway.step5':
    'Bei mehreren Anbietern wählen Sie mit Als Standard festlegen den, den Buchungen und Kasse verwenden sollen.',

  'help.guide.taxRates.title': 'Steuersätze einrichten',
  'help.guide.taxRates.description':
    'Legen Sie Ihre Steuer an, wählen Sie den Standardsatz und geben Sie Leistungen eigene Sätze.',
  'help.guide.taxRates.tags': 'Steuer, MwSt., USt., GST, Rechnungen, Steuersätze',
  'help.guide.taxRates.step1': 'Öffnen Sie Steuereinstellungen in der Gruppe Organisation des Einstellungsmenüs.',
  'help.guide.taxRates.step2':
    'Klicken Sie auf Steuersatz hinzufügen, geben Sie den Namen ein, den Rechnungen zeigen (MwSt., GST), und den Satz (%), dann speichern.',
  'help.guide.taxRates.step3': 'Der erste Satz ist der Standard; mit Als Standard festlegen wählen Sie einen anderen.',
  'help.guide.taxRates.step4':
    'Legen Sie unter Preise und Rechnungen fest, ob Ihre eingegebenen Preise die Steuer enthalten oder sie aufgeschlagen wird.',
  'help.guide.taxRates.step5':
    'Klicken Sie unter Steuersätze pro Leistung auf Hinzufügen, um einer Leistung einen anderen Satz zu geben.',

  'help.guide.messageTemplates.title': 'E-Mail- und SMS-Vorlagen bearbeiten',
  'help.guide.messageTemplates.description':
    'Ändern Sie Bestätigungen, Erinnerungen und andere Nachrichten der App und sehen Sie sie vorher an.',
  'help.guide.messageTemplates.tags': 'Vorlagen, E-Mail, SMS, Erinnerungen, Bestätigungen, Nachrichten, Variablen',
  'help.guide.messageTemplates.step1':
    'Öffnen Sie Systemvorlagen in der Gruppe Organisation des Einstellungsmenüs (dafür ist die Berechtigung zur Vorlagenverwaltung nötig).',
  'help.guide.messageTemplates.step2':
    'Wählen Sie den Tab Alle, SMS oder E-Mail, oder suchen Sie nach Name oder Kategorie, um die Nachricht zu finden.',
  'help.guide.messageTemplates.step3':
    'Klicken Sie auf Vorschau, um sie mit Beispielwerten zu sehen, dann auf Bearbeiten. E-Mails öffnen sich im Baustein-Editor.',
  'help.guide.messageTemplates.step4':
    'Fügen Sie Variablen wie den Vornamen des Kunden aus der Liste ein, statt sie zu tippen: Sie werden beim Versand ausgefüllt.',
  'help.guide.messageTemplates.step5':
    'Speichern Sie. Auf Standard zurücksetzen im Menü der Zeile stellt den ursprünglichen Text wieder her.',

  'help.guide.twoFactor.title': 'Zwei-Faktor-Authentifizierung einschalten',
  'help.guide.twoFactor.description': 'Schützen Sie Ihr Konto zusätzlich zum Passwort mit einem Code von Ihrem Handy.',
  'help.guide.twoFactor.tags': 'Zwei-Faktor, 2FA, Authenticator, Sicherheit, Anmeldung, Wiederherstellungscodes',
  'help.guide.twoFactor.step1': 'Öffnen Sie Sicherheit in der Gruppe Persönlich des Einstellungsmenüs.',
  'help.guide.twoFactor.step2':
    'Schalten Sie Zwei-Faktor-Authentifizierung ein und scannen Sie den QR-Code mit einer Authenticator-App auf Ihrem Handy.',
  'help.guide.twoFactor.step3': 'Geben Sie zur Bestätigung den 6-stelligen Code aus der App ein.',
  'help.guide.twoFactor.step4':
    'Kopieren Sie die Wiederherstellungscodes und bewahren Sie sie sicher auf: Jeder meldet Sie einmal an, falls Sie Ihr Handy verlieren.',

  'help.faq.passwords.question': 'Wie ändere ich mein Passwort?',
  'help.faq.passwords.answer':
    'Öffnen Sie Sicherheit in der Gruppe Persönlich und klicken Sie auf Passwort ändern. Geben Sie Ihr aktuelles Passwort und zweimal das neue ein. Andere angemeldete Geräte werden abgemeldet, außer Sie lassen sie angemeldet. Wenn Sie Ihr Passwort vergessen haben, bitten Sie einen Inhaber oder Administrator, Ihnen auf der Seite Team ein neues zu geben.',
  'help.faq.locations.question': 'Kann ich mehrere Standorte verwalten?',
  'help.faq.locations.answer':
    'Ja. Öffnen Sie Standorte und klicken Sie für jedes Geschäft auf Standort hinzufügen. Jeder Standort hat eigene Adresse, Öffnungszeiten, Leistungen und Fotos, und Kunden wählen bei der Online-Buchung den Standort. Behandelnde werden auf der Seite Team den Standorten zugeordnet, an denen sie arbeiten.',
  'help.faq.taxRates.question': 'Wie richte ich Steuersätze ein?',
  'help.faq.taxRates.answer':
    'Öffnen Sie Steuereinstellungen und klicken Sie auf Steuersatz hinzufügen, mit dem Namen, den Rechnungen zeigen (etwa MwSt. oder GST), und dem Prozentsatz. Der erste Satz wird Standard für alle Leistungen; Als Standard festlegen ändert das. Unter Preise und Rechnungen wählen Sie, ob Preise die Steuer enthalten, und unter Steuersätze pro Leistung geben Sie einzelnen Leistungen einen anderen Satz.',
  'help.faq.paymentProcessors.question': 'Welche Zahlungsanbieter kann ich nutzen?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen und Tyro. Verbinden Sie sie unter Finanzen & Zahlungen mit den API-Zugangsdaten aus Ihrem Anbieterkonto, prüfen Sie sie mit Verbindung testen und wählen Sie den Standard. Anzahlungen bei Online-Buchungen brauchen einen verbundenen Anbieter.',
  'help.faq.teamMembers.question': 'Wie füge ich Teammitglieder hinzu?',
  'help.faq.teamMembers.answer':
    'Öffnen Sie die Seite Team und klicken Sie auf Teammitglied hinzufügen. Geben Sie Name und E-Mail ein, wählen Sie eine Rolle und vergeben Sie ein erstes Passwort, das Sie vertraulich weitergeben. Rolle ändern oder deaktivieren können Sie später in der Zeile des Mitglieds.',
  'help.faq.emailTemplates.question': 'Kann ich die E-Mails der App ändern?',
  'help.faq.emailTemplates.answer':
    'Ja. Systemvorlagen listet alle E-Mails und SMS. Vorschau zeigt eine Nachricht mit Beispielwerten, Bearbeiten öffnet den E-Mail-Baustein-Editor oder den SMS-Editor, und Auf Standard zurücksetzen stellt das Original wieder her. Ihr Logo und Ihre Farben aus Marke & Kommunikation werden auf E-Mails angewendet.',
  'help.faq.twoFactor.question': 'Wie funktioniert die Zwei-Faktor-Authentifizierung?',
  'help.faq.twoFactor.answer':
    'Nach dem Passwort fragt die Anmeldung nach einem 6-stelligen Code aus einer Authenticator-App auf Ihrem Handy. Schalten Sie sie unter Sicherheit ein, indem Sie den QR-Code scannen, und bewahren Sie die Wiederherstellungscodes auf: Jeder funktioniert einmal, falls Ihr Handy verloren geht.',
  'help.faq.rolesPermissions.question': 'Was ist der Unterschied zwischen Rollen und Berechtigungen?',
  'help.faq.rolesPermissions.answer':
    'Eine Berechtigung erlaubt genau eine Sache, etwa Leistungen verwalten oder Berichte ansehen. Eine Rolle ist ein benanntes Bündel von Berechtigungen, das Personen erhalten: Inhaber, Administrator, Manager, Behandelnde, Empfang oder eine Rolle, die Sie unter Rollen & Berechtigungen anlegen. Jedes Teammitglied hat eine Rolle, und was es öffnen kann, ergibt sich aus deren Berechtigungen.',
  'help.faq.open': 'Zu {section}',

  'help.shortcuts.caption': 'Tastenkürzel der Einstellungs-App',
  'help.shortcuts.keys': 'Tasten',
  'help.shortcuts.action': 'Aktion',
  'help.shortcuts.hint': 'Außer der Befehlspalette wirken Tastenkürzel nicht, während Sie in ein Feld tippen.',
  'help.shortcut.palette': 'Befehlspalette öffnen, um alle Einstellungen zu durchsuchen',
  'help.shortcut.mobileMenu': 'Einstellungsmenü in einem schmalen Fenster ein- oder ausblenden',
  'help.shortcut.openSection': '{section} öffnen',

  'help.more.title': 'Brauchen Sie weitere Hilfe?',
  'help.more.body': 'Senden Sie Ihre Frage mit den Angaben zu dieser App, oder lesen Sie die Anleitungen.',
  'help.more.chat': 'Mit dem Support chatten',
  'help.more.helpCenter': 'Hilfe-Center besuchen',

  'help.support.title': 'Support kontaktieren',
  'help.support.intro':
    'Geben Sie diese Angaben an, wenn Sie um Hilfe bitten: Sie zeigen, welche Version Sie wo verwenden.',
  'help.support.version': 'App-Version',
  'help.support.versionLoading': 'Wird geladen…',
  'help.support.versionUnknown': 'Unbekannt (der Server hat nicht geantwortet)',
  'help.support.browser': 'Browser und System',
  'help.support.organization': 'Organisation',
  'help.support.time': 'Zeit',
  'help.support.whom':
    'Senden Sie sie an die Person, die diese App in Ihrem Betrieb betreut, oder an die Firma, die sie geliefert hat.',
  'help.support.copy': 'Angaben kopieren',
  'help.support.copied': 'Angaben kopiert',
  'help.support.copyFailed': 'Kopieren in die Zwischenablage nicht möglich',
  'help.support.close': 'Schließen',
} satisfies Translation<typeof english>;
