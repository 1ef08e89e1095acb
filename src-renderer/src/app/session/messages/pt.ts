import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': 'Escolha uma nova palavra-passe',
  'requirement.password.body':
    'A sua palavra-passe expirou. A sua organização pede que escolha uma nova antes de continuar.',
  'requirement.password.action': 'Alterar palavra-passe',
  'requirement.twoFactor.title': 'Configure a autenticação de dois fatores',
  'requirement.twoFactor.body':
    'A sua organização exige a autenticação de dois fatores. Configure-a com uma aplicação de autenticação antes de continuar.',
  'requirement.twoFactor.action': 'Configurar a autenticação de dois fatores',
  'requirement.signOut': 'Terminar sessão',
  'maintenance.title': 'Em manutenção',
  'maintenance.body':
    'O sistema está em manutenção. Tente novamente mais tarde ou pergunte ao seu administrador quando estará disponível.',
  'maintenance.retry': 'Tentar novamente',
} satisfies Translation<typeof english>;
