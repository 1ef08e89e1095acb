import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'Novo modelo de SMS',
  'smsEditor.title.edit': 'Editar modelo de SMS: {name}',
  'smsEditor.systemNote':
    'Este é um modelo do sistema: o nome e a categoria são os da plataforma. O seu texto substitui o padrão até que o redefina.',
  'smsEditor.name': 'Nome do modelo',
  'smsEditor.category': 'Categoria',
  'smsEditor.content': 'Conteúdo da mensagem',
  'smsEditor.variables': 'Variáveis',
  'smsEditor.variables.help': 'Nomes separados por vírgulas, como firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Inserir uma variável',
  'smsEditor.insertVariable.label': 'Inserir {variable} no cursor',
  'smsEditor.active': 'Ativo',
  'smsEditor.save': 'Guardar',
  'smsEditor.create': 'Criar modelo',
  'smsEditor.error.nameRequired': 'O nome do modelo é obrigatório',
  'smsEditor.error.contentRequired': 'O conteúdo da mensagem é obrigatório',
  'smsEditor.error.contentTooLong': 'O conteúdo do SMS não pode exceder 1600 caracteres',
  'smsEditor.counter.label': 'Tamanho da mensagem',
  'smsEditor.counter.characters': '{count, plural, one {# caractere} other {# caracteres}}',
  'smsEditor.counter.encoding': 'Codificação: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# parte} other {# partes}}',
  'smsEditor.counter.remaining': 'Restam {count} nesta parte',
  'smsEditor.counter.unicodeBecause': 'Enviado como Unicode por causa de: {characters}',
  'smsEditor.counter.multiPart': 'Esta mensagem será enviada em {count} partes',
  'smsEditor.counter.shorten': 'Considere encurtar a mensagem para poupar custos.',
  'smsEditor.counter.cost': 'Custo estimado: {count, plural, one {# crédito de SMS} other {# créditos de SMS}}',
  'smsEditor.tooLong': 'A mensagem excede o comprimento máximo de um SMS. Encurte a mensagem.',
  'smsEditor.toast.updateFailed': 'Não foi possível atualizar o modelo',
  'smsEditor.toast.createFailed': 'Não foi possível criar o modelo de marketing',
} satisfies Translation<typeof english>;
