import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  'signIn.useRecoveryCode': 'Usar un código de recuperación',
  'signIn.useAuthenticatorCode': 'Usar un código de tu aplicación de autenticación',
  'signIn.recoveryCode': 'Código de recuperación',
  'signIn.recoveryCodeHelp': 'Uno de los códigos que guardaste al activar la verificación en dos pasos.',

  'signIn.title': 'Iniciar sesión',
  'signIn.subtitle': 'Inicia sesión para gestionar la configuración de tu organización.',
  'signIn.email': 'Correo electrónico',
  'signIn.password': 'Contraseña',
  'signIn.code': 'Código de autenticación',
  'signIn.codeHelp': 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  'signIn.submit': 'Iniciar sesión',
  'signIn.otherAccount': 'Usar otra cuenta',
  'signIn.failed': 'No se ha podido iniciar sesión',

  'setup.title': 'Configura tu organización',
  'setup.subtitle': 'Nadie ha usado esta instalación todavía. Crea tu organización y la cuenta de su propietario.',
  'setup.organizationName': 'Nombre de la organización',
  'setup.organizationSlug': 'Nombre para la dirección',
  'setup.organizationSlugHelp': 'Letras minúsculas, dígitos y guiones. Tu configuración estará en /{slug}/settings.',
  'setup.firstName': 'Nombre',
  'setup.lastName': 'Apellidos',
  'setup.email': 'Correo electrónico',
  'setup.password': 'Contraseña',
  'setup.passwordHelp': 'Al menos {min} caracteres.',
  'setup.region.title': '¿Dónde está tu negocio?',
  'setup.region.help':
    'Rellenado a partir de la configuración de este ordenador. Los horarios y precios de tu equipo se basan en estos datos; puedes cambiarlos más adelante en Configuración general.',
  'setup.country': 'País',
  'setup.countryOther': 'Otro país',
  'setup.timezone': 'Zona horaria',
  'setup.currency': 'Moneda',
  'setup.submit': 'Crear organización',
  'setup.failed': 'No se ha podido completar la configuración',
} satisfies Translation<typeof english>;
