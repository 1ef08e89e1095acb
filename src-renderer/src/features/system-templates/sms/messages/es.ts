import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'Nueva plantilla de SMS',
  'smsEditor.title.edit': 'Editar plantilla de SMS: {name}',
  'smsEditor.systemNote':
    'Esta es una plantilla del sistema: su nombre y su categoría son los de la plataforma. Su texto sustituye al predeterminado hasta que la restablezca.',
  'smsEditor.name': 'Nombre de la plantilla',
  'smsEditor.category': 'Categoría',
  'smsEditor.content': 'Contenido del mensaje',
  'smsEditor.variables': 'Variables',
  'smsEditor.variables.help': 'Nombres separados por comas, como firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Insertar una variable',
  'smsEditor.insertVariable.label': 'Insertar {variable} en el cursor',
  'smsEditor.active': 'Activa',
  'smsEditor.save': 'Guardar',
  'smsEditor.create': 'Crear plantilla',
  'smsEditor.error.nameRequired': 'El nombre de la plantilla es obligatorio',
  'smsEditor.error.contentRequired': 'El contenido del mensaje es obligatorio',
  'smsEditor.error.contentTooLong': 'El contenido del SMS no puede superar los 1600 caracteres',
  'smsEditor.counter.label': 'Tamaño del mensaje',
  'smsEditor.counter.characters': '{count, plural, one {# carácter} other {# caracteres}}',
  'smsEditor.counter.encoding': 'Codificación: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# parte} other {# partes}}',
  'smsEditor.counter.remaining': 'Quedan {count} en esta parte',
  'smsEditor.counter.unicodeBecause': 'Se envía como Unicode por: {characters}',
  'smsEditor.counter.multiPart': 'Este mensaje se enviará en {count} partes',
  'smsEditor.counter.shorten': 'Considere acortar el mensaje para ahorrar costes.',
  'smsEditor.counter.cost': 'Coste estimado: {count, plural, one {# crédito de SMS} other {# créditos de SMS}}',
  'smsEditor.tooLong': 'El mensaje supera la longitud máxima de un SMS. Acorte el mensaje.',
  'smsEditor.toast.updateFailed': 'No se pudo actualizar la plantilla',
  'smsEditor.toast.createFailed': 'No se pudo crear la plantilla de marketing',
} satisfies Translation<typeof english>;
