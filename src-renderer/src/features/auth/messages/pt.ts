import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  // The sign-in screen's second step also takes a recovery code.
  'signIn.useRecoveryCode': 'Usar um código de recuperação',
  'signIn.useAuthenticatorCode': 'Usar um código do aplicativo autenticador',
  'signIn.recoveryCode': 'Código de recuperação',
  'signIn.recoveryCodeHelp': 'Um dos códigos que você guardou ao ativar a verificação em duas etapas.',

  'signIn.title': 'Entrar',
  'signIn.subtitle': 'Entre para gerenciar as configurações da sua organização.',
  'signIn.email': 'E-mail',
  'signIn.password': 'Senha',
  'signIn.code': 'Código de autenticação',
  'signIn.codeHelp': 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  'signIn.submit': 'Entrar',
  'signIn.otherAccount': 'Usar outra conta',
  'signIn.failed': 'Falha ao entrar',

  'setup.title': 'Configure sua organização',
  'setup.subtitle': 'Ninguém usou esta instalação ainda. Crie sua organização e a conta do proprietário.',
  'setup.organizationName': 'Nome da organização',
  'setup.organizationSlug': 'Nome no endereço',
  'setup.organizationSlugHelp': 'Letras minúsculas, números e hifens. Suas configurações ficarão em /{slug}/settings.',
  'setup.firstName': 'Nome',
  'setup.lastName': 'Sobrenome',
  'setup.email': 'E-mail',
  'setup.password': 'Senha',
  'setup.passwordHelp': 'No mínimo {min} caracteres.',
  'setup.region.title': 'Onde fica o seu negócio?',
  'setup.region.help':
    'Preenchido a partir das configurações deste computador. Os horários e os preços da sua equipe seguem estas escolhas; você pode alterá-las depois em Configurações gerais.',
  'setup.country': 'País',
  'setup.countryOther': 'Outro país',
  'setup.timezone': 'Fuso horário',
  'setup.currency': 'Moeda',
  'setup.submit': 'Criar organização',
  'setup.failed': 'Falha na configuração',
} satisfies Translation<typeof english>;
