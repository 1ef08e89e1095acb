import type { preferencesMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Portuguese texts of the Preferences page. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12 horas, 24 horas, relógio, AM/PM',
  'search.terms.theme': 'modo escuro, modo claro, modo noturno, aparência, cores, tema escuro',
  'search.terms.compact': 'densidade, espaçamento',
  'search.terms.animations': 'movimento, efeitos, transições',

  // Preferences (part 1 §2, §4, §8, §9).
  'preferences.subtitle': 'Seu idioma, sua região e a aparência do aplicativo.',
  'preferences.region.title': 'Idioma e região',
  'preferences.appearance.title': 'Aparência',
  'preferences.field.language': 'Idioma',
  'preferences.field.timezone': 'Fuso horário',
  'preferences.field.dateFormat': 'Formato de data',
  'preferences.field.timeFormat': 'Formato de hora',
  'preferences.field.currency': 'Moeda',
  'preferences.timeFormat.12h': '12 horas ({example})',
  'preferences.timeFormat.24h': '24 horas ({example})',
  'preferences.organizationDefault': 'Padrão da organização',
  'preferences.resetToDefault': 'Restaurar o padrão',
  'preferences.resetToDefaultLabel': 'Restaurar o padrão ({field}: {value})',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': 'Américas',
  'preferences.tzRegion.Europe': 'Europa',
  'preferences.tzRegion.Africa': 'África',
  'preferences.tzRegion.Asia': 'Ásia',
  'preferences.tzRegion.Australia': 'Austrália',
  'preferences.tzRegion.Pacific': 'Pacífico',
  'preferences.tzRegion.Antarctica': 'Antártida',
  'preferences.tzRegion.other': 'Outros',
  'preferences.theme': 'Tema',
  'preferences.theme.light': 'Claro',
  'preferences.theme.dark': 'Escuro',
  'preferences.theme.system': 'Sistema',
  'preferences.theme.help':
    'Sistema segue a configuração clara ou escura do seu computador. Um novo tema aparece na hora.',
  'preferences.compact': 'Modo compacto',
  'preferences.compact.help': 'Espaçamento menor, para caber mais na tela.',
  'preferences.animations': 'Animações',
  'preferences.animations.help': 'Movimento ao abrir e fechar menus, caixas de diálogo e mensagens.',
  'preferences.toast.saved': 'Preferências atualizadas',
  'preferences.toast.failed': 'Erro ao salvar as preferências',
  'preferences.toast.failedBody': 'Falha ao salvar as suas preferências. Tente novamente.',
  'preferences.toast.details': 'Veja os detalhes da validação no console.',
} satisfies Translation<typeof english>;
