import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': 'Connexion',
  'invitation.add.invite': 'Envoyer une invitation par e-mail',
  'invitation.add.inviteHelp':
    'La personne reçoit un e-mail avec un lien pour choisir son propre mot de passe. Le lien est valable {days, plural, one {# jour} other {# jours}}.',
  'invitation.add.password': 'Définir un mot de passe maintenant',
  'invitation.add.none': 'Pas de connexion',
  'invitation.toast.sent': 'Invitation envoyée à {email}',
  'invitation.toast.failed': 'Impossible d’envoyer l’invitation',
  'invitation.team.send': 'Envoyer l’invitation',
  'invitation.team.sendFor': 'Envoyer l’invitation à {name}',
  'invitation.team.resend': 'Renvoyer l’invitation',
  'invitation.team.resendFor': 'Renvoyer l’invitation à {name}',
  'invitation.team.pending': 'Invité',
  'invitation.team.pendingTitle': 'Le lien d’invitation est valable jusqu’au {date}',
  'invitation.team.expired': 'Invitation expirée',
  'invitation.page.title': 'Rejoindre {organizationName}',
  'invitation.page.subtitle':
    '{invitedBy} vous a invité dans l’équipe. Choisissez un mot de passe pour vous connecter.',
  'invitation.page.email': 'E-mail',
  'invitation.page.password': 'Mot de passe',
  'invitation.page.confirm': 'Confirmer le mot de passe',
  'invitation.page.mismatch': 'Les mots de passe ne correspondent pas.',
  'invitation.page.submit': 'Définir le mot de passe et se connecter',
  'invitation.page.expires': 'Ce lien est valable jusqu’au {date}.',
  'invitation.page.unusableTitle': 'Invitation',
  'invitation.page.unusableSubtitle':
    'Les liens pour rejoindre une équipe ne servent qu’une fois, pendant une durée limitée.',
  'invitation.page.failed': 'Votre mot de passe n’a pas été défini',
  'invitation.page.toSignIn': 'Aller à la connexion',
} satisfies Translation<typeof english>;
