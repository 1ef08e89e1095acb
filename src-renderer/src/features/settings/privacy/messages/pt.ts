import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Portuguese texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': 'público, privado, quem pode ver meu perfil',
  'search.terms.activityStatus': 'online, visto por último, última vez ativo',

  // Privacy (part 1 §2, §8, §9).
  'privacy.subtitle': 'Quem pode ver o seu perfil e o que ele mostra.',
  'privacy.visibility.title': 'Visibilidade do perfil',
  'privacy.visibility.public': 'Público',
  'privacy.visibility.public.description': 'Todos os clientes e a equipe',
  'privacy.visibility.team': 'Equipe',
  'privacy.visibility.team.description': 'Somente membros da equipe',
  'privacy.visibility.private': 'Privado',
  'privacy.visibility.private.description': 'Oculto para todos, exceto administradores',
  'privacy.adminNote': 'Os administradores sempre podem ver qualquer perfil.',
  'privacy.details.title': 'Detalhes do perfil',
  'privacy.details.description': 'O que as pessoas que podem ver o seu perfil encontram nele.',
  'privacy.showEmail': 'Mostrar endereço de e-mail',
  'privacy.showEmail.help': 'Seu endereço de e-mail aparece no seu perfil.',
  'privacy.showPhone': 'Mostrar número de telefone',
  'privacy.showPhone.help': 'Seu número de telefone aparece no seu perfil.',
  'privacy.activityStatus': 'Mostrar status de atividade',
  'privacy.activityStatus.help': 'Outras pessoas podem ver quando você esteve ativo pela última vez.',
  'privacy.toast.saved': 'Configurações de privacidade salvas',
  'privacy.toast.failed': 'Erro ao salvar as configurações',
  'privacy.toast.failedBody': 'Falha ao salvar as configurações de privacidade',
} satisfies Translation<typeof english>;
