import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': 'Elija una contraseña nueva',
  'requirement.password.body':
    'Su contraseña ha caducado. Su organización le pide que elija una nueva antes de continuar.',
  'requirement.password.action': 'Cambiar contraseña',
  'requirement.twoFactor.title': 'Configure la autenticación en dos pasos',
  'requirement.twoFactor.body':
    'Su organización exige la autenticación en dos pasos. Configúrela con una aplicación de autenticación antes de continuar.',
  'requirement.twoFactor.action': 'Configurar la autenticación en dos pasos',
  'requirement.signOut': 'Cerrar sesión',
  'maintenance.title': 'En mantenimiento',
  'maintenance.body':
    'El sistema está en mantenimiento. Vuelva a intentarlo más tarde o pregunte a su administrador cuándo estará disponible.',
  'maintenance.retry': 'Reintentar',
} satisfies Translation<typeof english>;
