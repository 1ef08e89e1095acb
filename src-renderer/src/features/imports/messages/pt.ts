import type { importsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Import & Export hub and the import wizards. */
export const importsMessages = {
  'imports.subtitle': 'Central de gerenciamento de dados',
  'imports.search.label': 'Importar ou exportar dados',
  'imports.search.terms':
    'importar, exportar, CSV, Excel, planilha, trocar de plataforma, Fresha, Square, Vagaro, migrar',
  'imports.footer.title': 'Transferência de dados segura',
  'imports.footer.body':
    'Os arquivos são lidos neste computador e enviados à sua organização em lotes pela sua conexão autenticada. As exportações contêm apenas os registros da sua organização.',
  'imports.entity.title':
    '{entity, select, clients {Clientes} treatments {Tratamentos} staff {Equipe} other {Produtos}}',
  'imports.entity.description':
    '{entity, select, clients {Contatos, observações e etiquetas das pessoas que agendam} treatments {Seu cardápio de serviços: nomes, durações, preços e categorias} staff {As pessoas da sua equipe, com ou sem acesso} other {Produtos à venda com SKU, preço e estoque}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# cliente} other {# clientes}}} treatments {{count, plural, one {# tratamento} other {# tratamentos}}} staff {{count, plural, one {# membro da equipe} other {# membros da equipe}}} other {{count, plural, one {# produto} other {# produtos}}}}',
  'imports.entity.countUnavailable': 'Contagem indisponível',
  'imports.card.import': 'Importar',
  'imports.card.export': 'Exportar',
  'imports.card.exportOf':
    '{entity, select, clients {Exportar clientes} treatments {Exportar tratamentos} staff {Exportar equipe} other {Exportar produtos}}',
  'imports.card.view': 'Ver',
  'imports.card.viewOf':
    '{entity, select, clients {Ver clientes} treatments {Ver tratamentos} staff {Ver equipe} other {Ver produtos}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Exportação concluída',
  'imports.export.downloaded': '{fileName} foi baixado.',
  'imports.export.savedTo': 'Salvo em {path}',
  'imports.export.failed': 'Falha na exportação',
  'imports.export.failedBody':
    '{entity, select, clients {Não foi possível exportar os clientes} treatments {Não foi possível exportar os tratamentos} staff {Não foi possível exportar a equipe} other {Não foi possível exportar os produtos}}',
  'imports.export.filterName': '{format, select, csv {Arquivo CSV} other {Pasta de trabalho do Excel}}',

  'imports.records.search': 'Pesquisar',
  'imports.records.searchClients': 'Pesquisar por nome, e-mail ou telefone',
  'imports.records.searchProducts': 'Pesquisar por nome, SKU, marca ou categoria',
  'imports.records.name': 'Nome',
  'imports.records.email': 'E-mail',
  'imports.records.phone': 'Telefone',
  'imports.records.tags': 'Etiquetas',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Preço',
  'imports.records.stock': 'Estoque',
  'imports.records.none': 'Nada corresponde à sua pesquisa.',
  'imports.records.noneYet': 'Ainda não há registros. Importe um arquivo para adicioná-los.',
  'imports.records.loadFailed': 'Não foi possível carregar os registros. Tente novamente.',
  'imports.records.page': 'Página {page, number} de {pages, number}',
  'imports.records.previous': 'Página anterior',
  'imports.records.next': 'Próxima página',
  'imports.records.close': 'Fechar',

  'imports.wizard.title':
    '{entity, select, clients {Importar clientes} treatments {Importar tratamentos} staff {Importar equipe} other {Importar produtos}}',
  'imports.wizard.steps': 'Etapas da importação',
  'imports.step.platform': 'Plataforma',
  'imports.step.upload': 'Envio',
  'imports.step.mapping': 'Mapeamento',
  'imports.step.preview': 'Prévia',
  'imports.step.complete': 'Concluído',
  'imports.step.done': '{step} (feito)',
  'imports.wizard.back': 'Voltar',
  'imports.wizard.continue': 'Continuar',
  'imports.wizard.cancel': 'Cancelar',
  'imports.wizard.done': 'Concluir',

  'imports.platform.label': 'De onde vem o seu arquivo?',
  'imports.platform.intro':
    'A predefinição de uma plataforma associa as colunas da exportação dela aos nossos campos. Você pode mudar cada associação na etapa de mapeamento.',
  'imports.platform.generic': 'CSV genérico',
  'imports.platform.description':
    '{platform, select, generic {Qualquer arquivo CSV ou Excel: você escolhe o que é cada coluna} fresha {As exportações do Fresha, em inglês ou italiano} square {A exportação de clientes do Square} vagaro {A lista de clientes do Vagaro (CustomersList.xlsx)} other {Ainda não disponível}}',
  'imports.platform.soon': 'Em breve',
  'imports.platform.disclaimer': 'Mapeamento de campos não verificado: pode ser preciso ajustar manualmente',

  'imports.upload.drop': 'Arraste o arquivo para cá ou escolha-o',
  'imports.upload.choose': 'Escolher arquivo',
  'imports.upload.hint':
    'CSV (separado por vírgula ou ponto e vírgula) ou Excel (.xlsx), com os nomes das colunas na primeira linha. As linhas de título e de totais de uma exportação são ignoradas.',
  'imports.upload.reading': 'Lendo {fileName}…',
  'imports.upload.loaded':
    '{fileName}: {count, plural, one {# linha} other {# linhas}}. Continue com ele ou escolha outro arquivo.',
  'imports.upload.template': 'Baixar modelo',
  'imports.upload.templateHint': 'Um arquivo CSV com as colunas que esta importação reconhece e uma linha de exemplo.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {# linha de título acima dos nomes das colunas foi ignorada.} other {# linhas de título acima dos nomes das colunas foram ignoradas.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {# linha de totais abaixo dos dados foi ignorada.} other {# linhas de totais abaixo dos dados foram ignoradas.}}',
  'imports.toast.templateDownloaded': 'Modelo baixado',
  'imports.toast.fileUploaded': 'Arquivo enviado',
  'imports.toast.fileLoaded':
    '{count, plural, one {# linha carregada com sucesso} other {# linhas carregadas com sucesso}}',
  'imports.toast.invalidFile': 'Arquivo inválido',
  'imports.toast.unreadable': 'Não foi possível ler o arquivo. Salve-o novamente como CSV ou Excel e tente outra vez.',

  'imports.mapping.intro':
    'Escolha o campo que cada coluna do arquivo preenche. Colunas marcadas como “Ignorar esta coluna” não são importadas. Campos com * são obrigatórios.',
  'imports.mapping.caption': 'Colunas de {fileName}',
  'imports.mapping.column': 'Coluna do arquivo',
  'imports.mapping.example': 'Exemplo',
  'imports.mapping.field': 'Campo',
  'imports.mapping.fieldFor': 'Campo para a coluna {column}',
  'imports.mapping.skip': 'Ignorar esta coluna',
  'imports.mapping.missing': 'Campos obrigatórios ausentes: {list}',
  'imports.mapping.staffName': 'Nome completo, ou nome e sobrenome',
  'imports.mapping.continue': 'Continuar para a prévia',
  'imports.dates.label': 'As datas deste arquivo estão escritas',
  'imports.dates.dmy': 'Dia primeiro (31/12/1990)',
  'imports.dates.mdy': 'Mês primeiro (12/31/1990)',
  'imports.duplicates.label': 'Clientes já cadastrados (mesmo e-mail ou telefone)',
  'imports.duplicates.skip': 'Ignorá-los: manter os clientes existentes como estão',
  'imports.duplicates.merge': 'Mesclar: preencher os dados vazios dos clientes existentes e adicionar as etiquetas',

  'imports.preview.building': 'Preparando as linhas…',
  'imports.preview.buildFailed': 'Não foi possível preparar as linhas. Volte ao mapeamento e tente novamente.',
  'imports.preview.caption': 'As primeiras linhas do arquivo como serão importadas',
  'imports.preview.row': 'Linha',
  'imports.preview.status': 'Status',
  'imports.preview.ready': 'Pronta',
  'imports.preview.error': 'Erro',
  'imports.preview.additional': '+ {count, number} adicionais',
  'imports.preview.summary':
    '{count, plural, one {# linha está pronta para importar.} other {# linhas estão prontas para importar.}}',
  'imports.preview.problems':
    '{count, plural, one {# linha não pode ser importada como está e será ignorada; ela aparece com o motivo no final.} other {# linhas não podem ser importadas como estão e serão ignoradas; elas aparecem com os motivos no final.}}',
  'imports.preview.import': '{count, plural, one {Importar # linha} other {Importar # linhas}}',

  'imports.importing.title': 'Importando…',
  'imports.importing.progressLabel': 'Progresso da importação',
  'imports.importing.progress': '{done, number} de {total, plural, one {# linha} other {# linhas}}',
  'imports.importing.estimating': 'Estimando o tempo restante…',
  'imports.importing.secondsLeft':
    '{count, plural, one {Cerca de # segundo restante} other {Cerca de # segundos restantes}}',
  'imports.importing.minutesLeft':
    '{count, plural, one {Cerca de # minuto restante} other {Cerca de # minutos restantes}}',
  'imports.importing.hint':
    'As linhas vão em lotes de {size, number}. Cancelar para antes do próximo lote: os lotes já enviados continuam importados.',
  'imports.importing.cancelling': 'Parando após o lote em envio…',

  'imports.complete.title': 'Importação finalizada',
  'imports.complete.cancelled': 'Importação cancelada',
  'imports.complete.counts': 'Resultados',
  'imports.complete.imported': 'Importadas',
  'imports.complete.skipped': 'Ignoradas por duplicidade',
  'imports.complete.merged': 'Mescladas',
  'imports.complete.failed': 'Com falha',
  'imports.complete.notSent': 'Não enviadas',
  'imports.complete.cancelledBody':
    '{count, plural, one {# linha foi importada antes do cancelamento.} other {# linhas foram importadas antes do cancelamento.}} {notSent, plural, one {# linha não foi enviada.} other {# linhas não foram enviadas.}}',
  'imports.complete.stoppedBody':
    'A importação parou: {reason} {notSent, plural, one {# linha não foi enviada.} other {# linhas não foram enviadas.}}',
  'imports.complete.failures': 'Linhas não importadas',
  'imports.complete.row': 'Linha',
  'imports.complete.problem': 'Problema',
  'imports.complete.allIn': 'Todas as linhas do arquivo foram importadas.',
  'imports.complete.download': 'Baixar esta lista (CSV)',

  'imports.toast.success': 'Importação bem-sucedida',
  'imports.toast.complete': 'Importação concluída',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# cliente importado} other {# clientes importados}}} treatments {{count, plural, one {# tratamento importado} other {# tratamentos importados}}} staff {{count, plural, one {# membro da equipe importado} other {# membros da equipe importados}}} other {{count, plural, one {# produto importado} other {# produtos importados}}}} com sucesso{failed, plural, =0 {} one {, # com falha} other {, # com falha}}',
  'imports.toast.failed': 'Falha na importação',
  'imports.toast.failedBody':
    '{entity, select, clients {Não foi possível importar os clientes} treatments {Não foi possível importar os tratamentos} staff {Não foi possível importar a equipe} other {Não foi possível importar os produtos}}',
  'imports.toast.cancelled': 'Importação cancelada',
  'imports.toast.cancelledBody':
    '{count, plural, one {# linha importada antes do cancelamento} other {# linhas importadas antes do cancelamento}}',

  'imports.field.firstName': 'Nome',
  'imports.field.lastName': 'Sobrenome',
  'imports.field.fullName': 'Nome completo',
  'imports.field.email': 'E-mail',
  'imports.field.phone': 'Telefone',
  'imports.field.alternatePhone': 'Telefone alternativo',
  'imports.field.dateOfBirth': 'Data de nascimento',
  'imports.field.gender': 'Gênero',
  'imports.field.preferredPronouns': 'Pronomes preferidos',
  'imports.field.occupation': 'Profissão',
  'imports.field.address': 'Endereço',
  'imports.field.addressLine2': 'Complemento',
  'imports.field.city': 'Cidade',
  'imports.field.state': 'Estado',
  'imports.field.zipCode': 'CEP',
  'imports.field.country': 'País',
  'imports.field.emergencyContact': 'Contato de emergência',
  'imports.field.emergencyPhone': 'Telefone de emergência',
  'imports.field.notes': 'Observações',
  'imports.field.preferredContactMethod': 'Forma de contato preferida',
  'imports.field.languagePreference': 'Idioma preferido',
  'imports.field.referralSource': 'Origem da indicação',
  'imports.field.tags': 'Etiquetas',
  'imports.field.name': 'Nome',
  'imports.field.description': 'Descrição',
  'imports.field.duration': 'Duração (minutos)',
  'imports.field.price': 'Preço',
  'imports.field.category': 'Categoria',
  'imports.field.role': 'Função',
  'imports.field.specialty': 'Especialidade',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Quantidade em estoque',
  'imports.field.brand': 'Marca',
  'imports.field.blocked': 'Bloqueado',
  'imports.field.acceptsMarketing': 'Aceita marketing',
  'imports.field.bufferAfter': 'Intervalo após (minutos)',
  'imports.field.status': 'Status',
} satisfies Translation<typeof english>;
