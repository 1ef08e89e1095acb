import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Spanish texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected': 'No se pudo enviar el mensaje por un error inesperado. Se volverá a intentar.',
  'logReason.notConnected':
    'No hay ningún proveedor de {channel, select, email {correo electrónico} sms {SMS} push {notificaciones push} other {{channel}}} conectado. Configura uno en Configuración de reservas.',
  'logReason.dailyLimit': 'No enviado: {name} ya ha recibido {sent} notificaciones hoy (el límite es {max} al día).',
  'logReason.smsPlanLimit': 'Tu plan {plan} incluye {limit} SMS al mes. Cambia de plan para enviar más.',
  'logReason.smsFallback': 'Se ha alcanzado el límite de SMS de tu plan.',
  'logReason.undelivered': 'El proveedor no pudo entregar el mensaje.',
  'logReason.timeout':
    '{provider} no respondió en {seconds, plural, one {# segundo} other {# segundos}}. Comprueba la conexión a internet y vuelve a intentarlo.',
  'logReason.unreachable':
    'No se pudo contactar con {provider}. Comprueba la conexión a internet y vuelve a intentarlo.',
  'logReason.tooManyRequests':
    '{provider} está recibiendo demasiadas solicitudes de esta cuenta. Espera un minuto y vuelve a intentarlo.',
  'logReason.providerTrouble':
    '{provider} tiene problemas en este momento (error {status}). Vuelve a intentarlo en unos minutos.',
  'logReason.unreadable':
    '{provider} envió una respuesta que no se pudo leer (error {status}). Vuelve a intentarlo en unos minutos.',
  'logReason.credentialsRefused': '{provider} no aceptó estas credenciales: {why}',
  'logReason.credentialsRefusedBoth':
    '{provider} no aceptó estas credenciales: {why} (ni en el entorno real ni en el de pruebas).',
  'logReason.refused':
    '{provider} rechazó {what, select, payment {el pago} refund {el reembolso} message {el mensaje} other {{what}}}: {why}',
  'logReason.deviceUnregistered':
    'Este dispositivo ya no está registrado para recibir notificaciones (se eliminó la app o caducó su token).',
  'logReason.fcmAccountRefused':
    'Firebase Cloud Messaging no aceptó la cuenta de servicio del proyecto {project}: {why}',
  'logReason.badPrivateKey': 'La clave privada no es una clave PEM válida.',
  'logReason.sendgridCannotSend':
    'Esta clave de API de SendGrid no puede enviar correos (le falta el permiso mail.send).',
  'logReason.sendgridNoActivity':
    'SendGrid no puede decir si tiene este mensaje: la cuenta no tiene acceso a Email Activity.',
  'logReason.smtpUnreachable':
    'No se pudo contactar con el servidor SMTP {where}. Comprueba el host, el puerto y la seguridad de la conexión, y que el servidor esté en marcha.',
  'logReason.smtpCredentials': 'El servidor SMTP rechazó el usuario o la contraseña.',
  'logReason.smtpTls':
    'El servidor SMTP {where} no pudo establecer una conexión segura. Comprueba el ajuste de seguridad de la conexión.',
  'logReason.smtpRefused': 'El servidor SMTP rechazó el mensaje: {why}',
  'logReason.smtpBusy': 'El servidor SMTP {where} no puede aceptar el mensaje ahora: {why}',
  'logReason.settingsIncomplete': 'La configuración de {provider} está incompleta.',
  'logReason.channelSwitchedOff':
    'El envío por {channel, select, email {correo electrónico} sms {SMS} push {push} other {{channel}}} está desactivado. Actívelo y guarde primero la configuración de {channel, select, email {correo electrónico} sms {SMS} push {push} other {{channel}}}.',
  'logReason.noProviderYet':
    'Todavía no hay ningún proveedor de {channel, select, email {correo electrónico} sms {SMS} push {push} other {{channel}}} configurado. Guarde primero la configuración de {channel, select, email {correo electrónico} sms {SMS} push {push} other {{channel}}} y luego envíe una prueba.',
  'logReason.testEmailSent': 'Correo de prueba enviado a {recipient}',
  'logReason.testSmsSent': 'SMS de prueba enviado a {recipient}',
  'logReason.testPushSent': 'Notificación de prueba enviada al dispositivo',
  'logReason.twilioCredentials': 'Twilio rechazó el Account SID o el token de autenticación.',
  'logReason.twilioAccount':
    'Esta cuenta de Twilio está {state, select, suspended {suspendida} closed {cerrada} other {{state}}}: no puede enviar mensajes.',
} satisfies Translation<typeof english>;
