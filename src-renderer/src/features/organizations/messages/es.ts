import type { generalSettingsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the General Settings page, and the option labels the organization pages share. */
export const generalSettingsMessages = {
  'search.terms.businessName': 'nombre del negocio, nombre del salón, nombre de la organización',
  'search.terms.address': 'calle, ciudad, código postal',
  'search.terms.locale': 'idioma, región, formato de números',
  'organization.cancel': 'Cancelar',

  'organization.businessType.sole_trader': 'Autónomo',
  'organization.businessType.partnership': 'Sociedad de personas',
  'organization.businessType.pty_ltd': 'Sociedad limitada (empresa privada)',
  'organization.businessType.public_company': 'Sociedad anónima cotizada',
  'organization.businessType.trust': 'Fideicomiso',
  'organization.businessType.non_profit': 'Entidad sin ánimo de lucro',

  'organization.status.trialing': 'Prueba',
  'organization.status.active': 'Activa',
  'organization.status.past_due': 'Pago vencido',
  'organization.status.canceled': 'Cancelada',
  'organization.status.expired': 'Prueba finalizada',

  'organization.billingCycle.monthly': 'Mensual',

  // General Settings.
  'general.subtitle': 'Los datos de tu negocio, la dirección, la configuración regional y las funciones.',
  'general.subscription.title': 'Suscripción',
  'general.subscription.plan': 'Plan',
  'general.subscription.status': 'Estado',
  'general.subscription.billingCycle': 'Facturación',
  'general.subscription.manage': 'Gestionar suscripción',
  'general.details.title': 'Datos del negocio',
  'general.registration.title': 'Registro e impuestos',
  'general.address.title': 'Dirección',
  'general.regional.title': 'Configuración regional',
  'general.regional.description':
    'Cómo se muestran los precios, las fechas y las horas en toda la organización, y de qué parten las preferencias de los miembros del equipo.',
  'general.features.title': 'Funciones',
  'general.field.companyName': 'Nombre de la empresa',
  'general.field.description': 'Descripción',
  'general.field.website': 'Sitio web',
  'general.field.phone': 'Teléfono',
  'general.field.email': 'Correo electrónico',
  'general.field.businessRegType': 'Tipo de empresa',
  'general.field.businessRegNumber': 'Número de registro mercantil',
  'general.field.taxId': 'Número de identificación fiscal',
  'general.field.address.street1': 'Dirección',
  'general.field.address.street2': 'Línea 2 de la dirección',
  'general.field.address.city': 'Ciudad',
  'general.field.address.state': 'Provincia o región',
  'general.field.address.zipCode': 'Código postal',
  'general.field.address.country': 'País',
  'general.field.timezone': 'Zona horaria',
  'general.field.currency': 'Moneda',
  'general.field.locale': 'Configuración regional',
  'general.field.dateFormat': 'Formato de fecha',
  'general.field.timeFormat': 'Formato de hora',
  'general.description.help': 'Unas palabras sobre el negocio. {count} de {max} caracteres.',
  'general.website.help': 'Por ejemplo, https://tu-salon.com',
  'general.businessRegType.none': 'Sin definir',
  'general.businessRegNumber.help':
    'El número de empresa o de sociedad que figura en tu registro, como un ACN o un número de sociedad.',
  'general.taxId.help':
    'Tu número fiscal o de empleador. El número de GST o de IVA para las facturas se define en Configuración de impuestos.',
  'general.timeFormat.12h': '12 horas ({example})',
  'general.timeFormat.24h': '24 horas ({example})',
  'general.feature.allowOnlineBooking': 'Permitir reservas online',
  'general.feature.allowOnlineBooking.help': 'Los clientes pueden reservar citas en tu página pública de reservas.',
  'general.feature.requireEmailConfirmation': 'Exigir confirmación por correo electrónico',
  'general.feature.requireEmailConfirmation.help':
    'Las reservas online quedan retenidas hasta que el cliente confirma su dirección de correo electrónico.',
  'general.feature.autoSendReceipts': 'Enviar recibos automáticamente',
  'general.feature.autoSendReceipts.help': 'Los clientes reciben un recibo por correo electrónico tras cada pago.',
  'general.feature.enableLoyaltyProgram': 'Programa de fidelización',
  'general.feature.enableLoyaltyProgram.help': 'Los clientes acumulan recompensas por sus visitas.',
  'general.feature.loyaltyAutoEnrollment': 'Inscribir automáticamente a los clientes nuevos',
  'general.feature.loyaltyAutoEnrollment.help':
    'Los clientes nuevos se unen al programa de fidelización sin tener que darse de alta, mientras esté activo.',
  'general.toast.saved': 'Configuración guardada',
  'general.toast.failed': 'Error',
  'general.toast.failedBody': 'No se ha podido guardar la configuración de la organización',
} satisfies Translation<typeof english>;
