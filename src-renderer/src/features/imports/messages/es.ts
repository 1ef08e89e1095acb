import type { importsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Import & Export hub and the import wizards. */
export const importsMessages = {
  'imports.subtitle': 'Centro de gestión de datos',
  'imports.search.label': 'Importar o exportar datos',
  'imports.search.terms':
    'importar, exportar, CSV, Excel, hoja de cálculo, cambiar de plataforma, Fresha, Square, Vagaro, migrar',
  'imports.footer.title': 'Transferencia de datos segura',
  'imports.footer.body':
    'Los archivos se leen en este equipo y se envían a su organización por lotes a través de su conexión con sesión iniciada. Las exportaciones solo contienen los registros de su organización.',
  'imports.entity.title':
    '{entity, select, clients {Clientes} treatments {Tratamientos} staff {Personal} other {Productos}}',
  'imports.entity.description':
    '{entity, select, clients {Datos de contacto, notas y etiquetas de las personas que reservan} treatments {Su carta de servicios: nombres, duraciones, precios y categorías} staff {Las personas de su equipo, con o sin acceso} other {Productos de venta con su SKU, precio y existencias}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# cliente} other {# clientes}}} treatments {{count, plural, one {# tratamiento} other {# tratamientos}}} staff {{count, plural, one {# miembro del equipo} other {# miembros del equipo}}} other {{count, plural, one {# producto} other {# productos}}}}',
  'imports.entity.countUnavailable': 'Recuento no disponible',
  'imports.card.import': 'Importar',
  'imports.card.export': 'Exportar',
  'imports.card.exportOf':
    '{entity, select, clients {Exportar clientes} treatments {Exportar tratamientos} staff {Exportar personal} other {Exportar productos}}',
  'imports.card.view': 'Ver',
  'imports.card.viewOf':
    '{entity, select, clients {Ver clientes} treatments {Ver tratamientos} staff {Ver personal} other {Ver productos}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Exportación completada',
  'imports.export.downloaded': 'Se descargó {fileName}.',
  'imports.export.savedTo': 'Guardado en {path}',
  'imports.export.failed': 'Error al exportar',
  'imports.export.failedBody':
    '{entity, select, clients {No se pudieron exportar los clientes} treatments {No se pudieron exportar los tratamientos} staff {No se pudo exportar el personal} other {No se pudieron exportar los productos}}',
  'imports.export.filterName': '{format, select, csv {Archivo CSV} other {Libro de Excel}}',

  'imports.records.search': 'Buscar',
  'imports.records.searchClients': 'Buscar por nombre, correo electrónico o teléfono',
  'imports.records.searchProducts': 'Buscar por nombre, SKU, marca o categoría',
  'imports.records.name': 'Nombre',
  'imports.records.email': 'Correo electrónico',
  'imports.records.phone': 'Teléfono',
  'imports.records.tags': 'Etiquetas',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Precio',
  'imports.records.stock': 'Existencias',
  'imports.records.none': 'Nada coincide con su búsqueda.',
  'imports.records.noneYet': 'Aún no hay registros. Importe un archivo para añadirlos.',
  'imports.records.loadFailed': 'No se pudieron cargar los registros. Inténtelo de nuevo.',
  'imports.records.page': 'Página {page, number} de {pages, number}',
  'imports.records.previous': 'Página anterior',
  'imports.records.next': 'Página siguiente',
  'imports.records.close': 'Cerrar',

  'imports.wizard.title':
    '{entity, select, clients {Importar clientes} treatments {Importar tratamientos} staff {Importar personal} other {Importar productos}}',
  'imports.wizard.steps': 'Pasos de la importación',
  'imports.step.platform': 'Plataforma',
  'imports.step.upload': 'Subir',
  'imports.step.mapping': 'Asignación',
  'imports.step.preview': 'Vista previa',
  'imports.step.complete': 'Completado',
  'imports.step.done': '{step} (hecho)',
  'imports.wizard.back': 'Atrás',
  'imports.wizard.continue': 'Continuar',
  'imports.wizard.cancel': 'Cancelar',
  'imports.wizard.done': 'Listo',

  'imports.platform.label': '¿De dónde viene su archivo?',
  'imports.platform.intro':
    'El ajuste predefinido de una plataforma asigna las columnas de su exportación a nuestros campos. Puede cambiar cada asignación en el paso de asignación.',
  'imports.platform.generic': 'CSV genérico',
  'imports.platform.description':
    '{platform, select, generic {Cualquier archivo CSV o Excel: usted elige qué es cada columna} fresha {Las exportaciones de Fresha, en inglés o en italiano} square {La exportación de clientes de Square} vagaro {La lista de clientes de Vagaro (CustomersList.xlsx)} other {Aún no disponible}}',
  'imports.platform.soon': 'Próximamente',
  'imports.platform.disclaimer': 'Asignación de campos no verificada: puede ser necesario ajustarla manualmente',

  'imports.upload.drop': 'Arrastre su archivo aquí o selecciónelo',
  'imports.upload.choose': 'Elegir archivo',
  'imports.upload.hint':
    'CSV (separado por comas o punto y coma) o Excel (.xlsx), con los nombres de las columnas en la primera fila. Las filas de título y de totales de una exportación se omiten.',
  'imports.upload.reading': 'Leyendo {fileName}…',
  'imports.upload.loaded':
    '{fileName}: {count, plural, one {# fila} other {# filas}}. Continúe con él o elija otro archivo.',
  'imports.upload.template': 'Descargar plantilla',
  'imports.upload.templateHint': 'Un archivo CSV con las columnas que esta importación reconoce y una fila de ejemplo.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {Se omitió # fila de título sobre los nombres de las columnas.} other {Se omitieron # filas de título sobre los nombres de las columnas.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {Se omitió # fila de totales bajo los datos.} other {Se omitieron # filas de totales bajo los datos.}}',
  'imports.toast.templateDownloaded': 'Plantilla descargada',
  'imports.toast.fileUploaded': 'Archivo subido',
  'imports.toast.fileLoaded':
    '{count, plural, one {Se cargó # fila correctamente} other {Se cargaron # filas correctamente}}',
  'imports.toast.invalidFile': 'Archivo no válido',
  'imports.toast.unreadable': 'No se pudo leer el archivo. Guárdelo de nuevo como CSV o Excel e inténtelo otra vez.',

  'imports.mapping.intro':
    'Elija el campo que rellena cada columna de su archivo. Las columnas con «Omitir esta columna» no se importan. Los campos marcados con * son obligatorios.',
  'imports.mapping.caption': 'Columnas de {fileName}',
  'imports.mapping.column': 'Columna de su archivo',
  'imports.mapping.example': 'Ejemplo',
  'imports.mapping.field': 'Campo',
  'imports.mapping.fieldFor': 'Campo para la columna {column}',
  'imports.mapping.skip': 'Omitir esta columna',
  'imports.mapping.missing': 'Faltan campos obligatorios: {list}',
  'imports.mapping.staffName': 'Nombre completo, o nombre y apellido',
  'imports.mapping.continue': 'Continuar a la vista previa',
  'imports.dates.label': 'Las fechas de este archivo se escriben',
  'imports.dates.dmy': 'Día primero (31/12/1990)',
  'imports.dates.mdy': 'Mes primero (12/31/1990)',
  'imports.duplicates.label': 'Clientes ya registrados (mismo correo electrónico o teléfono)',
  'imports.duplicates.skip': 'Omitirlos: mantener los clientes existentes tal como están',
  'imports.duplicates.merge': 'Combinar: completar los datos vacíos de los clientes existentes y añadir las etiquetas',

  'imports.preview.building': 'Preparando las filas…',
  'imports.preview.buildFailed': 'No se pudieron preparar las filas. Vuelva a la asignación e inténtelo de nuevo.',
  'imports.preview.caption': 'Las primeras filas de su archivo tal como se importarán',
  'imports.preview.row': 'Fila',
  'imports.preview.status': 'Estado',
  'imports.preview.ready': 'Lista',
  'imports.preview.error': 'Error',
  'imports.preview.additional': '+ {count, number} más',
  'imports.preview.summary':
    '{count, plural, one {# fila está lista para importar.} other {# filas están listas para importar.}}',
  'imports.preview.problems':
    '{count, plural, one {# fila no se puede importar tal como está y se omitirá; aparece con su motivo al final.} other {# filas no se pueden importar tal como están y se omitirán; aparecen con sus motivos al final.}}',
  'imports.preview.import': '{count, plural, one {Importar # fila} other {Importar # filas}}',

  'imports.importing.title': 'Importando…',
  'imports.importing.progressLabel': 'Progreso de la importación',
  'imports.importing.progress': '{done, number} de {total, plural, one {# fila} other {# filas}}',
  'imports.importing.estimating': 'Calculando el tiempo restante…',
  'imports.importing.secondsLeft': '{count, plural, one {Queda # segundo aprox.} other {Quedan # segundos aprox.}}',
  'imports.importing.minutesLeft': '{count, plural, one {Queda # minuto aprox.} other {Quedan # minutos aprox.}}',
  'imports.importing.hint':
    'Las filas se envían en lotes de {size, number}. Cancelar detiene antes del siguiente lote: los lotes ya enviados quedan importados.',
  'imports.importing.cancelling': 'Deteniendo tras el lote en curso…',

  'imports.complete.title': 'Importación terminada',
  'imports.complete.cancelled': 'Importación cancelada',
  'imports.complete.counts': 'Resultados',
  'imports.complete.imported': 'Importadas',
  'imports.complete.skipped': 'Omitidas por duplicadas',
  'imports.complete.merged': 'Combinadas',
  'imports.complete.failed': 'Fallidas',
  'imports.complete.notSent': 'No enviadas',
  'imports.complete.cancelledBody':
    '{count, plural, one {Se importó # fila antes de cancelar.} other {Se importaron # filas antes de cancelar.}} {notSent, plural, one {# fila no se envió.} other {# filas no se enviaron.}}',
  'imports.complete.stoppedBody':
    'La importación se detuvo: {reason} {notSent, plural, one {# fila no se envió.} other {# filas no se enviaron.}}',
  'imports.complete.failures': 'Filas no importadas',
  'imports.complete.row': 'Fila',
  'imports.complete.problem': 'Problema',
  'imports.complete.allIn': 'Se importaron todas las filas del archivo.',
  'imports.complete.download': 'Descargar esta lista (CSV)',

  'imports.toast.success': 'Importación correcta',
  'imports.toast.complete': 'Importación completada',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# cliente importado} other {# clientes importados}}} treatments {{count, plural, one {# tratamiento importado} other {# tratamientos importados}}} staff {{count, plural, one {# miembro del personal importado} other {# miembros del personal importados}}} other {{count, plural, one {# producto importado} other {# productos importados}}}} correctamente{failed, plural, =0 {} one {, # fallido} other {, # fallidos}}',
  'imports.toast.failed': 'Error en la importación',
  'imports.toast.failedBody':
    '{entity, select, clients {No se pudieron importar los clientes} treatments {No se pudieron importar los tratamientos} staff {No se pudo importar el personal} other {No se pudieron importar los productos}}',
  'imports.toast.cancelled': 'Importación cancelada',
  'imports.toast.cancelledBody':
    '{count, plural, one {Se importó # fila antes de cancelar} other {Se importaron # filas antes de cancelar}}',

  'imports.field.firstName': 'Nombre',
  'imports.field.lastName': 'Apellido',
  'imports.field.fullName': 'Nombre completo',
  'imports.field.email': 'Correo electrónico',
  'imports.field.phone': 'Teléfono',
  'imports.field.alternatePhone': 'Teléfono alternativo',
  'imports.field.dateOfBirth': 'Fecha de nacimiento',
  'imports.field.gender': 'Género',
  'imports.field.preferredPronouns': 'Pronombres preferidos',
  'imports.field.occupation': 'Ocupación',
  'imports.field.address': 'Dirección',
  'imports.field.addressLine2': 'Dirección (línea 2)',
  'imports.field.city': 'Ciudad',
  'imports.field.state': 'Provincia o estado',
  'imports.field.zipCode': 'Código postal',
  'imports.field.country': 'País',
  'imports.field.emergencyContact': 'Contacto de emergencia',
  'imports.field.emergencyPhone': 'Teléfono de emergencia',
  'imports.field.notes': 'Notas',
  'imports.field.preferredContactMethod': 'Método de contacto preferido',
  'imports.field.languagePreference': 'Idioma preferido',
  'imports.field.referralSource': 'Origen de la recomendación',
  'imports.field.tags': 'Etiquetas',
  'imports.field.name': 'Nombre',
  'imports.field.description': 'Descripción',
  'imports.field.duration': 'Duración (minutos)',
  'imports.field.price': 'Precio',
  'imports.field.category': 'Categoría',
  'imports.field.role': 'Rol',
  'imports.field.specialty': 'Especialidad',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Cantidad en existencias',
  'imports.field.brand': 'Marca',
  'imports.field.blocked': 'Bloqueado',
  'imports.field.acceptsMarketing': 'Acepta marketing',
  'imports.field.bufferAfter': 'Margen posterior (minutos)',
  'imports.field.status': 'Estado',
} satisfies Translation<typeof english>;
