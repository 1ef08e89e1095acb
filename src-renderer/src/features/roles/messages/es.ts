import type { rolesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the Roles & Permissions page. */
export const rolesMessages = {
  'search.terms.createRole': 'nuevo rol, rol personalizado',

  // Roles & Permissions.
  'roles.permission.manage_organization_settings':
    'Configuración de la organización, suscripción, marca y reservas online',
  'roles.permission.manage_roles': 'Roles y acceso del equipo',
  'roles.permission.manage_payment_methods': 'Finanzas y métodos de pago',
  'roles.permission.manage_tax_settings': 'Configuración de impuestos',
  'roles.permission.manage_templates': 'Plantillas',
  'roles.permission.manage_locations': 'Centros',
  'roles.permission.manage_notification_settings': 'Configuración de notificaciones de reservas',
  'roles.permission.manage_integration_settings': 'Integraciones',
  'roles.permission.manage_security_settings': 'Seguridad y cumplimiento',
  'roles.permission.export_all_data': 'Importación y exportación de todos los datos',
  'roles.subtitle': 'Qué puede hacer cada rol y quién lo tiene.',
  'roles.builtIn': 'Predefinido',
  'roles.custom': 'Personalizado',
  'roles.rank.highest': 'Rango más alto',
  'roles.rank.below': 'Por debajo de {role}',
  'roles.holders': '{count, plural, =0 {Nadie} one {# persona} other {# personas}}',
  'roles.heldBy.title': 'Lo tienen',
  'roles.heldBy.none': 'Nadie tiene este rol.',
  'roles.permissions.title': 'Permisos',
  'roles.permissions.description':
    'Los permisos abren páginas de configuración a todos los que tienen el rol, en el menú y en el servidor, a partir de la siguiente carga de página.',
  'roles.permissions.ownerOnly':
    'Solo el propietario puede cambiar los permisos. Tú puedes crear, renombrar y eliminar roles personalizados.',
  'roles.permissions.included': 'Incluido en el rol',
  'roles.permissions.all': 'El rol {role} incluye todos los permisos.',
  'roles.permissions.saved': 'Permisos actualizados',
  'roles.permissions.failed': 'No se han podido actualizar los permisos',
  'roles.assign.title': 'Asignar este rol a un miembro del equipo',
  'roles.assign.choose': 'Elige un miembro del equipo',
  'roles.assign.option': '{name} (ahora {role})',
  'roles.assign.submit': 'Asignar rol',
  'roles.assign.nobody': 'Todas las personas a las que se puede asignar este rol ya lo tienen.',
  'roles.create': 'Crear rol',
  'roles.create.title': 'Crear rol',
  'roles.create.name': 'Nombre del rol',
  'roles.create.nameHelp':
    'Hasta {max} caracteres. Los nombres de los roles predefinidos y sus alias (como Front Desk) ya están en uso.',
  'roles.create.permissionsLater': 'El propietario elige los permisos del nuevo rol.',
  'roles.create.done': 'Rol creado',
  'roles.create.failed': 'No se ha podido crear el rol',
  'roles.rename': 'Renombrar',
  'roles.rename.title': 'Renombrar {role}',
  'roles.rename.done': 'Rol renombrado',
  'roles.rename.failed': 'No se ha podido renombrar el rol',
  'roles.delete': 'Eliminar',
  'roles.delete.confirmTitle': '¿Eliminar el rol «{name}»? Esta acción no se puede deshacer.',
  'roles.delete.inUse':
    '{count, plural, one {# miembro del equipo aún tiene este rol} other {# miembros del equipo aún tienen este rol}}: asígnales primero otro rol.',
  'roles.delete.done': 'Rol eliminado',
  'roles.delete.failed': 'No se ha podido eliminar el rol',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'No puedes asignar el rol {role}: es de rango superior al tuyo o tiene permisos que tú no tienes.',
  'roles.displayName.action': 'Cambiar el nombre visible',
  'roles.displayName.title': 'Cómo llama tu organización al rol {role}',
  'roles.displayName.label': 'Nombre visible',
  'roles.displayName.help':
    'Hasta {max} caracteres; se muestra en las páginas Equipo y Roles. No puede parecer otro rol; las reglas de {standard} no cambian.',
  'roles.displayName.standard': 'Rol predefinido {standard}',
  'roles.displayName.reset': 'Usar {standard}',
  'roles.displayName.save': 'Guardar',
  'roles.displayName.done': 'Nombre visible actualizado',
  'roles.displayName.failed': 'No se ha podido actualizar el nombre visible',

  'roles.standard.platform_admin': 'Administrador de la plataforma',
  'roles.standard.owner': 'Propietario',
  'roles.standard.admin': 'Administrador',
  'roles.standard.manager': 'Gerente',
  'roles.standard.practitioner': 'Profesional',
  'roles.standard.receptionist': 'Recepcionista',
  'roles.standard.viewer': 'Lector',
  'roles.standard.client': 'Cliente',

  'roles.teamCard.title': 'Miembros del equipo',
  'roles.teamCard.body': 'Elige quién puede iniciar sesión y qué rol tiene cada persona.',
  'roles.teamCard.action': 'Abrir Equipo',
} satisfies Translation<typeof english>;
