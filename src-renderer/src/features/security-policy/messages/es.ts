import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle':
    'Las reglas de contraseñas, inicio de sesión y actividad que sigue cada miembro de tu organización.',
  'securityPolicy.toast.saved': 'Configuración de seguridad guardada correctamente',
  'securityPolicy.toast.saveFailed': 'Error',
  'securityPolicy.toast.saveFailedBody': 'No se pudo guardar la configuración de seguridad. Inténtalo de nuevo.',
  'securityPolicy.toast.loadFailed': 'No se pudo cargar la configuración de seguridad',
  'securityPolicy.toast.loadFailedBody': 'Actualiza la página',
  'securityPolicy.unit.characters': 'caracteres',
  'securityPolicy.unit.days': 'días',
  'securityPolicy.unit.hours': 'horas',
  'securityPolicy.password.title': 'Política de contraseñas',
  'securityPolicy.password.description': 'Las reglas que debe cumplir cada contraseña nueva.',
  'securityPolicy.password.minLength': 'Longitud mínima de la contraseña',
  'securityPolicy.password.minLength.help':
    'De 6 a 128. Se comprueba cada vez que un miembro establece una contraseña: al cambiarla, al aceptar una invitación o al ser añadido con una.',
  'securityPolicy.password.expirationDays': 'Caducidad de la contraseña (días)',
  'securityPolicy.password.expirationDays.help':
    '0: nunca. Pasados estos días, el miembro debe elegir una contraseña nueva antes de poder hacer cualquier otra cosa.',
  'securityPolicy.password.requireUppercase': 'Exigir letras mayúsculas',
  'securityPolicy.password.requireLowercase': 'Exigir letras minúsculas',
  'securityPolicy.password.requireNumbers': 'Exigir números',
  'securityPolicy.password.requireSpecialChars': 'Exigir caracteres especiales',
  'securityPolicy.password.requirements.help':
    'Una contraseña nueva debe contener cada tipo de carácter activado. Las contraseñas ya establecidas siguen funcionando hasta que caduquen.',
  'securityPolicy.session.title': 'Gestión de sesiones',
  'securityPolicy.session.description':
    'Cuánto tiempo permanecen conectados los miembros y desde dónde pueden iniciar sesión.',
  'securityPolicy.session.timeout': 'Tiempo de espera de la sesión (horas)',
  'securityPolicy.session.timeout.help':
    'De 1 a 24. Una sesión sin usar durante este tiempo termina y el miembro vuelve a iniciar sesión.',
  'securityPolicy.session.maxConcurrent': 'Máximo de sesiones simultáneas',
  'securityPolicy.session.maxConcurrent.help':
    'De 1 a 10. Cuando un miembro inicia sesión una vez más de lo permitido, termina su sesión más antigua.',
  'securityPolicy.session.enforceIP': 'Limitar el inicio de sesión a las direcciones IP permitidas',
  'securityPolicy.session.enforceIP.help':
    'Se rechaza el inicio de sesión desde cualquier dirección que no esté en la lista.',
  'securityPolicy.session.allowedIPs': 'Direcciones IP permitidas',
  'securityPolicy.session.allowedIPs.help':
    'Una por línea: una dirección como 203.0.113.7 o un rango como 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'Estas entradas no son direcciones ni rangos IP: {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'La lista admite como máximo {max} direcciones.',
  'securityPolicy.session.myAddress': 'Tu dirección: {address}',
  'securityPolicy.session.myAddress.unknown': 'No se pudo leer tu dirección.',
  'securityPolicy.session.addMyAddress': 'Añadir mi dirección',
  'securityPolicy.session.lockout':
    'Tu dirección ({address}) no está en la lista. Si guardas ahora, no podrás volver a iniciar sesión: añade antes tu dirección.',
  'securityPolicy.twoFactor.title': 'Autenticación de dos factores',
  'securityPolicy.twoFactor.description':
    'Un segundo paso al iniciar sesión, con un código de una app de autenticación.',
  'securityPolicy.twoFactor.required': 'Exigir autenticación de dos factores',
  'securityPolicy.twoFactor.required.help':
    'A todos los que no tengan autenticación de dos factores, tú incluido, se les pedirá configurarla antes de continuar, y nadie podrá desactivarla.',
  'securityPolicy.twoFactor.methods': 'Métodos permitidos',
  'securityPolicy.twoFactor.method.authenticator': 'App de autenticación',
  'securityPolicy.twoFactor.method.authenticator.help':
    'Siempre permitida: cada miembro configura los dos factores con una.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Códigos de recuperación',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'Códigos de un solo uso que un miembro puede usar cuando no tiene a mano su app de autenticación.',
  'securityPolicy.audit.title': 'Registro de auditoría',
  'securityPolicy.audit.description':
    'Qué registra la actividad de la configuración y durante cuánto tiempo se conserva.',
  'securityPolicy.audit.enabled': 'Registro de auditoría',
  'securityPolicy.audit.enabled.help': 'Desactivado, solo se registran los cambios de esta política de seguridad.',
  'securityPolicy.audit.level': 'Nivel de registro',
  'securityPolicy.audit.level.basic': 'Básico',
  'securityPolicy.audit.level.basic.help': 'Quién cambió qué y cuándo, sin los valores de antes y después.',
  'securityPolicy.audit.level.detailed': 'Detallado',
  'securityPolicy.audit.level.detailed.help': 'También los valores de antes y después de cada cambio.',
  'securityPolicy.audit.level.verbose': 'Completo',
  'securityPolicy.audit.level.verbose.help': 'Todo lo de Detallado, más cada inicio y cierre de sesión.',
  'securityPolicy.audit.retention': 'Conservación del registro (días)',
  'securityPolicy.audit.retention.help': 'De 30 a 365. La actividad más antigua se elimina cada día.',
  'securityPolicy.search.terms.password': 'contraseña, longitud, mayúsculas, números, caracteres especiales, caducidad',
  'securityPolicy.search.terms.session': 'sesión, tiempo de espera, conectado, sesiones simultáneas',
  'securityPolicy.search.terms.ip': 'IP, dirección, lista permitida, red, CIDR',
  'securityPolicy.search.terms.twoFactor': 'dos factores, 2FA, MFA, autenticación, códigos de recuperación',
  'securityPolicy.search.terms.audit': 'auditoría, registro, nivel, conservación, cumplimiento',
} satisfies Translation<typeof english>;
