import type { systemConfigMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of System Configuration (issue 18). */
export const systemConfigMessages = {
  'systemConfig.denied':
    'Você não tem permissão para acessar a configuração do sistema. Entre em contato com o administrador do sistema.',
  'systemConfig.subtitle':
    'Como o aplicativo funciona para todos na sua organização: acesso, limites, segurança e backups.',
  'systemConfig.toast.saved': 'Configuração do sistema salva com sucesso',
  'systemConfig.toast.saveFailed': 'Erro',
  'systemConfig.toast.saveFailedBody': 'Não foi possível salvar a configuração do sistema. Tente novamente.',
  'systemConfig.toast.loadFailed': 'Não foi possível carregar a configuração do sistema',
  'systemConfig.toast.loadFailedBody': 'Atualize a página',
  'systemConfig.unit.users': 'usuários',
  'systemConfig.unit.hours': 'horas',
  'systemConfig.unit.megabytes': 'MB',
  'systemConfig.unit.days': 'dias',
  'systemConfig.unit.minutes': 'minutos',
  'systemConfig.system.title': 'Configurações do sistema',
  'systemConfig.system.description': 'Quem pode entrar, quantos membros você pode ter e o que o aplicativo acompanha.',
  'systemConfig.registrationOpen': 'Cadastro aberto',
  'systemConfig.registrationOpen.help': 'Desativado: os convites não podem ser enviados nem aceitos.',
  'systemConfig.emailVerificationRequired': 'Verificação de e-mail obrigatória',
  'systemConfig.emailVerificationRequired.help':
    'Os membros só obtêm acesso por meio de um convite enviado por e-mail; um administrador não pode definir uma senha para eles.',
  'systemConfig.maxUsersPerOrg': 'Máximo de usuários',
  'systemConfig.maxUsersPerOrg.help': 'De 1 a 1000. No máximo este número de membros ativos da equipe.',
  'systemConfig.sessionTimeout': 'Duração da sessão',
  'systemConfig.sessionTimeout.help': 'De 1 a 168 horas. O tempo máximo que um login dura.',
  'systemConfig.maxFileUploadSize': 'Tamanho máximo de envio',
  'systemConfig.maxFileUploadSize.help': 'De 1 a 500 MB. Envios e importações maiores são recusados.',
  'systemConfig.systemNotifications': 'Notificações do sistema',
  'systemConfig.systemNotifications.help':
    'Os administradores veem um aviso enquanto o modo de manutenção estiver ativado.',
  'systemConfig.performanceMonitoring': 'Monitoramento de desempenho',
  'systemConfig.performanceMonitoring.help':
    'Desativado: o Monitor de desempenho não mostra tempos de resposta nem erros.',
  'systemConfig.errorReporting': 'Relatório de erros',
  'systemConfig.errorReporting.help':
    'Os erros do servidor são gravados no registro de erros local (logs/errors.log na pasta de dados).',
  'systemConfig.security.title': 'Configuração de segurança',
  'systemConfig.security.description':
    'Regras somadas às de Segurança e conformidade (vale a mais rígida), bloqueios de login e quem pode chamar o aplicativo.',
  'systemConfig.enforceStrongPasswords': 'Exigir senhas fortes',
  'systemConfig.enforceStrongPasswords.help':
    'Novas senhas precisam de pelo menos 8 caracteres com letras maiúsculas e minúsculas e um número, independentemente de Segurança e conformidade.',
  'systemConfig.require2FA': 'Exigir autenticação de dois fatores',
  'systemConfig.require2FA.help': 'Todos devem configurar a autenticação de dois fatores.',
  'systemConfig.sessionTimeoutMinutes': 'Tempo limite de inatividade',
  'systemConfig.sessionTimeoutMinutes.help':
    'De 5 a 480 minutos. Uma sessão sem uso por esse tempo termina (vale o menor entre este e o tempo limite de sessão de Segurança e conformidade).',
  'systemConfig.maxLoginAttempts': 'Máximo de tentativas de login',
  'systemConfig.maxLoginAttempts.help': 'De 3 a 20. Após esse número de tentativas malsucedidas, o login é bloqueado.',
  'systemConfig.lockoutDurationMinutes': 'Duração do bloqueio',
  'systemConfig.lockoutDurationMinutes.help':
    'De 1 a 1440 minutos. Por quanto tempo um login bloqueado permanece bloqueado.',
  'systemConfig.allowApiAccess': 'Permitir acesso à API',
  'systemConfig.allowApiAccess.help':
    'Desativado: programas que fazem login com um token são recusados (o aplicativo continua funcionando).',
  'systemConfig.allowCORS': 'Permitir solicitações de origem cruzada (CORS)',
  'systemConfig.allowCORS.help':
    'Os sites listados aqui podem chamar a API pública de reservas a partir das próprias páginas.',
  'systemConfig.corsOrigins': 'Sites permitidos',
  'systemConfig.corsOrigins.help': 'Um por linha, como https://www.example.com (sem caminho).',
  'systemConfig.corsOrigins.invalid':
    'Estas entradas não são endereços de sites como https://www.example.com: {entries}',
  'systemConfig.corsOrigins.tooMany': 'A lista pode conter no máximo {max} sites.',
  'systemConfig.ipWhitelisting': 'Lista de IPs permitidos',
  'systemConfig.ipWhitelisting.help':
    'Cada solicitação, incluindo o login, deve vir de um endereço ou intervalo da lista abaixo.',
  'systemConfig.whitelistedIPs': 'Endereços IP permitidos',
  'systemConfig.whitelistedIPs.help': 'Um por linha: um endereço como 203.0.113.7 ou um intervalo como 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'Estas entradas não são endereços IP nem intervalos: {entries}',
  'systemConfig.whitelistedIPs.tooMany': 'A lista pode conter no máximo {max} endereços.',
  'systemConfig.whitelistedIPs.myAddress': 'Seu endereço: {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': 'Não foi possível ler seu endereço.',
  'systemConfig.whitelistedIPs.addMyAddress': 'Adicionar meu endereço',
  'systemConfig.whitelistedIPs.lockout':
    'Seu endereço ({address}) não está na lista de permitidos. Salvar agora deixaria você fora do aplicativo: adicione seu endereço primeiro.',
  'systemConfig.backup.title': 'Backup e manutenção',
  'systemConfig.backup.description':
    'O modo de manutenção, os backups automáticos do banco de dados e por quanto tempo a atividade é mantida.',
  'systemConfig.maintenanceMode': 'Modo de manutenção',
  'systemConfig.maintenanceMode.help':
    'Todos, exceto os administradores, ficam de fora: o login e cada solicitação respondem que o sistema está em manutenção. A página pública de reservas fica pausada.',
  'systemConfig.autoBackupEnabled': 'Backups automáticos',
  'systemConfig.autoBackupEnabled.help':
    'Os backups de todo o banco de dados feitos pelo aplicativo de desktop (Backup e recuperação › Backups do banco de dados).',
  'systemConfig.backupFrequency': 'Frequência de backup',
  'systemConfig.backupFrequency.help':
    'Com que frequência o aplicativo de desktop faz backup de todo o banco de dados.',
  'systemConfig.backupFrequency.daily': 'Diária',
  'systemConfig.backupFrequency.weekly': 'Semanal',
  'systemConfig.backupFrequency.monthly': 'Mensal',
  'systemConfig.auditLogRetention': 'Retenção do log de auditoria',
  'systemConfig.auditLogRetention.help':
    'De 30 a 365 dias. A atividade mais antiga é excluída diariamente (vale o menor entre este e a retenção de Segurança e conformidade).',
  'systemConfig.maintenanceDialog.title': 'Ativar o modo de manutenção?',
  'systemConfig.maintenanceDialog.keptOut':
    'Todos na sua organização, exceto o proprietário e os administradores, ficarão de fora: gerentes, profissionais, recepcionistas e qualquer outra função. Eles não poderão fazer login, e tudo o que tentarem responderá que o sistema está em manutenção.',
  'systemConfig.maintenanceDialog.booking':
    'A página pública de reservas fica pausada: os clientes não podem reservar online.',
  'systemConfig.maintenanceDialog.admins':
    'Os administradores continuam trabalhando normalmente; com as notificações do sistema ativadas, veem um aviso até que o modo de manutenção seja desativado.',
  'systemConfig.maintenanceDialog.cancel': 'Cancelar',
  'systemConfig.maintenanceDialog.confirm': 'Ativar e salvar',
  'systemConfig.banner.text': 'O modo de manutenção está ativado: somente administradores podem usar o aplicativo.',
  'systemConfig.banner.link': 'Configuração do sistema',
  'systemConfig.search.terms.maintenance': 'manutenção, indisponibilidade, offline, aviso',
  'systemConfig.search.terms.registration': 'cadastro, convites, inscrição, verificação de e-mail',
  'systemConfig.search.terms.upload': 'envio, tamanho de arquivo, importação, limite, usuários',
  'systemConfig.search.terms.lockout': 'tentativas de login, bloqueio, força bruta',
  'systemConfig.search.terms.api': 'api, token, cors, sites',
  'systemConfig.search.terms.whitelist': 'ip, lista de permitidos, whitelist, endereço',
  'systemConfig.search.terms.backup': 'backup, banco de dados, agendamento, retenção',
} satisfies Translation<typeof english>;
