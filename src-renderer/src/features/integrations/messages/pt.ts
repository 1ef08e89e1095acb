import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Conecte sua empresa aos serviços que seus clientes usam',
  'integrations.search.terms':
    'avaliações do google, link de avaliações, sms, mensagens de texto, e-mail marketing, pagamentos',
  'integrations.google.title': 'Avaliações do Google',
  'integrations.google.description': 'O link onde os clientes podem deixar uma avaliação da sua empresa no Google.',
  'integrations.field.googleReviewUrl': 'Link de avaliações do Google',
  'integrations.googleReviewUrl.help': 'Um endereço web, por exemplo https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Link de avaliações do Google salvo',
  'integrations.toast.error': 'Erro',
  'integrations.toast.saveFailed': 'Não foi possível salvar a integração',
  'integrations.toast.loadFailed': 'Não foi possível carregar as configurações de integração',
  'integrations.planned.title': 'Integrações planejadas',
  'integrations.planned.description': 'Estas integrações estão planejadas e ainda não estão disponíveis.',
  'integrations.planned.badge': 'Planejada',
  'integrations.planned.payments': 'Processamento de pagamentos',
  'integrations.planned.payments.body':
    'Receba pagamentos com cartão e sinais por meio de mais provedores. Stripe, Square, PayPal, Adyen e Tyro são conectados na página <link>Financeiro e pagamentos</link>.',
  'integrations.planned.payments.bodyPlain':
    'Receba pagamentos com cartão e sinais por meio de mais provedores. Stripe, Square, PayPal, Adyen e Tyro são conectados na página Financeiro e pagamentos.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Confirmações e lembretes por SMS para seus clientes.',
  'integrations.planned.emailMarketing': 'E-mail marketing',
  'integrations.planned.emailMarketing.body': 'Newsletters e campanhas para sua lista de clientes.',
} satisfies Translation<typeof english>;
