import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/es';
import { roleDetailMessages } from '../role-details';

/** Spanish texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {Organización} personal {Personal} profile {Perfil} security {Seguridad} notifications {Notificaciones} privacy {Privacidad} branding {Marca} financial {Finanzas} team {Equipo} services {Servicios} locations {Ubicaciones} clients {Clientes} products {Productos} integrations {Integraciones} templates {Plantillas} backup {Copia de seguridad} activity {Actividad} help {Ayuda} performance {Rendimiento} other {{section}}}: {action, select, view {Ver} create {Crear} update {Actualizar} delete {Eliminar} export {Exportar} import {Importar} other {{action}}}',
  'activityDetail.reverted': 'Deshecho: {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Preferencias personales actualizadas',
  'activityDetail.notificationPreferences.updated': 'Preferencias de notificación actualizadas',
  'activityDetail.account.profileUpdated': 'Perfil actualizado',
  'activityDetail.account.avatarUpdated': 'Foto de perfil actualizada',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Contraseña cambiada} one {Contraseña cambiada y # otra sesión cerrada} other {Contraseña cambiada y # otras sesiones cerradas}}',
  'activityDetail.account.twoFactorOn': 'Verificación en dos pasos activada',
  'activityDetail.account.twoFactorOff': 'Verificación en dos pasos desactivada',
  'activityDetail.account.sessionEnded': 'Sesión cerrada',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {# otra sesión cerrada} other {# otras sesiones cerradas}}',
  'activityDetail.auth.signedIn': 'Inicio de sesión',
  'activityDetail.auth.signedOut': 'Cierre de sesión',
  'activityDetail.security.signInAlertsOn': 'Alertas de inicio de sesión activadas',

  // Settings documents
  'activityDetail.organization.updated': 'Configuración general de la organización actualizada',
  'activityDetail.securityPolicy.updated': 'Política de seguridad actualizada',
  'activityDetail.systemConfiguration.updated': 'Configuración del sistema actualizada',
  'activityDetail.tips.updated': 'Configuración de propinas actualizada',
  'activityDetail.invoices.updated': 'Configuración de facturas actualizada',
  'activityDetail.onlineBooking.updated': 'Configuración de reservas online actualizada',
  'activityDetail.businessHours.updated': 'Horario comercial actualizado',
  'activityDetail.bookingRules.updated': 'Reglas de reserva actualizadas',
  'activityDetail.deposits.updated': 'Depósito y requisitos de pago actualizados',
  'activityDetail.customerNotifications.updated': 'Configuración de notificaciones a clientes actualizada',
  'activityDetail.adminNotifications.updated': 'Configuración de notificaciones para administradores actualizada',
  'activityDetail.tax.updated': 'Configuración de impuestos actualizada',
  'activityDetail.branding.updated': 'Marca actualizada',
  'activityDetail.theme.updated': 'Tema actualizado',
  'activityDetail.integrations.updated': 'Integraciones actualizadas',
  'activityDetail.branding.logoChanged': 'Logotipo cambiado',
  'activityDetail.branding.logoRemoved': 'Logotipo quitado',

  // Activity log
  'activityDetail.activity.exported': 'Registro de actividad exportado',
  'activityDetail.activity.cleared': 'Registro de actividad borrado',
  'activityDetail.activity.revertTried': 'Intento de deshacer un cambio de configuración',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {Configuración de la organización} personal {Preferencias personales} branding {Marca y apariencia} financial {Configuración financiera} team {Equipo y permisos} security {Configuración de seguridad} other {{section}}}',
  'activityDetail.backups.created':
    'Copia de seguridad «{name}» creada ({sections}{encrypted, select, yes {, cifrada} other {}})',
  'activityDetail.backups.restored': 'Configuración restaurada desde la copia de seguridad «{name}» ({sections})',
  'activityDetail.backups.restoredFile': 'Configuración restaurada desde el archivo «{name}» ({sections})',
  'activityDetail.backups.deleted': 'Copia de seguridad «{name}» eliminada',
  'activityDetail.backups.downloaded': 'Copia de seguridad «{name}» descargada',
  'activityDetail.backups.passphraseSet': 'Frase de contraseña de las copias de seguridad definida',
  'activityDetail.backups.passphraseChanged':
    'Frase de contraseña de las copias de seguridad cambiada ({count, plural, one {se volvió a cifrar # copia guardada} other {se volvieron a cifrar # copias guardadas}})',
  'activityDetail.databaseBackups.created': 'Copia de seguridad de toda la base de datos guardada en «{name}»',

  // Imports: "2 servicios importados (con errores: 1, 1 categoría nueva)"
  'activityDetail.import.withCounts': '{imported} ({counts})',
  'activityDetail.import.clients': '{count, plural, one {# cliente importado} other {# clientes importados}}',
  'activityDetail.import.products': '{count, plural, one {# producto importado} other {# productos importados}}',
  'activityDetail.import.services': '{count, plural, one {# servicio importado} other {# servicios importados}}',
  'activityDetail.import.staff':
    '{count, plural, one {# miembro del equipo importado} other {# miembros del equipo importados}}',
  'activityDetail.import.templates': '{count, plural, one {# plantilla importada} other {# plantillas importadas}}',
  'activityDetail.import.failed': 'con errores: {count, number}',
  'activityDetail.import.skipped': 'omitidos: {count, number}',
  'activityDetail.import.merged': 'combinados: {count, number}',
  'activityDetail.import.newCategories': '{count, plural, one {# categoría nueva} other {# categorías nuevas}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': 'Miembro del equipo añadido: {name} ({email}), con el rol {role}',
  'activityDetail.team.addedAndInvited':
    'Miembro del equipo añadido: {name} ({email}), con el rol {role}; se le envió una invitación para elegir su contraseña',
  'activityDetail.team.roleChanged': 'Rol de {email} cambiado a {role}',
  'activityDetail.team.reactivated': 'Miembro del equipo reactivado: {email}',
  'activityDetail.team.deactivated': 'Miembro del equipo desactivado: {email}',
  'activityDetail.team.signInGiven': 'Acceso concedido a {name} ({email})',
  'activityDetail.team.invited': 'Invitación para elegir una contraseña enviada a {email}',
  'activityDetail.team.practitionerUpdated': 'Servicios, ubicaciones y ausencias de {name} actualizados',
  'activityDetail.roles.created': 'Rol {name} creado',
  'activityDetail.roles.updated': 'Rol {name} actualizado',
  'activityDetail.roles.renamed': 'Rol {name} renombrado como {displayName} en esta organización',
  'activityDetail.roles.nameRestored': 'Nombre predefinido del rol {name} restablecido',
  'activityDetail.roles.deleted': 'Rol {name} eliminado',

  // Services, clients, products
  'activityDetail.categories.added': 'Categoría {name} añadida',
  'activityDetail.categories.reordered': 'Categorías de servicios reordenadas',
  'activityDetail.categories.updated': 'Categoría {name} actualizada',
  'activityDetail.categories.deleted': 'Categoría {name} eliminada',
  'activityDetail.categories.deletedWithServices':
    'Categoría {name} eliminada; {count, plural, one {# servicio queda} other {# servicios quedan}} sin categoría',
  'activityDetail.services.added': 'Servicio {name} añadido',
  'activityDetail.services.updated': 'Servicio {name} actualizado',
  'activityDetail.services.activated': 'Servicio {name} activado',
  'activityDetail.services.archived': 'Servicio {name} archivado',
  'activityDetail.services.deleted': 'Servicio {name} eliminado',
  'activityDetail.clients.added': 'Cliente añadido: {name}',
  'activityDetail.clients.updated': 'Cliente actualizado: {name}',
  'activityDetail.clients.deleted': 'Cliente eliminado: {name}',
  'activityDetail.clients.exported': 'Clientes exportados',
  'activityDetail.products.added': 'Producto {name} añadido',
  'activityDetail.products.updated': 'Producto {name} actualizado',
  'activityDetail.products.deleted': 'Producto {name} eliminado',
  'activityDetail.products.exported': 'Productos exportados',

  // Locations
  'activityDetail.locations.added': 'Ubicación {name} añadida',
  'activityDetail.locations.updated': 'Ubicación {name} actualizada',
  'activityDetail.locations.deleted': 'Ubicación {name} eliminada',
  'activityDetail.locations.photoAdded': 'Foto añadida a la ubicación {name}',
  'activityDetail.locations.photoDeleted': 'Foto de la ubicación {name} eliminada',
  'activityDetail.locations.heroChosen': 'Foto principal de la ubicación {name} elegida',

  // Tax
  'activityDetail.tax.rateAdded': 'Tipo impositivo {name} añadido ({percentage, number} %)',
  'activityDetail.tax.rateUpdated': 'Tipo impositivo {name} actualizado',
  'activityDetail.tax.rateDeleted': 'Tipo impositivo {name} eliminado',
  'activityDetail.tax.overrideSet': 'Excepción de impuesto añadida para el servicio {service}',
  'activityDetail.tax.overrideChanged': 'Excepción de impuesto del servicio {service} cambiada',
  'activityDetail.tax.overrideRemoved': 'Excepción de impuesto del servicio {service} quitada',

  // Payments and billing
  'activityDetail.payments.setUp': 'Pasarelas de pago configuradas',
  'activityDetail.payments.alreadySetUp': 'Las pasarelas de pago ya estaban configuradas: no se cambió nada',
  'activityDetail.payments.connected': 'Pasarela {gateway} conectada',
  'activityDetail.payments.updated': 'Pasarela {gateway} actualizada',
  'activityDetail.payments.feesUpdated': 'Configuración de comisiones por pago con tarjeta actualizada',
  'activityDetail.payments.locationFeesUpdated':
    'Configuración de comisiones por pago con tarjeta de {location} actualizada',
  'activityDetail.billing.planChanged': 'Plan cambiado a {plan}',
  'activityDetail.billing.trialPlanChosen': 'Plan cambiado a {plan} (prueba)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Plantilla de configuración «{name}» creada',
  'activityDetail.settingsTemplates.favorited': 'Plantilla de configuración «{name}» marcada como favorita',
  'activityDetail.settingsTemplates.unfavorited': 'Plantilla de configuración «{name}» quitada de favoritas',
  'activityDetail.settingsTemplates.deleted': 'Plantilla de configuración «{name}» eliminada',
  'activityDetail.settingsTemplates.applied': 'Plantilla de configuración «{name}» aplicada',
  'activityDetail.messageTemplates.added': 'Plantilla {name} añadida',
  'activityDetail.messageTemplates.updated': 'Plantilla {name} actualizada',
  'activityDetail.messageTemplates.deleted': 'Plantilla {name} eliminada',
  'activityDetail.templates.reset': 'Plantilla {name} restablecida a su versión predeterminada',
  'activityDetail.platformTemplates.customised': 'Plantilla {name} personalizada',
  'activityDetail.platformTemplates.switchedOn': 'Plantilla {name} activada',
  'activityDetail.platformTemplates.switchedOff': 'Plantilla {name} desactivada',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {# plantilla restablecida a su versión predeterminada} other {# plantillas restablecidas a su versión predeterminada}}',
  'activityDetail.platformTemplates.synced':
    'Plantillas de la plataforma sincronizadas (actualizadas: {updated, number}, nuevas: {added, number})',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {# plantilla actualizada en bloque} other {# plantillas actualizadas en bloque}}',
  'activityDetail.platformTemplates.exported': 'Plantillas exportadas',
  'activityDetail.platformTemplates.removed': 'Plantillas de la plataforma eliminadas: {count, number}',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {Correo de prueba enviado a {to}} sms {SMS de prueba enviado a {to}} other {Notificación push de prueba enviada}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {No se pudo enviar un correo de prueba a {to}: {reason}} sms {No se pudo enviar un SMS de prueba a {to}: {reason}} other {No se pudo enviar una notificación push de prueba: {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {Correo enviado a {to}} sms {SMS enviado a {to}} other {Notificación push enviada a {to}}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {Correo reenviado a {to}} sms {SMS reenviado a {to}} other {Notificación push reenviada a {to}}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {No se pudo enviar un correo a {to}: {reason}} sms {No se pudo enviar un SMS a {to}: {reason}} other {No se pudo enviar una notificación push a {to}: {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {No se pudo reenviar un correo a {to}: {reason}} sms {No se pudo reenviar un SMS a {to}: {reason}} other {No se pudo reenviar una notificación push a {to}: {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {Conexión de correo de {provider} guardada. {provider} aceptó la configuración.} sms {Conexión de SMS de {provider} guardada. {provider} aceptó la configuración.} other {Conexión push de {provider} guardada. {provider} aceptó la configuración.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {Conexión de correo de {provider} guardada. {reason}} sms {Conexión de SMS de {provider} guardada. {reason}} other {Conexión push de {provider} guardada. {reason}}}',
} satisfies Translation<typeof english>;
