import type { overviewMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the Settings Overview page. */
export const overviewMessages = {
  'overview.subtitle': 'La configuración de tu cuenta y de tu organización de un vistazo.',
  'overview.quickActions': 'Acciones rápidas',
  'overview.action.update-profile': 'Actualizar perfil',
  'overview.action.update-profile.description': 'Nombre, foto y datos de contacto',
  'overview.action.security-checkup': 'Revisión de seguridad',
  'overview.action.security-checkup.description': 'Contraseña, verificación en dos pasos y sesiones',
  'overview.action.notification-preferences': 'Preferencias de notificación',
  'overview.action.notification-preferences.description': 'Qué te llega y cómo',
  'overview.action.business-hours': 'Horario comercial',
  'overview.action.business-hours.description': 'Horario de apertura de cada día',
  'overview.action.tax-configuration': 'Configuración de impuestos',
  'overview.action.tax-configuration.description': 'Tipos impositivos y facturación',
  'overview.activeUsers': 'Usuarios activos',
  'overview.activeUsers.note': 'Miembros del equipo que pueden iniciar sesión',
  'overview.planType': 'Tipo de plan',
  'overview.planType.note': 'El nivel de tu suscripción',
  'overview.lastUpdated': 'Última actualización',
  'overview.lastUpdated.note': 'Último cambio en la configuración',
  'overview.lastUpdated.never': 'Nunca',
  'overview.recentChanges': 'Cambios recientes',
  'overview.recentChanges.empty': 'Todavía no se ha cambiado ningún ajuste.',
  'overview.recentChanges.by': '{name} · {section}',
  'overview.recentChanges.all': 'Ver toda la actividad',
  'overview.quickTips': 'Consejos rápidos',
  'overview.tip.palette': 'Pulsa {keys} en cualquier lugar para buscar cualquier ajuste.',
  'overview.tip.numbers': 'Pulsa {keys} para saltar a las nueve primeras secciones del menú.',
  'overview.tip.activity':
    'Cada cambio guardado queda registrado con quién lo hizo; consúltalo en Actividad de la configuración.',
  'overview.systemInformation': 'Información del sistema',
  'overview.system.plan': 'Plan',
  'overview.system.activeUsers': 'Usuarios activos',
  'overview.system.storage': 'Almacenamiento usado',
  'overview.system.apiCalls': 'Llamadas a la API este mes',
} satisfies Translation<typeof english>;
