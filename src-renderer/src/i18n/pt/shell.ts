import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** Portuguese (pt-BR wording) texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Carregando…',
  'app.settings': 'Configurações',
  'app.skipToContent': 'Pular para o conteúdo principal',

  // The foot of every settings form (part 1 §4: the unsaved or all-saved indicator).
  'form.unsaved': 'Alterações não salvas',
  'form.allSaved': 'Todas as alterações foram salvas',
  'form.save': 'Salvar alterações',
  'form.required': '(obrigatório)',
  // Someone else saved the same settings first (412): nothing was saved here.
  'form.conflict.title': 'Outra pessoa alterou estas configurações',
  'form.conflict.body':
    'Estas configurações foram salvas em outra janela ou em outro computador depois que você as abriu, por isso suas alterações não foram salvas. Carregue a versão mais recente: os campos que você alterou mantêm suas alterações, e os demais mostram os novos valores. Depois, salve novamente.',
  'form.conflict.loadLatest': 'Carregar a versão mais recente',
  'form.conflict.discard': 'Descartar minhas alterações',
  // Leaving a page with unsaved changes (a menu entry, the palette, a link, Back).
  'form.leave.title': 'Sair sem salvar?',
  'form.leave.body': 'Há alterações não salvas nesta página. Se você sair agora, elas serão perdidas.',
  'form.leave.stay': 'Ficar',
  'form.leave.leave': 'Sair',
  'form.money.invalid': 'Informe um valor em {currency}, como 12,50',
  'form.duration.invalid': 'Informe um número inteiro de minutos, como 45',
  'form.duration.unit': 'min',
  'form.rule.required': '{label} é obrigatório',
  'form.rule.notEmpty': '{label} não pode ficar vazio',
  'form.rule.minLength': '{label} deve ter pelo menos {limit} caracteres',
  'form.rule.maxLength': '{label} deve ter no máximo {limit} caracteres',
  'form.rule.minimum': '{label} deve ser {limit} ou mais',
  'form.rule.maximum': '{label} deve ser {limit} ou menos',
  'form.rule.email': '{label} deve ser um endereço de e-mail válido',
  'form.rule.format': '{label} tem um formato inválido',
  'form.rule.wholeNumber': '{label} deve ser um número inteiro',
  'form.rule.number': '{label} deve ser um número',
  'form.rule.minItems': '{label} deve ter pelo menos {limit} itens',
  'form.rule.maxItems': '{label} deve ter no máximo {limit} itens',
  'form.rule.invalidCharacters': '{label} contém caracteres inválidos',
  'form.rule.controlCharacters': '{label} contém caracteres de controle',

  // Titles of the specification's route table (part 1 §2), with the part 3 titles of the
  // "further pages".
  'section.overview': 'Visão geral das configurações',
  'section.personal.profile': 'Perfil',
  'section.personal.security': 'Segurança',
  'section.personal.preferences': 'Preferências',
  'section.personal.notifications': 'Notificações',
  'section.personal.privacy': 'Configurações de privacidade',
  'section.organization.general': 'Configurações gerais',
  'section.organization.subscription': 'Assinatura e cobrança',
  'section.organization.services': 'Serviços',
  'section.organization.financial': 'Financeiro e pagamentos',
  'section.organization.branding': 'Marca e comunicação',
  'section.organization.locations': 'Unidades',
  'section.organization.booking': 'Agendamento online',
  'section.organization.bookings': 'Agendamentos',
  'section.organization.bookingNotifications': 'Configurações de agendamento',
  'section.organization.integrations': 'Integrações',
  'section.organization.security': 'Segurança e conformidade',
  'section.organization.systemTemplates': 'Modelos do sistema',
  'section.organization.notificationLogs': 'Registros de notificações',
  'section.organization.tax': 'Configuração de impostos',
  'section.roles': 'Funções e permissões',
  'section.advanced.themeCustomization': 'Personalização do tema',
  'section.system': 'Configuração do sistema',
  'section.templates': 'Modelos de configurações',
  'section.importExport': 'Importação e exportação',
  'section.backupRecovery': 'Backup e recuperação',
  'section.activity': 'Atividade das configurações',
  'section.help': 'Ajuda e documentação',
  'section.performance': 'Monitor de desempenho',

  'group.personal': 'Pessoal',
  'group.organization': 'Organização',
  'group.advanced': 'Avançado',
  'group.support': 'Suporte',

  'menu.search.placeholder': 'Pesquisar configurações...',
  'menu.search.label': 'Pesquisar configurações',
  'menu.noResults': 'Nenhuma configuração encontrada para "{query}"',
  'menu.badge.new': 'NOVO',
  'menu.badge.newDescription': 'Novo',
  'menu.toggle.open': 'Abrir o menu de configurações',
  'menu.toggle.close': 'Fechar o menu de configurações',
  'menu.toggle.text': 'Menu',

  'palette.open': 'Pesquisar configurações',
  'palette.title': 'Ir para uma configuração',
  'palette.inputLabel': 'Pesquisar configurações',
  'palette.placeholder': 'Pesquisar configurações...',
  'palette.hint': 'Use as setas para escolher, Enter para abrir e Esc para fechar.',

  // A setting found inside a page by the menu's or the palette's search.
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Menu da conta:',
  'user.role': 'Função: {role}',
  'user.organization': 'Organização: {organization}',
  'user.signOut': 'Sair',

  'error.title': 'Algo deu errado',
  'error.description':
    'Não foi possível exibir esta página. Tente novamente, recarregue a página ou volte à visão geral das configurações.',
  'error.tryAgain': 'Tentar novamente',
  'error.reload': 'Recarregar página',
  'error.goHome': 'Ir para o início',

  'toast.fallback': 'Algo deu errado. Tente novamente.',
  'toast.network': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'error.code.LAST_OWNER': 'A organização precisa de pelo menos um proprietário ativo',
  'error.code.ROLE_NAME_TAKEN': 'Já existe uma função com este nome',
  'error.code.BUILT_IN_ROLE': 'As funções predefinidas não podem ser renomeadas nem excluídas',
  'error.code.EMAIL_TAKEN': 'Este e-mail já é usado por outra conta',
  'error.code.TAX_RATE_NAME_TAKEN': 'Já existe uma alíquota com este nome',
  'error.code.TAX_OVERRIDE_EXISTS': 'Este serviço já tem uma alíquota própria',
  'error.code.DEFAULT_REQUIRED': 'Uma alíquota é sempre a padrão: primeiro torne outra alíquota a padrão',
  'error.code.INVALID_CURRENT_PASSWORD': 'Verifique sua senha atual e tente novamente',
  'error.code.API_ACCESS_OFF': 'O acesso à API está desativado para esta organização: use o aplicativo.',
  'error.code.EMAIL_VERIFICATION_REQUIRED':
    'É exigida a verificação do e-mail: envie ao membro um convite para escolher a própria senha.',
  'error.code.RATE_LIMITED': 'Muitas tentativas a partir deste endereço. Aguarde um momento e tente novamente.',
  'error.code.WRITE_RATE_LIMITED': 'Você está salvando alterações rápido demais. Aguarde um momento e tente novamente.',
  'error.code.CROSS_SITE_REQUEST':
    'Esta alteração veio de outro site e foi recusada. Abra o aplicativo diretamente e tente novamente.',
  'error.code.STALE_VERSION': 'Outra pessoa alterou este registro. Recarregue para ver a versão mais recente.',
  'error.code.OFFICIAL_TEMPLATE': 'Os modelos oficiais não podem ser marcados como favoritos nem excluídos.',

  'notAvailable.heading': 'Ainda não disponível',
  'notAvailable.body':
    '{title} ainda não está disponível nesta versão. Aparecerá aqui quando esta área estiver pronta; até lá, nada nesta página pode ser alterado.',

  'noAccess.title': 'Você não tem acesso a esta página',
  'noAccess.body':
    'Sua função não inclui a permissão de que esta página precisa. Se precisar dela, peça a um proprietário ou administrador.',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'Não há nenhuma página de configurações neste endereço.',
  'notFound.action': 'Ir para a visão geral das configurações',

  'query.errorTitle': 'Não foi possível carregar esta página',
  'query.retry': 'Tentar novamente',

  'session.ended': 'Sua sessão terminou. Entre novamente.',

  'time.justNow': 'Agora mesmo',
  'time.minutesAgo': '{count, plural, one {há # minuto} other {há # minutos}}',
  'time.hoursAgo': '{count, plural, one {há # hora} other {há # horas}}',
  'time.daysAgo': '{count, plural, one {há # dia} other {há # dias}}',

  // Shared by the personal pages.
  'personal.cancel': 'Cancelar',
} as const satisfies Translation<typeof english>;
