import type { securityMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Spanish texts of the Security page: password, two-factor, sessions. */
export const securityMessages = {
  'search.terms.password': 'cambiar contraseña, nueva contraseña, clave, inicio de sesión',
  'search.terms.twoFactor':
    '2FA, dos factores, doble factor, verificación en dos pasos, aplicación de autenticación, código de verificación, MFA',
  'search.terms.sessions': 'dispositivos, cerrar sesión, salir, sesión iniciada',

  // Security.
  'security.subtitle':
    'Tu contraseña, la verificación en dos pasos y los dispositivos con sesión iniciada en tu cuenta.',
  'security.password.title': 'Contraseña',
  'security.password.lastChanged': 'Último cambio: {date}',
  'security.password.updateRecommended': 'Se recomienda cambiarla',
  'security.password.staleHelp': 'Tu contraseña tiene más de 90 días.',
  'security.password.change': 'Cambiar contraseña',
  'security.password.dialogTitle': 'Cambiar contraseña',
  'security.password.current': 'Contraseña actual',
  'security.password.new': 'Contraseña nueva',
  'security.password.confirm': 'Confirma la contraseña nueva',
  'security.password.submit': 'Cambiar contraseña',
  'security.password.keepOthers': 'Mantener la sesión iniciada en otros dispositivos',
  'security.password.endOthersHelp':
    'Se cerrará la sesión en todos los demás dispositivos conectados a tu cuenta, por si alguien más conoce tu contraseña anterior. Este dispositivo sigue conectado.',
  'security.password.keepOthersHelp':
    'Tus otros dispositivos siguen conectados. Hazlo solo si estás seguro de que nadie más conoce tu contraseña anterior.',
  'security.twoFactor.title': 'Verificación en dos pasos',
  'security.twoFactor.description':
    'Al iniciar sesión se pide, además de la contraseña, un código de una aplicación de autenticación de tu móvil.',
  'security.twoFactor.switch': 'Verificación en dos pasos',
  'security.twoFactor.on': 'Activada',
  'security.twoFactor.off': 'Desactivada',
  'security.twoFactor.recoveryLeft':
    '{count, plural, =0 {No quedan códigos de recuperación: desactiva y vuelve a activar la verificación en dos pasos para obtener otros nuevos.} one {Queda # código de recuperación.} other {Quedan # códigos de recuperación.}}',
  'security.twoFactor.dialogTitle': 'Activar la verificación en dos pasos',
  'security.twoFactor.scan':
    'Escanea este código QR con una aplicación de autenticación, como Google Authenticator, Microsoft Authenticator o 1Password.',
  'security.twoFactor.qrAlt': 'Código QR para escanear con tu aplicación de autenticación',
  'security.twoFactor.manual':
    '¿No puedes escanearlo? Escribe esta clave en la aplicación (basada en tiempo, 6 dígitos):',
  'security.twoFactor.secretLabel': 'Clave de configuración',
  'security.twoFactor.code': 'Código de verificación',
  'security.twoFactor.codeHelp': 'Introduce el código de 6 dígitos que muestra ahora la aplicación.',
  'security.twoFactor.verify': 'Verificar y activar',
  'security.twoFactor.disableTitle': 'Desactivar la verificación en dos pasos',
  'security.twoFactor.disableBody':
    'A partir de entonces solo se pedirá tu contraseña al iniciar sesión. Introduce tu contraseña actual para confirmar que eres tú.',
  'security.twoFactor.disableSubmit': 'Desactivar',
  'security.recovery.title': 'Guarda tus códigos de recuperación',
  'security.recovery.body':
    'Si pierdes el móvil, inicia sesión con uno de estos códigos en lugar de un código de la aplicación. Cada código sirve una sola vez. Solo se muestran ahora: cópialos o descárgalos y guárdalos en un lugar seguro.',
  'security.recovery.listLabel': 'Códigos de recuperación',
  'security.recovery.copy': 'Copiar códigos',
  'security.recovery.copied': 'Códigos de recuperación copiados',
  'security.recovery.copyFailed': 'No se han podido copiar los códigos',
  'security.recovery.copyFailedBody': 'Descárgalos o anótalos.',
  'security.recovery.download': 'Descargar códigos',
  'security.recovery.done': 'Listo',
  'security.recovery.fileHeader':
    'Códigos de recuperación de {email} ({organization}). Cada código sirve una sola vez, al iniciar sesión, en lugar de un código de tu aplicación de autenticación.',
  'security.sessions.title': 'Sesiones activas',
  'security.sessions.description':
    'Los dispositivos con sesión iniciada en tu cuenta. Cierra cualquiera que no reconozcas.',
  'security.sessions.device': '{browser} en {device}',
  'security.sessions.current': 'Este dispositivo',
  'security.sessions.word.desktopApp': 'Aplicación de escritorio',
  'security.sessions.word.unknownBrowser': 'Navegador desconocido',
  'security.sessions.word.unknownDevice': 'dispositivo desconocido',
  'security.sessions.word.thisComputer': 'Este ordenador',
  'security.sessions.localNetwork': 'Red local ({address})',
  'security.sessions.lastActive': 'última actividad {when}',
  'security.sessions.terminate': 'Cerrar',
  'security.sessions.terminateLabel': 'Cerrar sesión: {session}',
  'security.sessions.terminateAll': 'Cerrar todas las demás sesiones',
  'security.sessions.terminateAllTitle': '¿Cerrar todas las demás sesiones?',
  'security.sessions.terminateAllBody':
    'Se cierra en el acto la sesión en todos los demás dispositivos conectados a tu cuenta. Este dispositivo sigue conectado.',
  'security.sessions.none': 'No hay ningún otro dispositivo con sesión iniciada en tu cuenta.',
  'security.toast.loadFailed': 'Error al cargar los datos de seguridad',
  'security.toast.loadFailedBody': 'No se ha podido cargar tu configuración de seguridad',
  'security.toast.passwordMismatch': 'Las contraseñas no coinciden',
  'security.toast.passwordMismatchBody': 'Asegúrate de que los dos campos de contraseña coinciden',
  'security.toast.passwordShort': 'Contraseña demasiado corta',
  'security.toast.passwordShortBody': 'La contraseña debe tener al menos {min} caracteres',
  'security.toast.passwordFailed': 'No se ha podido cambiar la contraseña',
  'security.toast.passwordFailedBody': 'Comprueba tu contraseña actual y vuelve a intentarlo',
  'security.toast.passwordChanged': 'Contraseña cambiada',
  'security.toast.disableFailed': 'No se ha podido desactivar la verificación en dos pasos',
  'security.toast.disableFailedBody': 'Se ha producido un error al desactivar la verificación en dos pasos',
  'security.toast.generateFailed': 'No se ha podido generar el código de verificación en dos pasos',
  'security.toast.generateFailedBody': 'Se ha producido un error',
  'security.toast.invalidCode': 'Código no válido',
  'security.toast.invalidCodeBody': 'Comprueba el código y vuelve a intentarlo',
  'security.toast.sessionFailed': 'No se ha podido cerrar la sesión',
  'security.toast.sessionFailedBody': 'Se ha producido un error al cerrar la sesión',
  'security.toast.allFailed': 'No se han podido cerrar las sesiones',
  'security.toast.disabled': 'Verificación en dos pasos desactivada',
  'security.toast.enabled': 'Verificación en dos pasos activada',
  'security.toast.sessionEnded': 'Sesión cerrada',
  'security.toast.allEnded': 'Todas las sesiones cerradas',
  // Issue 18: the organization's password rules, and what the policy asks before anything else.
  'security.password.rules': 'Lo que su organización exige a una contraseña',
  'security.password.rule.minLength': 'Al menos {min} caracteres',
  'security.password.rule.uppercase': 'Una letra mayúscula',
  'security.password.rule.lowercase': 'Una letra minúscula',
  'security.password.rule.number': 'Un número',
  'security.password.rule.special': 'Un carácter especial como ! o #',
  'security.password.rule.met': '(hecho)',
  'security.password.rule.unmet': '(falta)',
  'security.toast.passwordRules': 'La contraseña no cumple las reglas',
  'security.toast.passwordRulesBody': 'Revise la lista bajo Nueva contraseña: su organización exige cada punto.',
} satisfies Translation<typeof english>;
