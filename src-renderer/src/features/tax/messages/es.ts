import type { taxMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Spanish texts of the Tax Configuration page. */
export const taxMessages = {
  'search.terms.taxRates': 'IVA, GST, impuesto sobre las ventas',
  'search.terms.pricesIncludeTax': 'impuestos incluidos, impuestos no incluidos',
  'search.terms.taxNumber': 'NIF, CIF, número de IVA, ABN',

  // Tax Configuration.
  'tax.subtitle': 'Tus tipos impositivos, cómo se introducen los precios y qué muestran las facturas.',
  'tax.rates.title': 'Tipos impositivos',
  'tax.rates.description': 'El tipo predeterminado se aplica a todos los servicios que no tienen uno propio.',
  'tax.rates.add': 'Añadir tipo impositivo',
  'tax.rates.empty': 'Todavía no hay tipos impositivos',
  'tax.rates.emptyBody':
    'Añade el impuesto que cobras, como el GST del 10 %, el IVA del 21 % o tu impuesto local sobre las ventas.',
  'tax.rates.max': 'Una organización puede tener como máximo {max} tipos impositivos.',
  'tax.rates.column.name': 'Nombre',
  'tax.rates.column.rate': 'Tipo',
  'tax.rates.column.default': 'Predeterminado',
  'tax.rates.column.actions': 'Acciones',
  'tax.rates.default': 'Predeterminado',
  'tax.rates.usedBy': 'Usado en {count, plural, one {# excepción de servicio} other {# excepciones de servicio}}',
  'tax.rates.makeDefault': 'Hacer predeterminado',
  'tax.rates.edit': 'Editar',
  'tax.rates.delete': 'Eliminar',
  'tax.rate.addTitle': 'Añadir tipo impositivo',
  'tax.rate.editTitle': 'Editar {name}',
  'tax.rate.name': 'Nombre',
  'tax.rate.nameHelp': 'Tal como aparece en las facturas, por ejemplo GST o IVA.',
  'tax.rate.percentage': 'Tipo (%)',
  'tax.rate.percentageHelp': 'De 0 a 100, con hasta {decimals} decimales.',
  'tax.rate.isDefault': 'Hacer de este el tipo predeterminado',
  'tax.rate.firstIsDefault': 'El primer tipo es el predeterminado.',
  'tax.rate.save': 'Guardar',
  'tax.rate.added': 'Tipo impositivo añadido',
  'tax.rate.updated': 'Tipo impositivo actualizado',
  'tax.rate.defaultChanged': '{name} es ahora el tipo predeterminado',
  'tax.rate.failed': 'No se ha podido guardar el tipo impositivo',
  'tax.rate.deleted': 'Tipo impositivo eliminado',
  'tax.rate.deleteFailed': 'No se ha podido eliminar el tipo impositivo',
  'tax.rate.deleteConfirm': '¿Eliminar el tipo impositivo «{name}»? Esta acción no se puede deshacer.',
  'tax.settings.title': 'Precios y facturas',
  'tax.settings.pricesIncludeTax': 'Los precios incluyen impuestos',
  'tax.settings.inclusive.help':
    'Los precios que introduces ya incluyen el impuesto, como es habitual con el GST y el IVA.',
  'tax.settings.exclusive.help':
    'El impuesto se suma a los precios que introduces, como es habitual con el impuesto sobre las ventas de EE. UU.',
  'tax.settings.example.inclusive':
    'Con {rate}, un servicio de {price} le cuesta al cliente {price}, de los que {tax} son impuestos.',
  'tax.settings.example.exclusive':
    'Con {rate}, un servicio de {price} le cuesta al cliente {total}, de los que {tax} son impuestos.',
  'tax.settings.registrationNumber': 'Número de registro fiscal',
  'tax.settings.registrationNumber.help':
    'Tu número de GST, IVA o impuesto sobre las ventas, como un ABN. Hasta {max} caracteres.',
  'tax.settings.showOnInvoices': 'Mostrar el número de registro en las facturas',
  'tax.settings.saved': 'Configuración de impuestos guardada',
  'tax.settings.failed': 'No se ha podido guardar la configuración de impuestos',
  'tax.overrides.title': 'Tipos por servicio',
  'tax.overrides.description': 'Servicios con un tipo distinto del predeterminado o que no llevan impuestos.',
  'tax.overrides.noServices':
    'Primero añade servicios en la página Servicios; luego cualquiera de ellos puede tener aquí su propio tipo.',
  'tax.overrides.chooseService': 'Elige un servicio',
  'tax.overrides.add': 'Añadir',
  'tax.overrides.created': 'Excepción de impuesto añadida',
  'tax.overrides.empty': 'Ningún servicio tiene un tipo impositivo propio.',
  'tax.overrides.column.service': 'Servicio',
  'tax.overrides.column.tax': 'Impuesto',
  'tax.overrides.column.actions': 'Acciones',
  'tax.overrides.exempt': 'Exento (sin impuestos)',
  'tax.overrides.taxFor': 'Impuesto del servicio {service}',
  'tax.overrides.remove': 'Quitar',
  'tax.overrides.removeConfirm':
    '¿Quitar la excepción de impuesto del servicio «{service}»? Pasará a usar el tipo predeterminado.',
  'tax.overrides.updated': 'Excepción de impuesto actualizada',
  'tax.overrides.removed': 'Excepción de impuesto quitada',
  'tax.overrides.failed': 'No se ha podido actualizar la excepción de impuesto',
} satisfies Translation<typeof english>;
