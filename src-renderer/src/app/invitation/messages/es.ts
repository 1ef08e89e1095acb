import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'Inicio de sesión',
  'invitation.add.invite': 'Enviar una invitación por correo electrónico',
  'invitation.add.inviteHelp':
    'Recibirá un correo con un enlace para elegir su propia contraseña. El enlace funciona durante {days, plural, one {# día} other {# días}}.',
  'invitation.add.password': 'Establecer una contraseña ahora',
  'invitation.add.none': 'Sin inicio de sesión',
  'invitation.toast.sent': 'Invitación enviada a {email}',
  'invitation.toast.failed': 'No se pudo enviar la invitación',
  'invitation.team.send': 'Enviar invitación',
  'invitation.team.sendFor': 'Enviar invitación a {name}',
  'invitation.team.resend': 'Reenviar invitación',
  'invitation.team.resendFor': 'Reenviar invitación a {name}',
  'invitation.team.pending': 'Invitado',
  'invitation.team.pendingTitle': 'El enlace de la invitación funciona hasta el {date}',
  'invitation.team.expired': 'Invitación caducada',
  'invitation.page.title': 'Únase a {organizationName}',
  'invitation.page.subtitle': '{invitedBy} le ha invitado al equipo. Elija una contraseña para iniciar sesión.',
  'invitation.page.email': 'Correo electrónico',
  'invitation.page.password': 'Contraseña',
  'invitation.page.confirm': 'Confirmar contraseña',
  'invitation.page.mismatch': 'Las contraseñas no coinciden.',
  'invitation.page.submit': 'Establecer contraseña e iniciar sesión',
  'invitation.page.expires': 'Este enlace funciona hasta el {date}.',
  'invitation.page.unusableTitle': 'Invitación',
  'invitation.page.unusableSubtitle':
    'Los enlaces para unirse a un equipo funcionan una sola vez y durante un tiempo limitado.',
  'invitation.page.failed': 'No se estableció su contraseña',
  'invitation.page.toSignIn': 'Ir a iniciar sesión',
} satisfies Translation<typeof english>;
