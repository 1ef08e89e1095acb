import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'Accesso',
  'invitation.add.invite': 'Invia un invito via email',
  'invitation.add.inviteHelp':
    'Riceverà un’email con un link per scegliere la propria password. Il link è valido per {days, plural, one {# giorno} other {# giorni}}.',
  'invitation.add.password': 'Imposta ora una password',
  'invitation.add.none': 'Nessun accesso',
  'invitation.toast.sent': 'Invito inviato a {email}',
  'invitation.toast.failed': 'Impossibile inviare l’invito',
  'invitation.team.send': 'Invia invito',
  'invitation.team.sendFor': 'Invia invito a {name}',
  'invitation.team.resend': 'Invia di nuovo l’invito',
  'invitation.team.resendFor': 'Invia di nuovo l’invito a {name}',
  'invitation.team.pending': 'Invitato',
  'invitation.team.pendingTitle': 'Il link dell’invito è valido fino al {date}',
  'invitation.team.expired': 'Invito scaduto',
  'invitation.page.title': 'Unisciti a {organizationName}',
  'invitation.page.subtitle': '{invitedBy} ti ha invitato nel team. Scegli una password per accedere.',
  'invitation.page.email': 'Email',
  'invitation.page.password': 'Password',
  'invitation.page.confirm': 'Conferma password',
  'invitation.page.mismatch': 'Le password non coincidono.',
  'invitation.page.submit': 'Imposta la password e accedi',
  'invitation.page.expires': 'Questo link è valido fino al {date}.',
  'invitation.page.unusableTitle': 'Invito',
  'invitation.page.unusableSubtitle': 'I link per unirsi a un team funzionano una sola volta, per un tempo limitato.',
  'invitation.page.failed': 'La password non è stata impostata',
  'invitation.page.toSignIn': 'Vai all’accesso',
} satisfies Translation<typeof english>;
