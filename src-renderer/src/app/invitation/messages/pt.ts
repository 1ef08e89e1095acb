import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'Início de sessão',
  'invitation.add.invite': 'Enviar um convite por e-mail',
  'invitation.add.inviteHelp':
    'A pessoa recebe um e-mail com um link para escolher a sua própria palavra-passe. O link é válido durante {days, plural, one {# dia} other {# dias}}.',
  'invitation.add.password': 'Definir uma palavra-passe agora',
  'invitation.add.none': 'Sem início de sessão',
  'invitation.toast.sent': 'Convite enviado para {email}',
  'invitation.toast.failed': 'Não foi possível enviar o convite',
  'invitation.team.send': 'Enviar convite',
  'invitation.team.sendFor': 'Enviar convite a {name}',
  'invitation.team.resend': 'Reenviar convite',
  'invitation.team.resendFor': 'Reenviar convite a {name}',
  'invitation.team.pending': 'Convidado',
  'invitation.team.pendingTitle': 'O link do convite é válido até {date}',
  'invitation.team.expired': 'Convite expirado',
  'invitation.page.title': 'Junte-se a {organizationName}',
  'invitation.page.subtitle': '{invitedBy} convidou-o para a equipa. Escolha uma palavra-passe para iniciar sessão.',
  'invitation.page.email': 'E-mail',
  'invitation.page.password': 'Palavra-passe',
  'invitation.page.confirm': 'Confirmar palavra-passe',
  'invitation.page.mismatch': 'As palavras-passe não coincidem.',
  'invitation.page.submit': 'Definir palavra-passe e iniciar sessão',
  'invitation.page.expires': 'Este link é válido até {date}.',
  'invitation.page.unusableTitle': 'Convite',
  'invitation.page.unusableSubtitle':
    'Os links para entrar numa equipa funcionam uma única vez, durante um tempo limitado.',
  'invitation.page.failed': 'A sua palavra-passe não foi definida',
  'invitation.page.toSignIn': 'Ir para o início de sessão',
} satisfies Translation<typeof english>;
