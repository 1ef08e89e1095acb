import type { settingsTemplatesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of Settings Templates (issue 17). */
export const settingsTemplatesMessages = {
  'settingsTemplates.subtitle':
    'Conjuntos prontos de configurações da organização e preferências pessoais que você pode aplicar em um só passo.',
  'settingsTemplates.readOnly.title': 'Você pode ver, não alterar',
  'settingsTemplates.readOnly.body':
    'Somente quem pode gerenciar as configurações da organização pode criar, aplicar, favoritar ou excluir modelos.',
  'settingsTemplates.search.label': 'Pesquisar modelos',
  'settingsTemplates.search.placeholder': 'Pesquisar modelos…',
  'settingsTemplates.search.keyword': 'Modelos de configurações',
  'settingsTemplates.search.terms':
    'tipo de negócio, salão, spa, barbearia, predefinição, fluxo de trabalho, aplicar configurações',
  'settingsTemplates.category.label': 'Categoria',
  'settingsTemplates.category.all': 'Todas as categorias',
  'settingsTemplates.category.business-type': 'Tipo de negócio',
  'settingsTemplates.category.workflow': 'Fluxo de trabalho',
  'settingsTemplates.category.custom': 'Personalizado',
  'settingsTemplates.create': 'Criar modelo',
  'settingsTemplates.list.label': 'Modelos',
  'settingsTemplates.official': 'Oficial',
  'settingsTemplates.usage': '{count, plural, =0 {Ainda não usado} one {Usado uma vez} other {Usado # vezes}}',
  'settingsTemplates.createdBy': 'Criado por {name}',
  'settingsTemplates.createdBy.unknown': 'Criado por um ex-membro da equipe',
  'settingsTemplates.noDescription': 'Sem descrição.',
  'settingsTemplates.favorite.add': 'Adicionar {name} aos favoritos',
  'settingsTemplates.favorite.remove': 'Remover {name} dos favoritos',
  'settingsTemplates.favorite.marked': 'Favorito',
  'settingsTemplates.apply': 'Aplicar',
  'settingsTemplates.apply.label': 'Aplicar {name}',
  'settingsTemplates.delete': 'Excluir',
  'settingsTemplates.delete.label': 'Excluir {name}',
  'settingsTemplates.empty': 'Nenhum modelo ainda',
  'settingsTemplates.empty.hint': 'Crie um modelo para salvar suas configurações atuais e reutilizá-las depois.',
  'settingsTemplates.empty.noMatch': 'Nenhum modelo corresponde',
  'settingsTemplates.empty.noMatch.hint': 'Tente outras palavras ou outra categoria.',
  'settingsTemplates.createDialog.title': 'Criar modelo',
  'settingsTemplates.createDialog.intro':
    'O modelo salva as configurações da sua organização (formatos regionais e recursos) e suas preferências pessoais como estão agora. Nomes, dados de contato e escolhas de privacidade não são incluídos.',
  'settingsTemplates.field.name': 'Nome do modelo',
  'settingsTemplates.field.description': 'Descrição',
  'settingsTemplates.field.category': 'Categoria',
  'settingsTemplates.createDialog.save': 'Salvar modelo',
  'settingsTemplates.cancel': 'Cancelar',
  'settingsTemplates.applyDialog.title': 'Aplicar o modelo “{name}”?',
  'settingsTemplates.applyDialog.body':
    'Isso substitui as configurações da sua organização e suas preferências pessoais pelas deste modelo. Antes, é criado um ponto de recuperação das configurações atuais, para que você possa desfazer em Backup e recuperação.',
  'settingsTemplates.applyDialog.reload': 'A página é recarregada 2 segundos depois de aplicar o modelo.',
  'settingsTemplates.applyDialog.confirm': 'Aplicar modelo',
  'settingsTemplates.deleteDialog.title': 'Excluir o modelo “{name}”?',
  'settingsTemplates.deleteDialog.body':
    'Isso não pode ser desfeito. As configurações já aplicadas a partir deste modelo permanecem como estão.',
  'settingsTemplates.deleteDialog.confirm': 'Excluir modelo',
  'settingsTemplates.toast.loadFailed': 'Erro ao carregar os modelos',
  'settingsTemplates.toast.loadFailed.body': 'Não foi possível carregar os modelos',
  'settingsTemplates.toast.nameRequired': 'Nome do modelo obrigatório',
  'settingsTemplates.toast.nameRequired.body': 'Informe um nome para o seu modelo',
  'settingsTemplates.toast.created': 'Modelo criado',
  'settingsTemplates.toast.created.body': '“{name}” guarda suas configurações atuais.',
  'settingsTemplates.toast.createFailed': 'Erro ao criar o modelo',
  'settingsTemplates.toast.createFailed.body': 'Não foi possível criar o modelo',
  'settingsTemplates.toast.applied': 'Modelo aplicado',
  'settingsTemplates.toast.applied.body':
    'Suas configurações foram atualizadas. A página será recarregada em 2 segundos.',
  'settingsTemplates.toast.applyFailed': 'Erro ao aplicar o modelo',
  'settingsTemplates.toast.applyFailed.body': 'Não foi possível aplicar o modelo',
  'settingsTemplates.toast.favoriteAdded': 'Adicionado aos favoritos',
  'settingsTemplates.toast.favoriteRemoved': 'Removido dos favoritos',
  'settingsTemplates.toast.favoriteFailed': 'Erro ao atualizar o favorito',
  'settingsTemplates.toast.favoriteFailed.body': 'Não foi possível atualizar o favorito',
  'settingsTemplates.toast.deleted': 'Modelo excluído',
  'settingsTemplates.toast.deleteFailed': 'Erro ao excluir o modelo',
  'settingsTemplates.toast.deleteFailed.body': 'Não foi possível excluir o modelo',

  // The official templates, by their key (server/modules/settings-templates/official.ts): shipped
  // with the product, so they read in the user's language; an organization's own stay as written.
  'settingsTemplates.official.hair-salon.name': 'Salão de cabeleireiro',
  'settingsTemplates.official.hair-salon.description':
    'Agendamento online com confirmação por e-mail, recibos automáticos e um programa de fidelidade em que os novos clientes entram automaticamente; abre no calendário.',
  'settingsTemplates.official.day-spa.name': 'Day spa',
  'settingsTemplates.official.day-spa.description':
    'Agendamento online com confirmação por e-mail para tratamentos mais longos, recibos automáticos e um programa de fidelidade; abre no calendário com espaçamento confortável.',
  'settingsTemplates.official.beauty-clinic.name': 'Clínica de estética',
  'settingsTemplates.official.beauty-clinic.description':
    'Agendamento online com confirmação por e-mail e recibos automáticos, sem programa de fidelidade para tratamentos clínicos; abre na lista de agendamentos.',
  'settingsTemplates.official.barber.name': 'Barbearia',
  'settingsTemplates.official.barber.description':
    'Agendamento online rápido (sem etapa de confirmação por e-mail), recibos automáticos e um programa de fidelidade para clientes frequentes; calendário compacto para agendamentos curtos.',
} satisfies Translation<typeof english>;
