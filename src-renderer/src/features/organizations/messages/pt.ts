import type { generalSettingsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of the General Settings page, and the option labels the organization pages share. */
export const generalSettingsMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.businessName': 'nome do negócio, nome do salão, nome da empresa, razão social, nome da organização',
  'search.terms.address': 'rua, cidade, CEP, código postal',
  'search.terms.locale': 'idioma, região, formato de número',

  // Shared by the organization pages.
  'organization.cancel': 'Cancelar',
  'organization.businessType.sole_trader': 'Empresário individual',
  'organization.businessType.partnership': 'Sociedade de pessoas',
  'organization.businessType.pty_ltd': 'Pty Ltd (sociedade limitada)',
  'organization.businessType.public_company': 'Sociedade anônima de capital aberto',
  'organization.businessType.trust': 'Trust',
  'organization.businessType.non_profit': 'Sem fins lucrativos',
  'organization.status.trialing': 'Avaliação',
  'organization.status.active': 'Ativa',
  'organization.status.past_due': 'Em atraso',
  'organization.status.canceled': 'Cancelada',
  'organization.status.expired': 'Avaliação encerrada',
  'organization.billingCycle.monthly': 'Mensal',

  // General Settings (part 1 §2, §3, §5, §8, §9).
  'general.subtitle': 'Os dados do seu negócio, endereço, configurações regionais e recursos.',
  'general.subscription.title': 'Assinatura',
  'general.subscription.plan': 'Plano',
  'general.subscription.status': 'Status',
  'general.subscription.billingCycle': 'Cobrança',
  'general.subscription.manage': 'Gerenciar assinatura',
  'general.details.title': 'Dados do negócio',
  'general.registration.title': 'Registro e impostos',
  'general.address.title': 'Endereço',
  'general.regional.title': 'Configurações regionais',
  'general.regional.description':
    'Como preços, datas e horários são exibidos em toda a organização, e de onde partem as preferências dos membros da equipe.',
  'general.features.title': 'Recursos',
  'general.field.companyName': 'Nome da empresa',
  'general.field.description': 'Descrição',
  'general.field.website': 'Site',
  'general.field.phone': 'Telefone',
  'general.field.email': 'E-mail',
  'general.field.businessRegType': 'Tipo de empresa',
  'general.field.businessRegNumber': 'Número de registro da empresa',
  'general.field.taxId': 'Identificação fiscal',
  'general.field.address.street1': 'Endereço',
  'general.field.address.street2': 'Complemento',
  'general.field.address.city': 'Cidade',
  'general.field.address.state': 'Estado ou região',
  'general.field.address.zipCode': 'CEP ou código postal',
  'general.field.address.country': 'País',
  'general.field.timezone': 'Fuso horário',
  'general.field.currency': 'Moeda',
  'general.field.locale': 'Localidade',
  'general.field.dateFormat': 'Formato de data',
  'general.field.timeFormat': 'Formato de hora',
  'general.description.help': 'Algumas palavras sobre o negócio. {count} de {max} caracteres.',
  'general.website.help': 'Por exemplo, https://seu-salao.com',
  'general.businessRegType.none': 'Não definido',
  'general.businessRegNumber.help':
    'O número da empresa que consta no seu registro, como um CNPJ, um ACN ou outro número de empresa.',
  'general.taxId.help':
    'Seu número de contribuinte ou de empregador. O número de GST ou IVA para as faturas é definido em Configuração de impostos.',
  'general.timeFormat.12h': '12 horas ({example})',
  'general.timeFormat.24h': '24 horas ({example})',
  'general.feature.allowOnlineBooking': 'Permitir agendamento online',
  'general.feature.allowOnlineBooking.help': 'Os clientes podem marcar horários na sua página pública de agendamento.',
  'general.feature.requireEmailConfirmation': 'Exigir confirmação por e-mail',
  'general.feature.requireEmailConfirmation.help':
    'Os agendamentos online ficam pendentes até o cliente confirmar o endereço de e-mail.',
  'general.feature.autoSendReceipts': 'Enviar recibos automaticamente',
  'general.feature.autoSendReceipts.help': 'Os clientes recebem um recibo por e-mail após cada pagamento.',
  'general.feature.enableLoyaltyProgram': 'Programa de fidelidade',
  'general.feature.enableLoyaltyProgram.help': 'Os clientes acumulam recompensas pelas visitas.',
  'general.feature.loyaltyAutoEnrollment': 'Inscrever novos clientes automaticamente',
  'general.feature.loyaltyAutoEnrollment.help':
    'Enquanto o programa de fidelidade estiver ativo, os novos clientes entram nele sem precisar se inscrever.',
  'general.toast.saved': 'Configurações salvas',
  'general.toast.failed': 'Erro',
  'general.toast.failedBody': 'Falha ao salvar as configurações da organização',
} satisfies Translation<typeof english>;
