import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** Spanish texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Cargando…',
  'app.settings': 'Configuración',
  'app.skipToContent': 'Ir al contenido principal',

  'form.unsaved': 'Cambios sin guardar',
  'form.allSaved': 'Todos los cambios guardados',
  'form.save': 'Guardar cambios',
  'form.required': '(obligatorio)',
  'form.conflict.title': 'Otra persona ha cambiado esta configuración',
  'form.conflict.body':
    'Esta configuración se guardó desde otra ventana u otro ordenador después de que la abrieras, así que tus cambios no se han guardado. Carga la versión más reciente: los campos que cambiaste conservan tus cambios y los demás muestran los valores nuevos. Después, vuelve a guardar.',
  'form.conflict.loadLatest': 'Cargar la versión más reciente',
  'form.conflict.discard': 'Descartar mis cambios',
  'form.leave.title': '¿Salir sin guardar?',
  'form.leave.body': 'Tienes cambios sin guardar en esta página. Si sales ahora, se perderán.',
  'form.leave.stay': 'Quedarme',
  'form.leave.leave': 'Salir',
  'form.money.invalid': 'Introduce un importe en {currency}, por ejemplo 12,50',
  'form.duration.invalid': 'Introduce un número entero de minutos, por ejemplo 45',
  'form.duration.unit': 'min',

  'section.overview': 'Resumen de la configuración',
  'section.personal.profile': 'Perfil',
  'section.personal.security': 'Seguridad',
  'section.personal.preferences': 'Preferencias',
  'section.personal.notifications': 'Notificaciones',
  'section.personal.privacy': 'Configuración de privacidad',
  'section.organization.general': 'Configuración general',
  'section.organization.subscription': 'Suscripción y facturación',
  'section.organization.services': 'Servicios',
  'section.organization.financial': 'Finanzas y pagos',
  'section.organization.branding': 'Marca y comunicación',
  'section.organization.locations': 'Centros',
  'section.organization.booking': 'Reservas online',
  'section.organization.bookings': 'Reservas',
  'section.organization.bookingNotifications': 'Configuración de reservas',
  'section.organization.integrations': 'Integraciones',
  'section.organization.security': 'Seguridad y cumplimiento',
  'section.organization.systemTemplates': 'Plantillas del sistema',
  'section.organization.notificationLogs': 'Registro de notificaciones',
  'section.organization.tax': 'Configuración de impuestos',
  'section.roles': 'Roles y permisos',
  'section.advanced.themeCustomization': 'Personalización del tema',
  'section.system': 'Configuración del sistema',
  'section.templates': 'Plantillas de configuración',
  'section.importExport': 'Importar y exportar',
  'section.backupRecovery': 'Copias de seguridad y recuperación',
  'section.activity': 'Actividad de la configuración',
  'section.help': 'Ayuda y documentación',
  'section.performance': 'Monitor de rendimiento',

  'group.personal': 'Personal',
  'group.organization': 'Organización',
  'group.advanced': 'Avanzado',
  'group.support': 'Soporte',

  'menu.search.placeholder': 'Buscar en la configuración...',
  'menu.search.label': 'Buscar en la configuración',
  'menu.noResults': 'No se encontró ningún ajuste para «{query}»',
  'menu.badge.new': 'NUEVO',
  'menu.badge.newDescription': 'Nuevo',
  'menu.toggle.open': 'Abrir el menú de configuración',
  'menu.toggle.close': 'Cerrar el menú de configuración',
  'menu.toggle.text': 'Menú',

  'palette.open': 'Buscar en la configuración',
  'palette.title': 'Ir a un ajuste',
  'palette.inputLabel': 'Buscar en la configuración',
  'palette.placeholder': 'Buscar en la configuración...',
  'palette.hint': 'Usa las flechas para elegir, Intro para abrir y Esc para cerrar.',
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Menú de la cuenta:',
  'user.role': 'Rol: {role}',
  'user.organization': 'Organización: {organization}',
  'user.signOut': 'Cerrar sesión',

  'error.title': 'Algo ha fallado',
  'error.description':
    'No se ha podido mostrar esta página. Vuelve a intentarlo, recarga la página o vuelve al resumen de la configuración.',
  'error.tryAgain': 'Reintentar',
  'error.reload': 'Recargar página',
  'error.goHome': 'Ir al inicio',

  'toast.fallback': 'Algo ha fallado. Inténtalo de nuevo.',
  'toast.network': 'No se puede conectar con el servidor. Comprueba la conexión y vuelve a intentarlo.',

  'notAvailable.heading': 'Aún no disponible',
  'notAvailable.body':
    '{title} todavía no está disponible en esta versión. Aparecerá aquí cuando esta sección esté lista; hasta entonces no se puede cambiar nada en esta página.',

  'noAccess.title': 'No tienes acceso a esta página',
  'noAccess.body':
    'Tu rol no incluye el permiso que necesita esta página. Pídeselo a un propietario o a un administrador si lo necesitas.',

  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No hay ninguna página de configuración en esta dirección.',
  'notFound.action': 'Ir al resumen de la configuración',

  'query.errorTitle': 'No se ha podido cargar esta página',
  'query.retry': 'Reintentar',

  'session.ended': 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',

  'time.justNow': 'Ahora mismo',
  'time.minutesAgo': '{count, plural, one {hace # minuto} other {hace # minutos}}',
  'time.hoursAgo': '{count, plural, one {hace # hora} other {hace # horas}}',
  'time.daysAgo': '{count, plural, one {hace # día} other {hace # días}}',

  'personal.cancel': 'Cancelar',
} as const satisfies Translation<typeof english>;
