import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Spanish texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': 'público, privado, quién puede ver mi perfil',
  'search.terms.activityStatus': 'en línea, conectado, última conexión',

  // Privacy.
  'privacy.subtitle': 'Quién puede ver tu perfil y qué muestra.',
  'privacy.visibility.title': 'Visibilidad del perfil',
  'privacy.visibility.public': 'Público',
  'privacy.visibility.public.description': 'Todos los clientes y el equipo',
  'privacy.visibility.team': 'Equipo',
  'privacy.visibility.team.description': 'Solo los miembros del equipo',
  'privacy.visibility.private': 'Privado',
  'privacy.visibility.private.description': 'Oculto para todos salvo los administradores',
  'privacy.adminNote': 'Los administradores siempre pueden ver cualquier perfil.',
  'privacy.details.title': 'Datos del perfil',
  'privacy.details.description': 'Lo que encuentran en tu perfil quienes pueden verlo.',
  'privacy.showEmail': 'Mostrar la dirección de correo electrónico',
  'privacy.showEmail.help': 'Tu dirección de correo electrónico aparece en tu perfil.',
  'privacy.showPhone': 'Mostrar el número de teléfono',
  'privacy.showPhone.help': 'Tu número de teléfono aparece en tu perfil.',
  'privacy.activityStatus': 'Mostrar el estado de actividad',
  'privacy.activityStatus.help': 'Los demás pueden ver cuándo estuviste activo por última vez.',
  'privacy.toast.saved': 'Configuración de privacidad guardada',
  'privacy.toast.failed': 'Error al guardar la configuración',
  'privacy.toast.failedBody': 'No se ha podido guardar la configuración de privacidad',
} satisfies Translation<typeof english>;
