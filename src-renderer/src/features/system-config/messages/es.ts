import type { systemConfigMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of System Configuration (issue 18). */
export const systemConfigMessages = {
  'systemConfig.denied':
    'No tienes permiso para acceder a la configuración del sistema. Ponte en contacto con el administrador del sistema.',
  'systemConfig.subtitle':
    'Cómo funciona la aplicación para todos en tu organización: acceso, límites, seguridad y copias de seguridad.',
  'systemConfig.toast.saved': 'Configuración del sistema guardada correctamente',
  'systemConfig.toast.saveFailed': 'Error',
  'systemConfig.toast.saveFailedBody': 'No se pudo guardar la configuración del sistema. Inténtalo de nuevo.',
  'systemConfig.toast.loadFailed': 'No se pudo cargar la configuración del sistema',
  'systemConfig.toast.loadFailedBody': 'Actualiza la página',
  'systemConfig.unit.users': 'usuarios',
  'systemConfig.unit.hours': 'horas',
  'systemConfig.unit.megabytes': 'MB',
  'systemConfig.unit.days': 'días',
  'systemConfig.unit.minutes': 'minutos',
  'systemConfig.system.title': 'Ajustes del sistema',
  'systemConfig.system.description': 'Quién puede unirse, cuántos miembros puedes tener y qué vigila la aplicación.',
  'systemConfig.registrationOpen': 'Registro abierto',
  'systemConfig.registrationOpen.help': 'Desactivado: las invitaciones no se pueden enviar ni aceptar.',
  'systemConfig.emailVerificationRequired': 'Verificación de correo obligatoria',
  'systemConfig.emailVerificationRequired.help':
    'Los miembros solo obtienen acceso mediante una invitación por correo; un administrador no puede establecerles una contraseña.',
  'systemConfig.maxUsersPerOrg': 'Máximo de usuarios',
  'systemConfig.maxUsersPerOrg.help': 'De 1 a 1000. Como máximo, este número de miembros activos del equipo.',
  'systemConfig.sessionTimeout': 'Duración de la sesión',
  'systemConfig.sessionTimeout.help': 'De 1 a 168 horas. Lo máximo que dura un inicio de sesión.',
  'systemConfig.maxFileUploadSize': 'Tamaño máximo de subida',
  'systemConfig.maxFileUploadSize.help': 'De 1 a 500 MB. Se rechazan las subidas e importaciones más grandes.',
  'systemConfig.systemNotifications': 'Notificaciones del sistema',
  'systemConfig.systemNotifications.help':
    'Los administradores ven un aviso mientras el modo de mantenimiento está activado.',
  'systemConfig.performanceMonitoring': 'Supervisión del rendimiento',
  'systemConfig.performanceMonitoring.help':
    'Desactivado: el Monitor de rendimiento no muestra tiempos de respuesta ni errores.',
  'systemConfig.errorReporting': 'Informe de errores',
  'systemConfig.errorReporting.help':
    'Los errores del servidor se escriben en el registro de errores local (logs/errors.log en la carpeta de datos).',
  'systemConfig.security.title': 'Configuración de seguridad',
  'systemConfig.security.description':
    'Reglas que se suman a las de Seguridad y cumplimiento (se aplica la más estricta), bloqueos de inicio de sesión y quién puede llamar a la aplicación.',
  'systemConfig.enforceStrongPasswords': 'Exigir contraseñas seguras',
  'systemConfig.enforceStrongPasswords.help':
    'Las contraseñas nuevas necesitan al menos 8 caracteres con mayúsculas, minúsculas y un número, diga lo que diga Seguridad y cumplimiento.',
  'systemConfig.require2FA': 'Exigir autenticación en dos pasos',
  'systemConfig.require2FA.help': 'Todos deben configurar la autenticación en dos pasos.',
  'systemConfig.sessionTimeoutMinutes': 'Tiempo de inactividad',
  'systemConfig.sessionTimeoutMinutes.help':
    'De 5 a 480 minutos. Una sesión sin usar durante este tiempo termina (se aplica el menor entre este y el tiempo de sesión de Seguridad y cumplimiento).',
  'systemConfig.maxLoginAttempts': 'Máximo de intentos de inicio de sesión',
  'systemConfig.maxLoginAttempts.help':
    'De 3 a 20. Tras este número de intentos fallidos, el inicio de sesión se bloquea.',
  'systemConfig.lockoutDurationMinutes': 'Duración del bloqueo',
  'systemConfig.lockoutDurationMinutes.help':
    'De 1 a 1440 minutos. Cuánto tiempo permanece bloqueado el inicio de sesión.',
  'systemConfig.allowApiAccess': 'Permitir acceso a la API',
  'systemConfig.allowApiAccess.help':
    'Desactivado: se rechazan los programas que inician sesión con un token (la aplicación sigue funcionando).',
  'systemConfig.allowCORS': 'Permitir solicitudes de origen cruzado (CORS)',
  'systemConfig.allowCORS.help':
    'Los sitios web de esta lista pueden llamar a la API pública de reservas desde sus propias páginas.',
  'systemConfig.corsOrigins': 'Sitios web permitidos',
  'systemConfig.corsOrigins.help': 'Uno por línea, como https://www.example.com (sin ruta).',
  'systemConfig.corsOrigins.invalid':
    'Estas entradas no son direcciones de sitios web como https://www.example.com: {entries}',
  'systemConfig.corsOrigins.tooMany': 'La lista puede contener como máximo {max} sitios web.',
  'systemConfig.ipWhitelisting': 'Lista blanca de IP',
  'systemConfig.ipWhitelisting.help':
    'Cada solicitud, incluido el inicio de sesión, debe venir de una dirección o rango de la lista de abajo.',
  'systemConfig.whitelistedIPs': 'Direcciones IP permitidas',
  'systemConfig.whitelistedIPs.help': 'Una por línea: una dirección como 203.0.113.7 o un rango como 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'Estas entradas no son direcciones IP ni rangos: {entries}',
  'systemConfig.whitelistedIPs.tooMany': 'La lista puede contener como máximo {max} direcciones.',
  'systemConfig.whitelistedIPs.myAddress': 'Tu dirección: {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': 'No se pudo leer tu dirección.',
  'systemConfig.whitelistedIPs.addMyAddress': 'Añadir mi dirección',
  'systemConfig.whitelistedIPs.lockout':
    'Tu dirección ({address}) no está en la lista blanca. Si guardas ahora, te quedarás fuera de la aplicación: añade primero tu dirección.',
  'systemConfig.backup.title': 'Copias de seguridad y mantenimiento',
  'systemConfig.backup.description':
    'El modo de mantenimiento, las copias automáticas de la base de datos y cuánto tiempo se conserva la actividad.',
  'systemConfig.maintenanceMode': 'Modo de mantenimiento',
  'systemConfig.maintenanceMode.help':
    'Todos menos los administradores quedan fuera: el inicio de sesión y cada solicitud responden que el sistema está en mantenimiento. La página pública de reservas se pausa.',
  'systemConfig.autoBackupEnabled': 'Copias de seguridad automáticas',
  'systemConfig.autoBackupEnabled.help':
    'Las copias de toda la base de datos de la aplicación de escritorio (Copias de seguridad y recuperación › Copias de la base de datos).',
  'systemConfig.backupFrequency': 'Frecuencia de las copias',
  'systemConfig.backupFrequency.help': 'Con qué frecuencia la aplicación de escritorio copia toda la base de datos.',
  'systemConfig.backupFrequency.daily': 'Diaria',
  'systemConfig.backupFrequency.weekly': 'Semanal',
  'systemConfig.backupFrequency.monthly': 'Mensual',
  'systemConfig.auditLogRetention': 'Conservación del registro de auditoría',
  'systemConfig.auditLogRetention.help':
    'De 30 a 365 días. La actividad más antigua se elimina cada día (se aplica el menor entre este y la conservación de Seguridad y cumplimiento).',
  'systemConfig.maintenanceDialog.title': '¿Activar el modo de mantenimiento?',
  'systemConfig.maintenanceDialog.keptOut':
    'Todos en tu organización, salvo el propietario y los administradores, quedarán fuera: gerentes, profesionales, recepcionistas y cualquier otro rol. No podrán iniciar sesión y todo lo que intenten responderá que el sistema está en mantenimiento.',
  'systemConfig.maintenanceDialog.booking':
    'La página pública de reservas se pausa: los clientes no pueden reservar en línea.',
  'systemConfig.maintenanceDialog.admins':
    'Los administradores siguen trabajando con normalidad; con las notificaciones del sistema activadas, ven un aviso hasta que se desactive el modo de mantenimiento.',
  'systemConfig.maintenanceDialog.cancel': 'Cancelar',
  'systemConfig.maintenanceDialog.confirm': 'Activar y guardar',
  'systemConfig.banner.text':
    'El modo de mantenimiento está activado: solo los administradores pueden usar la aplicación.',
  'systemConfig.banner.link': 'Configuración del sistema',
  'systemConfig.search.terms.maintenance': 'mantenimiento, inactividad, sin conexión, aviso',
  'systemConfig.search.terms.registration': 'registro, invitaciones, alta, verificación de correo',
  'systemConfig.search.terms.upload': 'subida, tamaño de archivo, importación, límite, usuarios',
  'systemConfig.search.terms.lockout': 'intentos de inicio de sesión, bloqueo, fuerza bruta',
  'systemConfig.search.terms.api': 'api, token, cors, sitios web',
  'systemConfig.search.terms.whitelist': 'ip, lista blanca, lista de permitidos, dirección',
  'systemConfig.search.terms.backup': 'copia de seguridad, base de datos, programación, conservación',
} satisfies Translation<typeof english>;
