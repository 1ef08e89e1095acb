import type { rolesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of the Roles & Permissions page. */
export const rolesMessages = {
  'search.terms.createRole': 'nova função, função personalizada, cargo',

  // Roles & Permissions (part 1 §6).
  'roles.permission.manage_organization_settings':
    'Configurações da organização, assinatura, marca e agendamento online',
  'roles.permission.manage_roles': 'Funções e acesso da equipe',
  'roles.permission.manage_payment_methods': 'Financeiro e formas de pagamento',
  'roles.permission.manage_tax_settings': 'Configuração de impostos',
  'roles.permission.manage_templates': 'Modelos',
  'roles.permission.manage_locations': 'Unidades',
  'roles.permission.manage_notification_settings': 'Configurações de notificações de agendamento',
  'roles.permission.manage_integration_settings': 'Integrações',
  'roles.permission.manage_security_settings': 'Segurança e conformidade',
  'roles.permission.export_all_data': 'Importação e exportação de todos os dados',
  'roles.subtitle': 'O que cada função pode fazer e quem a tem.',
  'roles.builtIn': 'Predefinida',
  'roles.custom': 'Personalizada',
  'roles.rank.highest': 'Nível mais alto',
  'roles.rank.below': 'Abaixo de {role}',
  'roles.holders': '{count, plural, =0 {Ninguém} one {# pessoa} other {# pessoas}}',
  'roles.heldBy.title': 'Atribuída a',
  'roles.heldBy.none': 'Ninguém tem esta função.',
  'roles.permissions.title': 'Permissões',
  'roles.permissions.description':
    'As permissões liberam páginas de configurações para todos que têm a função, no menu e no servidor, a partir do próximo carregamento de página.',
  'roles.permissions.ownerOnly':
    'Só o proprietário pode alterar permissões. Você pode criar, renomear e excluir funções personalizadas.',
  'roles.permissions.included': 'Incluída na função',
  'roles.permissions.all': 'A função {role} inclui todas as permissões.',
  'roles.permissions.saved': 'Permissões atualizadas',
  'roles.permissions.failed': 'Falha ao atualizar as permissões',
  'roles.assign.title': 'Atribuir esta função a um membro da equipe',
  'roles.assign.choose': 'Escolha um membro da equipe',
  'roles.assign.option': '{name} (atualmente {role})',
  'roles.assign.submit': 'Atribuir função',
  'roles.assign.nobody': 'Todos que podem receber esta função já a têm.',
  'roles.create': 'Criar função',
  'roles.create.title': 'Criar função',
  'roles.create.name': 'Nome da função',
  'roles.create.nameHelp':
    'Até {max} caracteres. Os nomes das funções predefinidas e seus apelidos (como Front Desk) já estão em uso.',
  'roles.create.permissionsLater': 'O proprietário escolhe as permissões da nova função.',
  'roles.create.done': 'Função criada',
  'roles.create.failed': 'Falha ao criar a função',
  'roles.rename': 'Renomear',
  'roles.rename.title': 'Renomear {role}',
  'roles.rename.done': 'Função renomeada',
  'roles.rename.failed': 'Falha ao renomear a função',
  'roles.delete': 'Excluir',
  'roles.delete.confirmTitle': 'Excluir a função “{name}”? Isso não pode ser desfeito.',
  'roles.delete.inUse':
    '{count, plural, one {# membro da equipe ainda tem esta função} other {# membros da equipe ainda têm esta função}}: atribua outra função a eles primeiro.',
  'roles.delete.done': 'Função excluída',
  'roles.delete.failed': 'Falha ao excluir a função',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'Você não pode atribuir a função {role}: ela está acima da sua ou tem permissões que você não tem.',
  'roles.displayName.action': 'Alterar nome de exibição',
  'roles.displayName.title': 'Como a sua organização chama a função {role}',
  'roles.displayName.label': 'Nome de exibição',
  'roles.displayName.help':
    'Até {max} caracteres, exibido nas páginas Equipe e Funções. Não pode ser lido como outra função; as regras de {standard} continuam as mesmas.',
  'roles.displayName.standard': 'Função predefinida {standard}',
  'roles.displayName.reset': 'Usar {standard}',
  'roles.displayName.save': 'Salvar',
  'roles.displayName.done': 'Nome de exibição atualizado',
  'roles.displayName.failed': 'Falha ao atualizar o nome de exibição',

  'roles.standard.platform_admin': 'Administrador da plataforma',
  'roles.standard.owner': 'Proprietário',
  'roles.standard.admin': 'Administrador',
  'roles.standard.manager': 'Gerente',
  'roles.standard.practitioner': 'Profissional',
  'roles.standard.receptionist': 'Recepcionista',
  'roles.standard.viewer': 'Leitor',
  'roles.standard.client': 'Cliente',

  'roles.teamCard.title': 'Membros da equipe',
  'roles.teamCard.body': 'Escolha quem pode entrar e qual função cada pessoa tem.',
  'roles.teamCard.action': 'Abrir Equipe',
} satisfies Translation<typeof english>;
