import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/pt';
import { roleDetailMessages } from '../role-details';

/** Portuguese texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {Organização} personal {Pessoal} profile {Perfil} security {Segurança} notifications {Notificações} privacy {Privacidade} branding {Marca} financial {Financeiro} team {Equipe} services {Serviços} locations {Locais} clients {Clientes} products {Produtos} integrations {Integrações} templates {Modelos} backup {Backup} activity {Atividade} help {Ajuda} performance {Desempenho} other {{section}}}: {action, select, view {Visualizar} create {Criar} update {Atualizar} delete {Excluir} export {Exportar} import {Importar} other {{action}}}',
  'activityDetail.reverted': 'Desfeito: {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Preferências pessoais atualizadas',
  'activityDetail.notificationPreferences.updated': 'Preferências de notificação atualizadas',
  'activityDetail.account.profileUpdated': 'Perfil atualizado',
  'activityDetail.account.avatarUpdated': 'Foto de perfil atualizada',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Senha alterada} one {Senha alterada e # outra sessão encerrada} other {Senha alterada e # outras sessões encerradas}}',
  'activityDetail.account.twoFactorOn': 'Verificação em duas etapas ativada',
  'activityDetail.account.twoFactorOff': 'Verificação em duas etapas desativada',
  'activityDetail.account.sessionEnded': 'Sessão encerrada',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {# outra sessão encerrada} other {# outras sessões encerradas}}',
  'activityDetail.auth.signedIn': 'Login realizado',
  'activityDetail.auth.signedOut': 'Logout realizado',
  'activityDetail.security.signInAlertsOn': 'Alertas de login ativados',

  // Settings documents
  'activityDetail.organization.updated': 'Configurações gerais da organização atualizadas',
  'activityDetail.securityPolicy.updated': 'Política de segurança atualizada',
  'activityDetail.systemConfiguration.updated': 'Configuração do sistema atualizada',
  'activityDetail.tips.updated': 'Configurações de gorjetas atualizadas',
  'activityDetail.invoices.updated': 'Configurações de faturas atualizadas',
  'activityDetail.onlineBooking.updated': 'Configurações de agendamento online atualizadas',
  'activityDetail.businessHours.updated': 'Horário de funcionamento atualizado',
  'activityDetail.bookingRules.updated': 'Regras de agendamento atualizadas',
  'activityDetail.deposits.updated': 'Sinal e exigências de pagamento atualizados',
  'activityDetail.customerNotifications.updated': 'Configurações de notificações para clientes atualizadas',
  'activityDetail.adminNotifications.updated': 'Configurações de notificações para administradores atualizadas',
  'activityDetail.tax.updated': 'Configurações de impostos atualizadas',
  'activityDetail.branding.updated': 'Marca atualizada',
  'activityDetail.theme.updated': 'Tema atualizado',
  'activityDetail.integrations.updated': 'Integrações atualizadas',
  'activityDetail.branding.logoChanged': 'Logotipo alterado',
  'activityDetail.branding.logoRemoved': 'Logotipo removido',

  // Activity log
  'activityDetail.activity.exported': 'Registro de atividade exportado',
  'activityDetail.activity.cleared': 'Registro de atividade limpo',
  'activityDetail.activity.revertTried': 'Tentativa de desfazer uma alteração de configurações',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {Configurações da organização} personal {Preferências pessoais} branding {Marca e aparência} financial {Configurações financeiras} team {Equipe e permissões} security {Configurações de segurança} other {{section}}}',
  'activityDetail.backups.created':
    'Backup "{name}" criado ({sections}{encrypted, select, yes {, criptografado} other {}})',
  'activityDetail.backups.restored': 'Configurações restauradas do backup "{name}" ({sections})',
  'activityDetail.backups.restoredFile': 'Configurações restauradas do arquivo "{name}" ({sections})',
  'activityDetail.backups.deleted': 'Backup "{name}" excluído',
  'activityDetail.backups.downloaded': 'Backup "{name}" baixado',
  'activityDetail.backups.passphraseSet': 'Frase secreta de backup definida',
  'activityDetail.backups.passphraseChanged':
    'Frase secreta de backup alterada ({count, plural, one {# backup armazenado criptografado novamente} other {# backups armazenados criptografados novamente}})',
  'activityDetail.databaseBackups.created': 'Cópia completa da base de dados feita em "{name}"',

  // Imports: "Imported 2 services: 1 failed, 1 new category"
  'activityDetail.import.withCounts': '{imported}: {counts}',
  'activityDetail.import.clients': '{count, plural, one {# cliente importado} other {# clientes importados}}',
  'activityDetail.import.products': '{count, plural, one {# produto importado} other {# produtos importados}}',
  'activityDetail.import.services': '{count, plural, one {# serviço importado} other {# serviços importados}}',
  'activityDetail.import.staff':
    '{count, plural, one {# membro da equipe importado} other {# membros da equipe importados}}',
  'activityDetail.import.templates': '{count, plural, one {# modelo importado} other {# modelos importados}}',
  'activityDetail.import.failed': '{count, number} com falha',
  'activityDetail.import.skipped': '{count, number} ignorado(s)',
  'activityDetail.import.merged': '{count, number} mesclado(s)',
  'activityDetail.import.newCategories': '{count, plural, one {# nova categoria} other {# novas categorias}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': 'Membro da equipe {name} ({email}) adicionado com a função {role}',
  'activityDetail.team.addedAndInvited':
    'Membro da equipe {name} ({email}) adicionado com a função {role} e convidado a escolher uma senha',
  'activityDetail.team.roleChanged': 'Função de {email} alterada para {role}',
  'activityDetail.team.reactivated': 'Membro da equipe {email} reativado',
  'activityDetail.team.deactivated': 'Membro da equipe {email} desativado',
  'activityDetail.team.signInGiven': 'Acesso concedido a {name} ({email})',
  'activityDetail.team.invited': 'Convite para escolher uma senha enviado a {email}',
  'activityDetail.team.practitionerUpdated': 'Serviços, locais e folgas de {name} atualizados',
  'activityDetail.roles.created': 'Função {name} criada',
  'activityDetail.roles.updated': 'Função {name} atualizada',
  'activityDetail.roles.renamed': 'Função {name} renomeada para {displayName} nesta organização',
  'activityDetail.roles.nameRestored': 'Nome predefinido da função {name} restaurado',
  'activityDetail.roles.deleted': 'Função {name} excluída',

  // Services, clients, products
  'activityDetail.categories.added': 'Categoria {name} adicionada',
  'activityDetail.categories.reordered': 'Categorias de serviços reordenadas',
  'activityDetail.categories.updated': 'Categoria {name} atualizada',
  'activityDetail.categories.deleted': 'Categoria {name} excluída',
  'activityDetail.categories.deletedWithServices':
    'Categoria {name} excluída; {count, plural, one {# serviço agora está sem categoria} other {# serviços agora estão sem categoria}}',
  'activityDetail.services.added': 'Serviço {name} adicionado',
  'activityDetail.services.updated': 'Serviço {name} atualizado',
  'activityDetail.services.activated': 'Serviço {name} ativado',
  'activityDetail.services.archived': 'Serviço {name} arquivado',
  'activityDetail.services.deleted': 'Serviço {name} excluído',
  'activityDetail.clients.added': 'Cliente {name} adicionado',
  'activityDetail.clients.updated': 'Cliente {name} atualizado',
  'activityDetail.clients.deleted': 'Cliente {name} excluído',
  'activityDetail.clients.exported': 'Clientes exportados',
  'activityDetail.products.added': 'Produto {name} adicionado',
  'activityDetail.products.updated': 'Produto {name} atualizado',
  'activityDetail.products.deleted': 'Produto {name} excluído',
  'activityDetail.products.exported': 'Produtos exportados',

  // Locations
  'activityDetail.locations.added': 'Local {name} adicionado',
  'activityDetail.locations.updated': 'Local {name} atualizado',
  'activityDetail.locations.deleted': 'Local {name} excluído',
  'activityDetail.locations.photoAdded': 'Foto adicionada ao local {name}',
  'activityDetail.locations.photoDeleted': 'Foto do local {name} excluída',
  'activityDetail.locations.heroChosen': 'Foto principal do local {name} definida',

  // Tax
  'activityDetail.tax.rateAdded': 'Alíquota {name} ({percentage, number}%) adicionada',
  'activityDetail.tax.rateUpdated': 'Alíquota {name} atualizada',
  'activityDetail.tax.rateDeleted': 'Alíquota {name} excluída',
  'activityDetail.tax.overrideSet': 'Alíquota específica definida para o serviço {service}',
  'activityDetail.tax.overrideChanged': 'Alíquota específica do serviço {service} alterada',
  'activityDetail.tax.overrideRemoved': 'Alíquota específica do serviço {service} removida',

  // Payments and billing
  'activityDetail.payments.setUp': 'Gateways de pagamento configurados',
  'activityDetail.payments.alreadySetUp': 'Os gateways de pagamento já estavam configurados: nada foi alterado',
  'activityDetail.payments.connected': '{gateway} conectado',
  'activityDetail.payments.updated': '{gateway} atualizado',
  'activityDetail.payments.feesUpdated': 'Configurações de taxas de cartão atualizadas',
  'activityDetail.payments.locationFeesUpdated': 'Configurações de taxas de cartão atualizadas para {location}',
  'activityDetail.billing.planChanged': 'Plano alterado para {plan}',
  'activityDetail.billing.trialPlanChosen': 'Plano alterado para {plan} (avaliação)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Modelo de configurações "{name}" criado',
  'activityDetail.settingsTemplates.favorited': 'Modelo de configurações "{name}" marcado como favorito',
  'activityDetail.settingsTemplates.unfavorited': 'Modelo de configurações "{name}" removido dos favoritos',
  'activityDetail.settingsTemplates.deleted': 'Modelo de configurações "{name}" excluído',
  'activityDetail.settingsTemplates.applied': 'Modelo de configurações "{name}" aplicado',
  'activityDetail.messageTemplates.added': 'Modelo {name} adicionado',
  'activityDetail.messageTemplates.updated': 'Modelo {name} atualizado',
  'activityDetail.messageTemplates.deleted': 'Modelo {name} excluído',
  'activityDetail.templates.reset': 'Modelo {name} restaurado para o padrão',
  'activityDetail.platformTemplates.customised': 'Modelo {name} personalizado',
  'activityDetail.platformTemplates.switchedOn': 'Modelo {name} ativado',
  'activityDetail.platformTemplates.switchedOff': 'Modelo {name} desativado',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {# modelo restaurado para o padrão} other {# modelos restaurados para o padrão}}',
  'activityDetail.platformTemplates.synced':
    'Modelos da plataforma sincronizados: {updated, number} atualizados, {added, number} novos',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {# modelo atualizado de uma vez} other {# modelos atualizados de uma vez}}',
  'activityDetail.platformTemplates.exported': 'Modelos exportados',
  'activityDetail.platformTemplates.removed': 'Removidos os {count, number} modelos da plataforma',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {E-mail de teste enviado para {to}} sms {SMS de teste enviado para {to}} other {Notificação push de teste enviada}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {Falha ao enviar um e-mail de teste para {to}: {reason}} sms {Falha ao enviar um SMS de teste para {to}: {reason}} other {Falha ao enviar uma notificação push de teste: {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {E-mail enviado para {to}} sms {SMS enviado para {to}} other {Notificação push enviada para {to}}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {E-mail reenviado para {to}} sms {SMS reenviado para {to}} other {Notificação push reenviada para {to}}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {Falha ao enviar um e-mail para {to}: {reason}} sms {Falha ao enviar um SMS para {to}: {reason}} other {Falha ao enviar uma notificação push para {to}: {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {Falha ao reenviar um e-mail para {to}: {reason}} sms {Falha ao reenviar um SMS para {to}: {reason}} other {Falha ao reenviar uma notificação push para {to}: {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {Conexão de e-mail com {provider} salva. {provider} aceitou as configurações.} sms {Conexão de SMS com {provider} salva. {provider} aceitou as configurações.} other {Conexão push com {provider} salva. {provider} aceitou as configurações.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {Conexão de e-mail com {provider} salva. {reason}} sms {Conexão de SMS com {provider} salva. {reason}} other {Conexão push com {provider} salva. {reason}}}',
} satisfies Translation<typeof english>;
