import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': 'Choisissez un nouveau mot de passe',
  'requirement.password.body':
    'Votre mot de passe a expiré. Votre organisation vous demande d’en choisir un nouveau avant de continuer.',
  'requirement.password.action': 'Changer le mot de passe',
  'requirement.twoFactor.title': 'Configurez l’authentification à deux facteurs',
  'requirement.twoFactor.body':
    'Votre organisation exige l’authentification à deux facteurs. Configurez-la avec une application d’authentification avant de continuer.',
  'requirement.twoFactor.action': 'Configurer l’authentification à deux facteurs',
  'requirement.signOut': 'Se déconnecter',
  'maintenance.title': 'En maintenance',
  'maintenance.body':
    'Le système est en maintenance. Réessayez plus tard ou demandez à votre administrateur quand il sera de retour.',
  'maintenance.retry': 'Réessayer',
} satisfies Translation<typeof english>;
