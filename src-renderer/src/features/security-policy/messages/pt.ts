import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle': 'As regras de senha, acesso e atividade que cada membro da sua organização segue.',
  'securityPolicy.toast.saved': 'Configurações de segurança salvas com sucesso',
  'securityPolicy.toast.saveFailed': 'Erro',
  'securityPolicy.toast.saveFailedBody': 'Falha ao salvar as configurações de segurança. Tente novamente.',
  'securityPolicy.toast.loadFailed': 'Falha ao carregar as configurações de segurança',
  'securityPolicy.toast.loadFailedBody': 'Atualize a página',
  'securityPolicy.unit.characters': 'caracteres',
  'securityPolicy.unit.days': 'dias',
  'securityPolicy.unit.hours': 'horas',
  'securityPolicy.password.title': 'Política de senhas',
  'securityPolicy.password.description': 'As regras que toda nova senha deve cumprir.',
  'securityPolicy.password.minLength': 'Comprimento mínimo da senha',
  'securityPolicy.password.minLength.help':
    'De 6 a 128. Verificado sempre que um membro define uma senha: ao alterá-la, ao aceitar um convite ou ao ser adicionado com uma.',
  'securityPolicy.password.expirationDays': 'Expiração da senha (dias)',
  'securityPolicy.password.expirationDays.help':
    '0: nunca. Após esse número de dias, o membro precisa escolher uma nova senha antes de fazer qualquer outra coisa.',
  'securityPolicy.password.requireUppercase': 'Exigir letras maiúsculas',
  'securityPolicy.password.requireLowercase': 'Exigir letras minúsculas',
  'securityPolicy.password.requireNumbers': 'Exigir números',
  'securityPolicy.password.requireSpecialChars': 'Exigir caracteres especiais',
  'securityPolicy.password.requirements.help':
    'Uma nova senha deve conter cada tipo de caractere ativado. As senhas já definidas continuam valendo até expirarem.',
  'securityPolicy.session.title': 'Gerenciamento de sessões',
  'securityPolicy.session.description': 'Por quanto tempo os membros ficam conectados e de onde podem entrar.',
  'securityPolicy.session.timeout': 'Tempo limite da sessão (horas)',
  'securityPolicy.session.timeout.help':
    'De 1 a 24. Uma sessão sem uso por esse tempo termina; o membro entra novamente.',
  'securityPolicy.session.maxConcurrent': 'Máximo de sessões simultâneas',
  'securityPolicy.session.maxConcurrent.help':
    'De 1 a 10. Quando um membro entra mais uma vez, o acesso mais antigo dele termina.',
  'securityPolicy.session.enforceIP': 'Restringir o acesso aos endereços IP permitidos',
  'securityPolicy.session.enforceIP.help': 'O acesso é recusado de qualquer endereço que não esteja na lista abaixo.',
  'securityPolicy.session.allowedIPs': 'Endereços IP permitidos',
  'securityPolicy.session.allowedIPs.help':
    'Um por linha: um endereço como 203.0.113.7 ou um intervalo como 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'Estas entradas não são endereços ou intervalos IP: {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'A lista pode ter no máximo {max} endereços.',
  'securityPolicy.session.myAddress': 'Seu endereço: {address}',
  'securityPolicy.session.myAddress.unknown': 'Não foi possível ler o seu endereço.',
  'securityPolicy.session.addMyAddress': 'Adicionar meu endereço',
  'securityPolicy.session.lockout':
    'Seu endereço ({address}) não está na lista. Se salvar agora, você não poderá entrar novamente: adicione seu endereço primeiro.',
  'securityPolicy.twoFactor.title': 'Autenticação de dois fatores',
  'securityPolicy.twoFactor.description': 'Uma segunda etapa ao entrar, com um código de um app autenticador.',
  'securityPolicy.twoFactor.required': 'Exigir autenticação de dois fatores',
  'securityPolicy.twoFactor.required.help':
    'Todos sem autenticação de dois fatores, incluindo você, terão de configurá-la antes de continuar, e ninguém poderá desativá-la.',
  'securityPolicy.twoFactor.methods': 'Métodos permitidos',
  'securityPolicy.twoFactor.method.authenticator': 'App autenticador',
  'securityPolicy.twoFactor.method.authenticator.help':
    'Sempre permitido: cada membro configura os dois fatores com um.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Códigos de recuperação',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'Códigos de uso único que um membro pode usar quando o app autenticador não estiver à mão.',
  'securityPolicy.audit.title': 'Registro de auditoria',
  'securityPolicy.audit.description': 'O que a atividade das configurações registra e por quanto tempo é mantida.',
  'securityPolicy.audit.enabled': 'Registro de auditoria',
  'securityPolicy.audit.enabled.help': 'Desativado, apenas as alterações desta política de segurança são registradas.',
  'securityPolicy.audit.level': 'Nível de registro',
  'securityPolicy.audit.level.basic': 'Básico',
  'securityPolicy.audit.level.basic.help': 'Quem alterou o quê, e quando, sem os valores de antes e depois.',
  'securityPolicy.audit.level.detailed': 'Detalhado',
  'securityPolicy.audit.level.detailed.help': 'Também os valores de antes e depois de cada alteração.',
  'securityPolicy.audit.level.verbose': 'Completo',
  'securityPolicy.audit.level.verbose.help': 'Tudo do Detalhado, mais cada entrada e saída.',
  'securityPolicy.audit.retention': 'Retenção do registro (dias)',
  'securityPolicy.audit.retention.help': 'De 30 a 365. A atividade mais antiga é excluída todos os dias.',
  'securityPolicy.search.terms.password': 'senha, comprimento, maiúsculas, números, caracteres especiais, expiração',
  'securityPolicy.search.terms.session': 'sessão, tempo limite, conectado, sessões simultâneas',
  'securityPolicy.search.terms.ip': 'IP, endereço, lista permitida, rede, CIDR',
  'securityPolicy.search.terms.twoFactor': 'dois fatores, 2FA, MFA, autenticador, códigos de recuperação',
  'securityPolicy.search.terms.audit': 'auditoria, registro, nível, retenção, conformidade',
} satisfies Translation<typeof english>;
