import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'Anmeldung',
  'invitation.add.invite': 'Einladung per E-Mail senden',
  'invitation.add.inviteHelp':
    'Die Person erhält eine E-Mail mit einem Link, um ihr eigenes Passwort zu wählen. Der Link gilt {days, plural, one {# Tag} other {# Tage}}.',
  'invitation.add.password': 'Jetzt ein Passwort festlegen',
  'invitation.add.none': 'Keine Anmeldung',
  'invitation.toast.sent': 'Einladung an {email} gesendet',
  'invitation.toast.failed': 'Einladung konnte nicht gesendet werden',
  'invitation.team.send': 'Einladung senden',
  'invitation.team.sendFor': 'Einladung an {name} senden',
  'invitation.team.resend': 'Einladung erneut senden',
  'invitation.team.resendFor': 'Einladung erneut an {name} senden',
  'invitation.team.pending': 'Eingeladen',
  'invitation.team.pendingTitle': 'Der Einladungslink gilt bis {date}',
  'invitation.team.expired': 'Einladung abgelaufen',
  'invitation.page.title': '{organizationName} beitreten',
  'invitation.page.subtitle': '{invitedBy} hat Sie ins Team eingeladen. Wählen Sie ein Passwort, um sich anzumelden.',
  'invitation.page.email': 'E-Mail',
  'invitation.page.password': 'Passwort',
  'invitation.page.confirm': 'Passwort bestätigen',
  'invitation.page.mismatch': 'Die Passwörter stimmen nicht überein.',
  'invitation.page.submit': 'Passwort festlegen und anmelden',
  'invitation.page.expires': 'Dieser Link gilt bis {date}.',
  'invitation.page.unusableTitle': 'Einladung',
  'invitation.page.unusableSubtitle':
    'Links zum Beitritt zu einem Team funktionieren einmal und nur für begrenzte Zeit.',
  'invitation.page.failed': 'Ihr Passwort wurde nicht festgelegt',
  'invitation.page.toSignIn': 'Zur Anmeldung',
} satisfies Translation<typeof english>;
