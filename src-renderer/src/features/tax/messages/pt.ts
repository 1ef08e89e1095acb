import type { taxMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of the Tax Configuration page. */
export const taxMessages = {
  'search.terms.taxRates': 'GST, IVA, ICMS, ISS, imposto sobre vendas',
  'search.terms.pricesIncludeTax': 'com impostos, sem impostos, imposto incluso',
  'search.terms.taxNumber': 'CNPJ, ABN, número de GST, número de IVA, inscrição fiscal',

  // Tax Configuration (route organization/tax).
  'tax.subtitle': 'Suas alíquotas, como os preços são informados e o que as faturas mostram.',
  'tax.rates.title': 'Alíquotas',
  'tax.rates.description': 'A alíquota padrão vale para todo serviço que não tem alíquota própria.',
  'tax.rates.add': 'Adicionar alíquota',
  'tax.rates.empty': 'Ainda não há alíquotas',
  'tax.rates.emptyBody': 'Adicione o imposto que você cobra, como GST 10%, IVA 20% ou o imposto local sobre vendas.',
  'tax.rates.max': 'Uma organização pode ter no máximo {max} alíquotas.',
  'tax.rates.column.name': 'Nome',
  'tax.rates.column.rate': 'Alíquota',
  'tax.rates.column.default': 'Padrão',
  'tax.rates.column.actions': 'Ações',
  'tax.rates.default': 'Padrão',
  'tax.rates.usedBy':
    'Usada por {count, plural, one {# alíquota específica de serviço} other {# alíquotas específicas de serviço}}',
  'tax.rates.makeDefault': 'Tornar padrão',
  'tax.rates.edit': 'Editar',
  'tax.rates.delete': 'Excluir',
  'tax.rate.addTitle': 'Adicionar alíquota',
  'tax.rate.editTitle': 'Editar {name}',
  'tax.rate.name': 'Nome',
  'tax.rate.nameHelp': 'Como aparece nas faturas, por exemplo GST ou IVA.',
  'tax.rate.percentage': 'Alíquota (%)',
  'tax.rate.percentageHelp': 'De 0 a 100, com até {decimals} casas decimais.',
  'tax.rate.isDefault': 'Tornar esta a alíquota padrão',
  'tax.rate.firstIsDefault': 'A primeira alíquota é a padrão.',
  'tax.rate.save': 'Salvar',
  'tax.rate.added': 'Alíquota adicionada',
  'tax.rate.updated': 'Alíquota atualizada',
  'tax.rate.defaultChanged': '{name} agora é a alíquota padrão',
  'tax.rate.failed': 'Falha ao salvar a alíquota',
  'tax.rate.deleted': 'Alíquota excluída',
  'tax.rate.deleteFailed': 'Falha ao excluir a alíquota',
  'tax.rate.deleteConfirm': 'Excluir a alíquota “{name}”? Isso não pode ser desfeito.',
  'tax.settings.title': 'Preços e faturas',
  'tax.settings.pricesIncludeTax': 'Os preços incluem impostos',
  'tax.settings.inclusive.help': 'Os preços que você informa já incluem o imposto, como é comum com GST e IVA.',
  'tax.settings.exclusive.help':
    'O imposto é somado aos preços que você informa, como é comum com o imposto sobre vendas dos EUA.',
  'tax.settings.example.inclusive':
    'Com {rate}, um serviço de {price} custa {price} ao cliente, dos quais {tax} são impostos.',
  'tax.settings.example.exclusive':
    'Com {rate}, um serviço de {price} custa {total} ao cliente, dos quais {tax} são impostos.',
  'tax.settings.registrationNumber': 'Número de registro fiscal',
  'tax.settings.registrationNumber.help':
    'Seu número de GST, IVA ou imposto sobre vendas, como um ABN. Até {max} caracteres.',
  'tax.settings.showOnInvoices': 'Mostrar o número de registro nas faturas',
  'tax.settings.saved': 'Configurações de impostos salvas',
  'tax.settings.failed': 'Falha ao salvar as configurações de impostos',
  'tax.overrides.title': 'Alíquotas por serviço',
  'tax.overrides.description': 'Serviços tributados com uma alíquota diferente da padrão ou isentos.',
  'tax.overrides.noServices':
    'Adicione primeiro serviços na página Serviços; depois qualquer um deles pode ter aqui a sua própria alíquota.',
  'tax.overrides.chooseService': 'Escolha um serviço',
  'tax.overrides.add': 'Adicionar',
  'tax.overrides.created': 'Alíquota específica adicionada',
  'tax.overrides.empty': 'Nenhum serviço tem alíquota própria.',
  'tax.overrides.column.service': 'Serviço',
  'tax.overrides.column.tax': 'Imposto',
  'tax.overrides.column.actions': 'Ações',
  'tax.overrides.exempt': 'Isento (sem imposto)',
  'tax.overrides.taxFor': 'Imposto do serviço {service}',
  'tax.overrides.remove': 'Remover',
  'tax.overrides.removeConfirm':
    'Remover a alíquota específica do serviço “{service}”? Ele passará a usar a alíquota padrão.',
  'tax.overrides.updated': 'Alíquota específica atualizada',
  'tax.overrides.removed': 'Alíquota específica removida',
  'tax.overrides.failed': 'Falha ao atualizar a alíquota específica',
} satisfies Translation<typeof english>;
