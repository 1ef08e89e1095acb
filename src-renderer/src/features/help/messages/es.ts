import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'Guías, respuestas y atajos de esta aplicación.',
  'help.search.label': 'Buscar en la ayuda',
  'help.search.placeholder': 'Buscar guías, preguntas frecuentes y atajos…',
  'help.search.results': '{count, plural, one {# resultado} other {# resultados}} para «{query}»',
  'help.search.noResults': 'Sin resultados',
  'help.search.noResultsBody':
    'Nada en las guías, preguntas frecuentes o atajos coincide con «{query}». Prueba con otra palabra.',
  'help.search.clear': 'Borrar búsqueda',
  'help.search.guides': 'Guías',
  'help.search.faqs': 'Preguntas frecuentes',
  'help.search.shortcuts': 'Atajos',
  'help.keyword.shortcuts': 'Atajos de teclado',
  'help.keyword.shortcuts.terms': 'atajos, teclas, teclado, combinaciones',
  'help.keyword.faqs': 'Preguntas frecuentes',
  'help.keyword.faqs.terms': 'faq, preguntas, respuestas, ayuda',
  'help.keyword.api': 'Documentación de la API',
  'help.keyword.api.terms': 'api, openapi, desarrolladores, endpoints, integración',

  'help.card.videos': 'Videotutoriales',
  'help.card.videos.description': 'Guías paso a paso de cada pantalla de la aplicación.',
  'help.card.support': 'Contactar con soporte',
  'help.card.support.description': 'La versión de tu aplicación y los datos que enviar con tu consulta.',
  'help.card.api': 'Documentación de la API',
  'help.card.api.description': 'Todos los endpoints del servidor y quién puede usarlos.',
  'help.card.api.opens': 'Se abre en una ventana nueva',
  'help.card.status': 'Estado del sistema',
  'help.card.status.description':
    'Base de datos, tiempos de respuesta, almacenamiento y memoria en el Monitor de rendimiento.',

  'help.tab.guides': 'Guías y tutoriales',
  'help.tab.faqs': 'Preguntas frecuentes',
  'help.tab.shortcuts': 'Atajos de teclado',

  'help.category.all': 'Todas',
  'help.category.gettingStarted': 'Primeros pasos',
  'help.category.team': 'Equipo',
  'help.category.bookings': 'Reservas',
  'help.category.payments': 'Pagos e impuestos',
  'help.category.communication': 'Comunicación',
  'help.category.security': 'Seguridad',
  'help.categories.label': 'Categorías de guías',
  'help.difficulty.beginner': 'Principiante',
  'help.difficulty.intermediate': 'Intermedio',
  'help.difficulty.advanced': 'Avanzado',
  'help.guide.minutes': '{minutes} min de lectura',
  'help.guide.read': 'Leer guía',
  'help.guide.readNamed': 'Leer guía: {title}',
  'help.guide.steps': 'Pasos',
  'help.guide.open': 'Ir a {section}',
  'help.guide.close': 'Cerrar',
  'help.guides.empty': 'No hay guías en esta categoría',

  'help.guide.businessDetails.title': 'Configura los datos de tu negocio',
  'help.guide.businessDetails.description':
    'Nombre, dirección, zona horaria y moneda: lo que muestran las facturas, los correos y la página de reservas.',
  'help.guide.businessDetails.tags': 'negocio, empresa, dirección, zona horaria, moneda, configuración',
  'help.guide.businessDetails.step1': 'Abre Configuración general en el grupo Organización del menú de configuración.',
  'help.guide.businessDetails.step2':
    'En Datos del negocio, escribe el Nombre de la empresa, el Teléfono, el Correo electrónico y el Sitio web tal como deben verlos tus clientes.',
  'help.guide.businessDetails.step3':
    'En Dirección, completa la Dirección, la Ciudad, el Código postal y el País de tu local principal.',
  'help.guide.businessDetails.step4':
    'En Configuración regional, elige la Zona horaria y la Moneda, y el Formato de fecha y el Formato de hora que usa tu equipo.',
  'help.guide.businessDetails.step5':
    'Pulsa Guardar al final de la página. La página Actividad de la configuración registra quién cambió qué.',

  'help.guide.serviceMenu.title': 'Crea tu carta de servicios',
  'help.guide.serviceMenu.description':
    'Añade categorías y servicios con su duración y precio para que se puedan reservar.',
  'help.guide.serviceMenu.tags': 'servicios, tratamientos, carta, precios, duración, categorías',
  'help.guide.serviceMenu.step1': 'Abre Servicios en el grupo Organización del menú de configuración.',
  'help.guide.serviceMenu.step2':
    'En Categorías, pulsa Añadir categoría y pon nombre a un grupo, como Peluquería o Uñas.',
  'help.guide.serviceMenu.step3':
    'Pulsa Añadir servicio. En Datos básicos escribe el Nombre del servicio, elige su Categoría y fija su Duración.',
  'help.guide.serviceMenu.step4':
    'En Precios elige Precio único o Varias variantes (pelo corto o largo, por ejemplo), y Precio fijo, Precio desde o Gratis.',
  'help.guide.serviceMenu.step5':
    'Deja el Estado del servicio en Activo para que los clientes puedan reservarlo y pulsa Guardar.',
  'help.guide.serviceMenu.step6':
    'Repite con cada servicio. Para dejar de ofrecer uno sin perder su historial, ponlo en Inactivo en lugar de eliminarlo.',

  'help.guide.locations.title': 'Añade un centro y su horario',
  'help.guide.locations.description': 'Cada local con su propia dirección, horario y los servicios que ofrece.',
  'help.guide.locations.tags': 'centros, sucursales, horario de apertura, dirección, varios locales',
  'help.guide.locations.step1': 'Abre Centros en el grupo Organización del menú de configuración.',
  'help.guide.locations.step2': 'Pulsa Añadir ubicación y, en Detalles, escribe su nombre y su dirección.',
  'help.guide.locations.step3':
    'En Horario, indica cuándo abre y cierra cada día; usa Añadir franja para la pausa del mediodía o marca un día como Cerrado.',
  'help.guide.locations.step4': 'En Servicios, marca los servicios que los clientes pueden reservar en este centro.',
  'help.guide.locations.step5':
    'Si quieres, añade hasta 10 fotos en Fotos y guarda. El centro aparece ya en tu página de reservas.',

  'help.guide.team.title': 'Añade a tu equipo',
  'help.guide.team.description': 'Da a cada compañero su propio acceso, con un rol adecuado a su trabajo.',
  'help.guide.team.tags': 'equipo, personal, empleados, usuarios, añadir miembro, acceso',
  'help.guide.team.step1': 'Abre la página Equipo (desde Roles y permisos o desde la entrada Equipo del menú).',
  'help.guide.team.step2':
    'Pulsa Añadir miembro del equipo y escribe su Nombre, sus Apellidos y su Correo electrónico.',
  'help.guide.team.step3':
    'Elige su Rol. No se pueden elegir los roles superiores al tuyo ni los que tienen permisos que tú no tienes.',
  'help.guide.team.step4':
    'Pon una Contraseña inicial y compártela en privado; podrá cambiarla en Seguridad tras su primer inicio de sesión.',
  'help.guide.team.step5':
    'Pulsa Añadir miembro del equipo. Para los profesionales, indica en su fila los servicios que realizan, dónde trabajan y su horario.',

  'help.guide.customRole.title': 'Crea un rol con sus propios permisos',
  'help.guide.customRole.description':
    'Cuando los roles predefinidos no encajan, crea uno que permita justo lo que un puesto necesita.',
  'help.guide.customRole.tags': 'roles, permisos, acceso, rol personalizado, recepcionista, gerente',
  'help.guide.customRole.step1': 'Abre Roles y permisos en el menú de configuración.',
  'help.guide.customRole.step2': 'Pulsa Crear rol y escribe un Nombre del rol, como Responsable de recepción.',
  'help.guide.customRole.step3':
    'En Permisos, marca lo que el rol puede hacer. Solo puedes conceder permisos que tú mismo tienes.',
  'help.guide.customRole.step4':
    'Usa Asignar este rol a un miembro del equipo para dárselo a alguien, o cambia el rol de una persona en la página Equipo.',
  'help.guide.customRole.step5':
    'Pide a esa persona que vuelva a iniciar sesión: la configuración que su rol no puede abrir ya no aparece en su menú.',

  'help.guide.onlineBooking.title': 'Acepta reservas online',
  'help.guide.onlineBooking.description':
    'Activa tu página pública de reservas, fija sus reglas y comparte su enlace o ponla en tu web.',
  'help.guide.onlineBooking.tags': 'reservas online, página de reservas, widget, enlace, depósito, reglas',
  'help.guide.onlineBooking.step1': 'En Configuración general, en Funciones, activa Permitir reservas online y guarda.',
  'help.guide.onlineBooking.step2': 'Abre Reservas online en el grupo Organización del menú de configuración.',
  'help.guide.onlineBooking.step3':
    'En Reglas y políticas de reserva, fija la Antelación mínima y máxima, el Aviso de cancelación y si las reservas nuevas requieren aprobación.',
  'help.guide.onlineBooking.step4':
    'En Depósito y requisitos de pago, elige si se cobra un depósito. Necesita una pasarela de pago conectada.',
  'help.guide.onlineBooking.step5':
    'En Apariencia de la página de reservas, elige el Tema, el Color principal y el Botón de reserva, revisa la vista previa y guarda.',
  'help.guide.onlineBooking.step6':
    'En Añade las reservas a tu web, copia el Enlace directo o el código para tu web, o pulsa Descargar código QR.',

  'help.guide.paymentGateway.title': 'Conecta una pasarela de pago',
  'help.guide.paymentGateway.description':
    'Cobra depósitos de reservas online y pagos con tarjeta con Stripe, Square, PayPal, Adyen o Tyro.',
  'help.guide.paymentGateway.tags': 'pagos, pasarela, Stripe, Square, PayPal, Adyen, Tyro, tarjetas, depósitos',
  'help.guide.paymentGateway.step1': 'Abre Finanzas y pagos en el grupo Organización del menú de configuración.',
  'help.guide.paymentGateway.step2': 'En Pasarelas de pago, pulsa Conectar una pasarela y elige tu proveedor.',
  'help.guide.paymentGateway.step3':
    'Introduce las credenciales de la API de tu cuenta del proveedor: las claves de prueba conectan en modo de prueba y las reales en modo real.',
  'help.guide.paymentGateway.step4':
    'Guarda y usa Probar conexión en la tarjeta de la pasarela para comprobar que las credenciales funcionan.',
  'help.guide.paymentGateway.step5':
    'Si tienes más de una pasarela, usa Establecer como predeterminada en la que deben usar las reservas y el cobro.',

  'help.guide.taxRates.title': 'Configura los tipos impositivos',
  'help.guide.taxRates.description':
    'Añade el impuesto que cobras, elige el predeterminado y da a los servicios su propio tipo.',
  'help.guide.taxRates.tags': 'impuestos, IVA, GST, impuesto sobre ventas, facturas, tipos',
  'help.guide.taxRates.step1': 'Abre Configuración de impuestos en el grupo Organización del menú de configuración.',
  'help.guide.taxRates.step2':
    'Pulsa Añadir tipo impositivo, escribe el Nombre que muestran las facturas (IVA, GST) y el Tipo (%), y guarda.',
  'help.guide.taxRates.step3': 'El primer tipo es el predeterminado; usa Hacer predeterminado para elegir otro.',
  'help.guide.taxRates.step4':
    'En Precios y facturas, indica si los precios que introduces incluyen el impuesto o si se suma aparte.',
  'help.guide.taxRates.step5':
    'En Tipos por servicio, pulsa Añadir para dar a un servicio un tipo distinto del predeterminado.',

  'help.guide.messageTemplates.title': 'Edita las plantillas de correo y SMS',
  'help.guide.messageTemplates.description':
    'Cambia las confirmaciones, recordatorios y demás mensajes que envía la aplicación, y revísalos antes.',
  'help.guide.messageTemplates.tags': 'plantillas, correo, SMS, recordatorios, confirmaciones, mensajes, variables',
  'help.guide.messageTemplates.step1':
    'Abre Plantillas del sistema en el grupo Organización del menú de configuración (requiere el permiso de gestionar plantillas).',
  'help.guide.messageTemplates.step2':
    'Elige la pestaña Todas, SMS o Correo, o busca por nombre o categoría, para encontrar el mensaje.',
  'help.guide.messageTemplates.step3':
    'Pulsa Vista previa para verlo con valores de ejemplo y luego Editar para cambiarlo. Los correos se abren en el editor de bloques.',
  'help.guide.messageTemplates.step4':
    'Inserta las variables, como el nombre del cliente, desde la lista en lugar de escribirlas: se rellenan al enviar el mensaje.',
  'help.guide.messageTemplates.step5':
    'Guarda. Restablecer valores predeterminados, en el menú de la fila, recupera el texto original.',

  'help.guide.twoFactor.title': 'Activa la verificación en dos pasos',
  'help.guide.twoFactor.description': 'Protege tu cuenta con un código de tu teléfono además de tu contraseña.',
  'help.guide.twoFactor.tags': 'dos pasos, 2FA, autenticador, seguridad, inicio de sesión, códigos de recuperación',
  'help.guide.twoFactor.step1': 'Abre Seguridad en el grupo Personal del menú de configuración.',
  'help.guide.twoFactor.step2':
    'Activa Verificación en dos pasos y escanea el código QR con una aplicación de autenticación en tu teléfono.',
  'help.guide.twoFactor.step3': 'Escribe el código de 6 dígitos que muestra la aplicación para confirmar.',
  'help.guide.twoFactor.step4':
    'Copia los códigos de recuperación y guárdalos en un lugar seguro: cada uno te permite entrar una vez si pierdes el teléfono.',

  'help.faq.passwords.question': '¿Cómo cambio mi contraseña?',
  'help.faq.passwords.answer':
    'Abre Seguridad en el grupo Personal y pulsa Cambiar contraseña. Escribe tu contraseña actual y la nueva dos veces. Los demás dispositivos con tu sesión abierta se cierran, salvo que elijas mantenerlos. Si has olvidado tu contraseña, pide a un propietario o administrador que te ponga una nueva en la página Equipo.',
  'help.faq.locations.question': '¿Puedo gestionar varios centros?',
  'help.faq.locations.answer':
    'Sí. Abre Centros y pulsa Añadir ubicación para cada local. Cada centro tiene su propia dirección, horario, servicios y fotos, y los clientes eligen el centro al reservar online. Los profesionales se asignan a los centros donde trabajan en la página Equipo.',
  'help.faq.taxRates.question': '¿Cómo configuro los tipos impositivos?',
  'help.faq.taxRates.answer':
    'Abre Configuración de impuestos y pulsa Añadir tipo impositivo, con el nombre que muestran las facturas (como IVA o GST) y el porcentaje. El primer tipo pasa a ser el predeterminado para todos los servicios; Hacer predeterminado lo cambia. En Precios y facturas elige si los precios incluyen impuestos y en Tipos por servicio da a ciertos servicios un tipo distinto.',
  'help.faq.paymentProcessors.question': '¿Qué procesadores de pago puedo usar?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen y Tyro. Conéctalos en Finanzas y pagos con las credenciales de la API de tu cuenta del proveedor, compruébalos con Probar conexión y elige el predeterminado. Los depósitos de las reservas online necesitan una pasarela conectada.',
  'help.faq.teamMembers.question': '¿Cómo añado miembros al equipo?',
  'help.faq.teamMembers.answer':
    'Abre la página Equipo y pulsa Añadir miembro del equipo. Escribe su nombre y su correo, elige un rol y pon una contraseña inicial que compartirás en privado. Más tarde puedes cambiar su rol o desactivarlo desde su fila.',
  'help.faq.emailTemplates.question': '¿Puedo cambiar los correos que envía la aplicación?',
  'help.faq.emailTemplates.answer':
    'Sí. Plantillas del sistema muestra todos los correos y SMS. Vista previa muestra un mensaje con valores de ejemplo, Editar abre el editor de bloques de correo o el editor de SMS, y Restablecer valores predeterminados recupera el original. Tu logotipo y los colores de Marca y comunicación se aplican a los correos.',
  'help.faq.twoFactor.question': '¿Cómo funciona la verificación en dos pasos?',
  'help.faq.twoFactor.answer':
    'Después de tu contraseña, el inicio de sesión pide un código de 6 dígitos de una aplicación de autenticación en tu teléfono. Actívala en Seguridad escaneando el código QR y guarda los códigos de recuperación: cada uno sirve una vez si pierdes el teléfono.',
  'help.faq.rolesPermissions.question': '¿Qué diferencia hay entre roles y permisos?',
  'help.faq.rolesPermissions.answer':
    'Un permiso autoriza una sola cosa, como gestionar servicios o ver informes. Un rol es un conjunto de permisos con nombre que se da a las personas: Propietario, Administrador, Gerente, Profesional, Recepcionista o uno que crees en Roles y permisos. Cada miembro del equipo tiene un rol, y lo que puede abrir depende de sus permisos.',
  'help.faq.open': 'Ir a {section}',

  'help.shortcuts.caption': 'Atajos de teclado de la aplicación de configuración',
  'help.shortcuts.keys': 'Teclas',
  'help.shortcuts.action': 'Acción',
  'help.shortcuts.hint': 'Salvo la paleta de comandos, los atajos no hacen nada mientras escribes en un campo.',
  'help.shortcut.palette': 'Abrir la paleta de comandos para buscar cualquier ajuste',
  'help.shortcut.mobileMenu': 'Mostrar u ocultar el menú de configuración en una ventana estrecha',
  'help.shortcut.openSection': 'Abrir {section}',

  'help.more.title': '¿Necesitas más ayuda?',
  'help.more.body': 'Envía tu consulta con los datos de esta aplicación o lee las guías.',
  'help.more.chat': 'Chatear con soporte',
  'help.more.helpCenter': 'Visitar el centro de ayuda',

  'help.support.title': 'Contactar con soporte',
  'help.support.intro':
    'Incluye estos datos cuando pidas ayuda: indican a quien te ayude qué versión usas y desde dónde.',
  'help.support.version': 'Versión de la aplicación',
  'help.support.versionLoading': 'Cargando…',
  'help.support.versionUnknown': 'Desconocida (el servidor no respondió)',
  'help.support.browser': 'Navegador y sistema',
  'help.support.organization': 'Organización',
  'help.support.time': 'Hora',
  'help.support.whom':
    'Envíalos a la persona que se ocupa de esta aplicación en tu negocio o a la empresa que te la proporcionó.',
  'help.support.copy': 'Copiar datos',
  'help.support.copied': 'Datos copiados',
  'help.support.copyFailed': 'No se pudo copiar al portapapeles',
  'help.support.close': 'Cerrar',
} satisfies Translation<typeof english>;
