import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Conecta tu negocio con los servicios que usan tus clientes',
  'integrations.search.terms': 'reseñas de google, enlace de reseñas, sms, mensajes de texto, email marketing, pagos',
  'integrations.google.title': 'Reseñas de Google',
  'integrations.google.description': 'El enlace donde los clientes pueden dejar una reseña de tu negocio en Google.',
  'integrations.field.googleReviewUrl': 'Enlace de reseñas de Google',
  'integrations.googleReviewUrl.help': 'Una dirección web, por ejemplo https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Enlace de reseñas de Google guardado',
  'integrations.toast.error': 'Error',
  'integrations.toast.saveFailed': 'No se pudo guardar la integración',
  'integrations.toast.loadFailed': 'No se pudo cargar la configuración de integraciones',
  'integrations.planned.title': 'Integraciones previstas',
  'integrations.planned.description': 'Estas integraciones están previstas y aún no están disponibles.',
  'integrations.planned.badge': 'Prevista',
  'integrations.planned.payments': 'Procesamiento de pagos',
  'integrations.planned.payments.body':
    'Cobra pagos con tarjeta y depósitos a través de más proveedores. Stripe, Square, PayPal, Adyen y Tyro se conectan en la página <link>Finanzas y pagos</link>.',
  'integrations.planned.payments.bodyPlain':
    'Cobra pagos con tarjeta y depósitos a través de más proveedores. Stripe, Square, PayPal, Adyen y Tyro se conectan en la página Finanzas y pagos.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Confirmaciones y recordatorios por SMS para tus clientes.',
  'integrations.planned.emailMarketing': 'Email marketing',
  'integrations.planned.emailMarketing.body': 'Boletines y campañas para tu lista de clientes.',
} satisfies Translation<typeof english>;
