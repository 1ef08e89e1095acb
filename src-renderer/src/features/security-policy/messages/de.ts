import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle':
    'Die Regeln für Passwörter, Anmeldung und Aktivität, die jedes Mitglied Ihrer Organisation befolgt.',
  'securityPolicy.toast.saved': 'Sicherheitseinstellungen erfolgreich gespeichert',
  'securityPolicy.toast.saveFailed': 'Fehler',
  'securityPolicy.toast.saveFailedBody':
    'Sicherheitseinstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'securityPolicy.toast.loadFailed': 'Sicherheitseinstellungen konnten nicht geladen werden',
  'securityPolicy.toast.loadFailedBody': 'Bitte laden Sie die Seite neu',
  'securityPolicy.unit.characters': 'Zeichen',
  'securityPolicy.unit.days': 'Tage',
  'securityPolicy.unit.hours': 'Stunden',
  'securityPolicy.password.title': 'Passwortrichtlinie',
  'securityPolicy.password.description': 'Die Regeln, die jedes neue Passwort erfüllen muss.',
  'securityPolicy.password.minLength': 'Minimale Passwortlänge',
  'securityPolicy.password.minLength.help':
    '6 bis 128. Geprüft, wann immer ein Mitglied ein Passwort festlegt: beim Ändern, beim Annehmen einer Einladung oder wenn es mit einem Passwort angelegt wird.',
  'securityPolicy.password.expirationDays': 'Passwortablauf (Tage)',
  'securityPolicy.password.expirationDays.help':
    '0: nie. Nach so vielen Tagen muss ein Mitglied ein neues Passwort wählen, bevor es etwas anderes tun kann.',
  'securityPolicy.password.requireUppercase': 'Großbuchstaben erforderlich',
  'securityPolicy.password.requireLowercase': 'Kleinbuchstaben erforderlich',
  'securityPolicy.password.requireNumbers': 'Ziffern erforderlich',
  'securityPolicy.password.requireSpecialChars': 'Sonderzeichen erforderlich',
  'securityPolicy.password.requirements.help':
    'Ein neues Passwort muss jede eingeschaltete Zeichenart enthalten. Bereits festgelegte Passwörter gelten weiter, bis sie ablaufen.',
  'securityPolicy.session.title': 'Sitzungsverwaltung',
  'securityPolicy.session.description':
    'Wie lange Mitglieder angemeldet bleiben und von wo aus sie sich anmelden dürfen.',
  'securityPolicy.session.timeout': 'Sitzungs-Timeout (Stunden)',
  'securityPolicy.session.timeout.help':
    '1 bis 24. Eine so lange unbenutzte Sitzung endet; das Mitglied meldet sich erneut an.',
  'securityPolicy.session.maxConcurrent': 'Maximale gleichzeitige Sitzungen',
  'securityPolicy.session.maxConcurrent.help':
    '1 bis 10. Meldet sich ein Mitglied einmal mehr an, endet seine älteste Anmeldung.',
  'securityPolicy.session.enforceIP': 'Anmeldung auf erlaubte IP-Adressen beschränken',
  'securityPolicy.session.enforceIP.help':
    'Die Anmeldung wird von jeder Adresse abgelehnt, die nicht in der Liste unten steht.',
  'securityPolicy.session.allowedIPs': 'Erlaubte IP-Adressen',
  'securityPolicy.session.allowedIPs.help':
    'Eine pro Zeile: eine Adresse wie 203.0.113.7 oder ein Bereich wie 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'Diese Einträge sind keine IP-Adressen oder -Bereiche: {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'Die Liste kann höchstens {max} Adressen enthalten.',
  'securityPolicy.session.myAddress': 'Ihre Adresse: {address}',
  'securityPolicy.session.myAddress.unknown': 'Ihre Adresse konnte nicht gelesen werden.',
  'securityPolicy.session.addMyAddress': 'Meine Adresse hinzufügen',
  'securityPolicy.session.lockout':
    'Ihre Adresse ({address}) steht nicht in der Liste. Wenn Sie jetzt speichern, könnten Sie sich nicht wieder anmelden: Fügen Sie zuerst Ihre Adresse hinzu.',
  'securityPolicy.twoFactor.title': 'Zwei-Faktor-Authentifizierung',
  'securityPolicy.twoFactor.description':
    'Ein zweiter Schritt bei der Anmeldung, mit einem Code aus einer Authenticator-App.',
  'securityPolicy.twoFactor.required': 'Zwei-Faktor-Authentifizierung verlangen',
  'securityPolicy.twoFactor.required.help':
    'Alle ohne Zwei-Faktor-Authentifizierung, Sie eingeschlossen, werden aufgefordert, sie einzurichten, bevor sie fortfahren können, und niemand kann sie ausschalten.',
  'securityPolicy.twoFactor.methods': 'Erlaubte Methoden',
  'securityPolicy.twoFactor.method.authenticator': 'Authenticator-App',
  'securityPolicy.twoFactor.method.authenticator.help':
    'Immer erlaubt: Jedes Mitglied richtet die Zwei-Faktor-Authentifizierung damit ein.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Wiederherstellungscodes',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'Einmalcodes, die ein Mitglied nutzen kann, wenn seine Authenticator-App nicht zur Hand ist.',
  'securityPolicy.audit.title': 'Audit-Protokoll',
  'securityPolicy.audit.description': 'Was die Einstellungsaktivität aufzeichnet und wie lange sie aufbewahrt wird.',
  'securityPolicy.audit.enabled': 'Audit-Protokoll',
  'securityPolicy.audit.enabled.help':
    'Ausgeschaltet werden nur Änderungen an dieser Sicherheitsrichtlinie aufgezeichnet.',
  'securityPolicy.audit.level': 'Protokollstufe',
  'securityPolicy.audit.level.basic': 'Einfach',
  'securityPolicy.audit.level.basic.help': 'Wer was wann geändert hat, ohne die Werte davor und danach.',
  'securityPolicy.audit.level.detailed': 'Detailliert',
  'securityPolicy.audit.level.detailed.help': 'Zusätzlich die Werte vor und nach jeder Änderung.',
  'securityPolicy.audit.level.verbose': 'Ausführlich',
  'securityPolicy.audit.level.verbose.help': 'Alles aus Detailliert, dazu jede An- und Abmeldung.',
  'securityPolicy.audit.retention': 'Aufbewahrung des Protokolls (Tage)',
  'securityPolicy.audit.retention.help': '30 bis 365. Ältere Aktivität wird täglich gelöscht.',
  'securityPolicy.search.terms.password': 'Passwort, Länge, Großbuchstaben, Ziffern, Sonderzeichen, Ablauf',
  'securityPolicy.search.terms.session': 'Sitzung, Timeout, angemeldet, gleichzeitige Sitzungen',
  'securityPolicy.search.terms.ip': 'IP, Adresse, Positivliste, Whitelist, Netzwerk, CIDR',
  'securityPolicy.search.terms.twoFactor': 'Zwei-Faktor, 2FA, MFA, Authenticator, Wiederherstellungscodes',
  'securityPolicy.search.terms.audit': 'Audit, Protokoll, Stufe, Aufbewahrung, Compliance',
} satisfies Translation<typeof english>;
