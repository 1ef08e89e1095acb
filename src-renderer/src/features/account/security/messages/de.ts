import type { securityMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** German texts of the Security page: password, two-factor, sessions. */
export const securityMessages = {
  'search.terms.password': 'Passwort ändern, neues Passwort, Kennwort, Anmeldung',
  'search.terms.twoFactor':
    '2FA, zwei Faktoren, Zwei-Faktor, Authenticator-App, Bestätigungscode, Verifizierungscode, MFA',
  'search.terms.sessions': 'Geräte, abmelden, ausloggen, angemeldet',

  // Security.
  'security.subtitle':
    'Ihr Passwort, die Zwei-Faktor-Authentifizierung und die Geräte, die bei Ihrem Konto angemeldet sind.',
  'security.password.title': 'Passwort',
  'security.password.lastChanged': 'Zuletzt geändert: {date}',
  'security.password.updateRecommended': 'Änderung empfohlen',
  'security.password.staleHelp': 'Ihr Passwort ist älter als 90 Tage.',
  'security.password.change': 'Passwort ändern',
  'security.password.dialogTitle': 'Passwort ändern',
  'security.password.current': 'Aktuelles Passwort',
  'security.password.new': 'Neues Passwort',
  'security.password.confirm': 'Neues Passwort bestätigen',
  'security.password.submit': 'Passwort ändern',
  'security.password.keepOthers': 'Auf anderen Geräten angemeldet bleiben',
  'security.password.endOthersHelp':
    'Alle anderen Geräte, die bei Ihrem Konto angemeldet sind, werden abgemeldet, falls jemand Ihr altes Passwort kennt. Dieses Gerät bleibt angemeldet.',
  'security.password.keepOthersHelp':
    'Ihre anderen Geräte bleiben angemeldet. Tun Sie das nur, wenn Sie sicher sind, dass niemand sonst Ihr altes Passwort kennt.',
  'security.twoFactor.title': 'Zwei-Faktor-Authentifizierung',
  'security.twoFactor.description':
    'Bei der Anmeldung wird zusätzlich zu Ihrem Passwort ein Code aus einer Authenticator-App auf Ihrem Telefon abgefragt.',
  'security.twoFactor.switch': 'Zwei-Faktor-Authentifizierung',
  'security.twoFactor.on': 'Aktiviert',
  'security.twoFactor.off': 'Deaktiviert',
  'security.twoFactor.recoveryLeft':
    '{count, plural, =0 {Keine Wiederherstellungscodes mehr: Schalten Sie die Zwei-Faktor-Authentifizierung aus und wieder ein, um neue zu erhalten.} one {Noch # Wiederherstellungscode.} other {Noch # Wiederherstellungscodes.}}',
  'security.twoFactor.dialogTitle': 'Zwei-Faktor-Authentifizierung einschalten',
  'security.twoFactor.scan':
    'Scannen Sie diesen QR-Code mit einer Authenticator-App, etwa Google Authenticator, Microsoft Authenticator oder 1Password.',
  'security.twoFactor.qrAlt': 'QR-Code zum Scannen mit Ihrer Authenticator-App',
  'security.twoFactor.manual':
    'Scannen klappt nicht? Geben Sie stattdessen diesen Schlüssel in die App ein (zeitbasiert, 6 Ziffern):',
  'security.twoFactor.secretLabel': 'Einrichtungsschlüssel',
  'security.twoFactor.code': 'Bestätigungscode',
  'security.twoFactor.codeHelp': 'Geben Sie den 6-stelligen Code ein, den die App gerade anzeigt.',
  'security.twoFactor.verify': 'Bestätigen und einschalten',
  'security.twoFactor.disableTitle': 'Zwei-Faktor-Authentifizierung ausschalten',
  'security.twoFactor.disableBody':
    'Bei der Anmeldung wird dann nur noch Ihr Passwort abgefragt. Geben Sie Ihr aktuelles Passwort ein, um zu bestätigen, dass Sie es sind.',
  'security.twoFactor.disableSubmit': 'Ausschalten',
  'security.recovery.title': 'Speichern Sie Ihre Wiederherstellungscodes',
  'security.recovery.body':
    'Wenn Sie Ihr Telefon verlieren, melden Sie sich mit einem dieser Codes statt mit einem Code aus der App an. Jeder Code gilt nur einmal. Sie werden nur jetzt angezeigt: Kopieren oder laden Sie sie herunter und bewahren Sie sie sicher auf.',
  'security.recovery.listLabel': 'Wiederherstellungscodes',
  'security.recovery.copy': 'Codes kopieren',
  'security.recovery.copied': 'Wiederherstellungscodes kopiert',
  'security.recovery.copyFailed': 'Die Codes konnten nicht kopiert werden',
  'security.recovery.copyFailedBody': 'Laden Sie sie stattdessen herunter oder schreiben Sie sie auf.',
  'security.recovery.download': 'Codes herunterladen',
  'security.recovery.done': 'Fertig',
  'security.recovery.fileHeader':
    'Wiederherstellungscodes für {email} ({organization}). Jeder Code gilt einmal, bei der Anmeldung, anstelle eines Codes aus Ihrer Authenticator-App.',
  'security.sessions.title': 'Aktive Sitzungen',
  'security.sessions.description':
    'Die Geräte, die bei Ihrem Konto angemeldet sind. Beenden Sie alle, die Sie nicht kennen.',
  'security.sessions.device': '{browser} auf {device}',
  'security.sessions.current': 'Dieses Gerät',
  'security.sessions.word.desktopApp': 'Desktop-App',
  'security.sessions.word.unknownBrowser': 'Unbekannter Browser',
  'security.sessions.word.unknownDevice': 'unbekanntem Gerät',
  'security.sessions.word.thisComputer': 'Dieser Computer',
  'security.sessions.localNetwork': 'Lokales Netzwerk ({address})',
  'security.sessions.lastActive': 'zuletzt aktiv {when}',
  'security.sessions.terminate': 'Beenden',
  'security.sessions.terminateLabel': 'Sitzung beenden: {session}',
  'security.sessions.terminateAll': 'Alle anderen Sitzungen beenden',
  'security.sessions.terminateAllTitle': 'Alle anderen Sitzungen beenden?',
  'security.sessions.terminateAllBody':
    'Alle anderen Geräte, die bei Ihrem Konto angemeldet sind, werden sofort abgemeldet. Dieses Gerät bleibt angemeldet.',
  'security.sessions.none': 'Kein anderes Gerät ist bei Ihrem Konto angemeldet.',
  'security.toast.loadFailed': 'Fehler beim Laden der Sicherheitsdaten',
  'security.toast.loadFailedBody': 'Ihre Sicherheitseinstellungen konnten nicht geladen werden',
  'security.toast.passwordMismatch': 'Die Passwörter stimmen nicht überein',
  'security.toast.passwordMismatchBody': 'Bitte achten Sie darauf, dass beide Passwortfelder übereinstimmen',
  'security.toast.passwordShort': 'Passwort zu kurz',
  'security.toast.passwordShortBody': 'Das Passwort muss mindestens {min} Zeichen lang sein',
  'security.toast.passwordFailed': 'Passwort konnte nicht geändert werden',
  'security.toast.passwordFailedBody': 'Bitte prüfen Sie Ihr aktuelles Passwort und versuchen Sie es erneut',
  'security.toast.passwordChanged': 'Passwort geändert',
  'security.toast.disableFailed': '2FA konnte nicht ausgeschaltet werden',
  'security.toast.disableFailedBody': 'Beim Ausschalten der 2FA ist ein Fehler aufgetreten',
  'security.toast.generateFailed': '2FA-Code konnte nicht erzeugt werden',
  'security.toast.generateFailedBody': 'Ein Fehler ist aufgetreten',
  'security.toast.invalidCode': 'Ungültiger Code',
  'security.toast.invalidCodeBody': 'Bitte prüfen Sie den Code und versuchen Sie es erneut',
  'security.toast.sessionFailed': 'Sitzung konnte nicht beendet werden',
  'security.toast.sessionFailedBody': 'Beim Beenden der Sitzung ist ein Fehler aufgetreten',
  'security.toast.allFailed': 'Sitzungen konnten nicht beendet werden',
  'security.toast.disabled': '2FA ausgeschaltet',
  'security.toast.enabled': '2FA eingeschaltet',
  'security.toast.sessionEnded': 'Sitzung beendet',
  'security.toast.allEnded': 'Alle Sitzungen beendet',
  // Issue 18: the organization's password rules, and what the policy asks before anything else.
  'security.password.rules': 'Was Ihre Organisation von einem Passwort verlangt',
  'security.password.rule.minLength': 'Mindestens {min} Zeichen',
  'security.password.rule.uppercase': 'Ein Großbuchstabe',
  'security.password.rule.lowercase': 'Ein Kleinbuchstabe',
  'security.password.rule.number': 'Eine Zahl',
  'security.password.rule.special': 'Ein Sonderzeichen wie ! oder #',
  'security.password.rule.met': '(erfüllt)',
  'security.password.rule.unmet': '(fehlt noch)',
  'security.toast.passwordRules': 'Das Passwort erfüllt die Regeln nicht',
  'security.toast.passwordRulesBody':
    'Prüfen Sie die Liste unter Neues Passwort: Ihre Organisation verlangt jeden Punkt.',
} satisfies Translation<typeof english>;
