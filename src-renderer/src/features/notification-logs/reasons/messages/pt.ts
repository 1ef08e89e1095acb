import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Portuguese texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected': 'Não foi possível enviar a mensagem devido a um erro inesperado. Será tentado de novo.',
  'logReason.notConnected':
    'Nenhum fornecedor de {channel, select, email {email} sms {SMS} push {notificações push} other {{channel}}} está ligado. Configure um em Configurações de agendamento.',
  'logReason.dailyLimit': 'Não enviado: {name} já recebeu {sent} notificações hoje (o limite é {max} por dia).',
  'logReason.smsPlanLimit': 'O seu plano {plan} inclui {limit} SMS por mês. Mude de plano para enviar mais.',
  'logReason.smsFallback': 'Foi atingido o limite de SMS do seu plano.',
  'logReason.undelivered': 'O fornecedor não conseguiu entregar a mensagem.',
  'logReason.timeout':
    '{provider} não respondeu em {seconds, plural, one {# segundo} other {# segundos}}. Verifique a ligação à internet e tente de novo.',
  'logReason.unreachable': 'Não foi possível contactar {provider}. Verifique a ligação à internet e tente de novo.',
  'logReason.tooManyRequests':
    '{provider} está a receber demasiados pedidos desta conta. Aguarde um minuto e tente de novo.',
  'logReason.providerTrouble':
    '{provider} está com problemas neste momento (erro {status}). Tente de novo dentro de alguns minutos.',
  'logReason.unreadable':
    '{provider} enviou uma resposta que não foi possível ler (erro {status}). Tente de novo dentro de alguns minutos.',
  'logReason.credentialsRefused': '{provider} não aceitou estas credenciais: {why}',
  'logReason.credentialsRefusedBoth':
    '{provider} não aceitou estas credenciais: {why} (nem no ambiente real nem no de testes).',
  'logReason.refused':
    '{provider} recusou {what, select, payment {o pagamento} refund {o reembolso} message {a mensagem} other {{what}}}: {why}',
  'logReason.deviceUnregistered':
    'Este dispositivo já não está registado para notificações (a app foi removida ou o seu token expirou).',
  'logReason.fcmAccountRefused':
    'O Firebase Cloud Messaging não aceitou a conta de serviço do projeto {project}: {why}',
  'logReason.badPrivateKey': 'A chave privada não é uma chave PEM válida.',
  'logReason.sendgridCannotSend':
    'Esta chave de API do SendGrid não pode enviar emails (falta-lhe a permissão mail.send).',
  'logReason.sendgridNoActivity':
    'O SendGrid não consegue dizer se tem esta mensagem: a conta não tem acesso ao Email Activity.',
  'logReason.smtpUnreachable':
    'Não foi possível contactar o servidor SMTP {where}. Verifique o anfitrião, a porta e a segurança da ligação, e se o servidor está a funcionar.',
  'logReason.smtpCredentials': 'O servidor SMTP recusou o nome de utilizador ou a palavra-passe.',
  'logReason.smtpTls':
    'O servidor SMTP {where} não conseguiu estabelecer uma ligação segura. Verifique a definição de segurança da ligação.',
  'logReason.smtpRefused': 'O servidor SMTP recusou a mensagem: {why}',
  'logReason.smtpBusy': 'O servidor SMTP {where} não pode aceitar a mensagem neste momento: {why}',
  'logReason.settingsIncomplete': 'As configurações de {provider} estão incompletas.',
  'logReason.channelSwitchedOff':
    'O envio por {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}} está desativado. Ative-o e salve primeiro a configuração de {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}}.',
  'logReason.noProviderYet':
    'Ainda não há nenhum provedor de {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}} configurado. Salve primeiro a configuração de {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}} e depois envie um teste.',
  'logReason.testEmailSent': 'E-mail de teste enviado para {recipient}',
  'logReason.testSmsSent': 'SMS de teste enviado para {recipient}',
  'logReason.testPushSent': 'Notificação de teste enviada para o dispositivo',
  'logReason.twilioCredentials': 'O Twilio recusou o Account SID ou o token de autenticação.',
  'logReason.twilioAccount':
    'Esta conta Twilio está {state, select, suspended {suspensa} closed {encerrada} other {{state}}}: não pode enviar mensagens.',
} satisfies Translation<typeof english>;
