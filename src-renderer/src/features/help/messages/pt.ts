import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Portuguese texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'Guias, respostas e atalhos deste aplicativo.',
  'help.search.label': 'Pesquisar na ajuda',
  'help.search.placeholder': 'Pesquisar guias, perguntas frequentes e atalhos…',
  'help.search.results': '{count, plural, one {# resultado} other {# resultados}} para “{query}”',
  'help.search.noResults': 'Nenhum resultado',
  'help.search.noResultsBody':
    'Nada nos guias, perguntas frequentes ou atalhos corresponde a “{query}”. Tente outra palavra.',
  'help.search.clear': 'Limpar pesquisa',
  'help.search.guides': 'Guias',
  'help.search.faqs': 'Perguntas frequentes',
  'help.search.shortcuts': 'Atalhos',
  'help.keyword.shortcuts': 'Atalhos de teclado',
  'help.keyword.shortcuts.terms': 'atalhos, teclas, teclado, combinações',
  'help.keyword.faqs': 'Perguntas frequentes',
  'help.keyword.faqs.terms': 'faq, perguntas, respostas, ajuda',
  'help.keyword.api': 'Documentação da API',
  'help.keyword.api.terms': 'api, openapi, desenvolvedores, endpoints, integração',

  'help.card.videos': 'Tutoriais em vídeo',
  'help.card.videos.description': 'Guias passo a passo de cada tela do aplicativo.',
  'help.card.support': 'Contatar o suporte',
  'help.card.support.description': 'A versão do seu aplicativo e os dados a enviar com a sua pergunta.',
  'help.card.api': 'Documentação da API',
  'help.card.api.description': 'Todos os endpoints do servidor e quem pode chamá-los.',
  'help.card.api.opens': 'Abre em uma nova janela',
  'help.card.status': 'Status do sistema',
  'help.card.status.description':
    'Banco de dados, tempos de resposta, armazenamento e memória no Monitor de desempenho.',

  'help.tab.guides': 'Guias e tutoriais',
  'help.tab.faqs': 'Perguntas frequentes',
  'help.tab.shortcuts': 'Atalhos de teclado',

  'help.category.all': 'Todos',
  'help.category.gettingStarted': 'Primeiros passos',
  'help.category.team': 'Equipe',
  'help.category.bookings': 'Agendamentos',
  'help.category.payments': 'Pagamentos e impostos',
  'help.category.communication': 'Comunicação',
  'help.category.security': 'Segurança',
  'help.categories.label': 'Categorias de guias',
  'help.difficulty.beginner': 'Iniciante',
  'help.difficulty.intermediate': 'Intermediário',
  'help.difficulty.advanced': 'Avançado',
  'help.guide.minutes': '{minutes} min de leitura',
  'help.guide.read': 'Ler guia',
  'help.guide.readNamed': 'Ler guia: {title}',
  'help.guide.steps': 'Passos',
  'help.guide.open': 'Ir para {section}',
  'help.guide.close': 'Fechar',
  'help.guides.empty': 'Nenhum guia nesta categoria',

  'help.guide.businessDetails.title': 'Configure os dados do seu negócio',
  'help.guide.businessDetails.description':
    'Nome, endereço, fuso horário e moeda: o que faturas, e-mails e a página de agendamento mostram.',
  'help.guide.businessDetails.tags': 'negócio, empresa, endereço, fuso horário, moeda, configuração',
  'help.guide.businessDetails.step1': 'Abra Configurações gerais no grupo Organização do menu de configurações.',
  'help.guide.businessDetails.step2':
    'Em Dados do negócio, informe Nome da empresa, Telefone, E-mail e Site como os clientes devem vê-los.',
  'help.guide.businessDetails.step3':
    'Em Endereço, preencha Endereço, Cidade, CEP ou código postal e País da sua unidade principal.',
  'help.guide.businessDetails.step4':
    'Em Configurações regionais, escolha Fuso horário e Moeda, e o Formato de data e o Formato de hora da equipe.',
  'help.guide.businessDetails.step5':
    'Clique em Salvar no fim da página. A página Atividade das configurações registra quem mudou o quê.',

  'help.guide.serviceMenu.title': 'Monte seu cardápio de serviços',
  'help.guide.serviceMenu.description':
    'Adicione categorias e serviços com duração e preço, para que possam ser agendados.',
  'help.guide.serviceMenu.tags': 'serviços, tratamentos, cardápio, preços, duração, categorias',
  'help.guide.serviceMenu.step1': 'Abra Serviços no grupo Organização do menu de configurações.',
  'help.guide.serviceMenu.step2':
    'Em Categorias, clique em Adicionar categoria e dê nome a um grupo, como Cabelo ou Unhas.',
  'help.guide.serviceMenu.step3':
    'Clique em Adicionar serviço. Em Dados básicos informe o Nome do serviço, escolha a Categoria e defina a Duração.',
  'help.guide.serviceMenu.step4':
    'Em Preços escolha Preço único ou Várias variantes (cabelo curto ou longo, por exemplo), e Preço fixo, Preço a partir de ou Grátis.',
  'help.guide.serviceMenu.step5': 'Deixe o Status do serviço em Ativo para que os clientes possam agendá-lo e salve.',
  'help.guide.serviceMenu.step6':
    'Repita para cada serviço. Para deixar de oferecer um sem perder seu histórico, marque-o como Inativo em vez de excluí-lo.',

  'help.guide.locations.title': 'Adicione uma unidade e seu horário',
  'help.guide.locations.description': 'Cada unidade com seu próprio endereço, horário e os serviços que oferece.',
  'help.guide.locations.tags': 'unidades, filiais, horário de funcionamento, endereço, várias unidades',
  'help.guide.locations.step1': 'Abra Unidades no grupo Organização do menu de configurações.',
  'help.guide.locations.step2': 'Clique em Adicionar local e, em Detalhes, informe nome e endereço.',
  'help.guide.locations.step3':
    'Em Horário, defina quando abre e fecha em cada dia; use Adicionar faixa para o intervalo de almoço, ou marque um dia como Fechado.',
  'help.guide.locations.step4': 'Em Serviços, marque os serviços que os clientes podem agendar nesta unidade.',
  'help.guide.locations.step5':
    'Se quiser, adicione até 10 fotos em Fotos e salve. A unidade passa a aparecer na sua página de agendamento.',

  'help.guide.team.title': 'Adicione sua equipe',
  'help.guide.team.description': 'Dê a cada colega seu próprio acesso, com uma função adequada ao trabalho.',
  'help.guide.team.tags': 'equipe, funcionários, colaboradores, usuários, adicionar membro, acesso',
  'help.guide.team.step1': 'Abra a página Equipe (em Funções e permissões ou na entrada Equipe do menu).',
  'help.guide.team.step2': 'Clique em Adicionar membro da equipe e informe Nome, Sobrenome e E-mail.',
  'help.guide.team.step3':
    'Escolha a Função. Funções acima da sua, ou com permissões que você não tem, não podem ser escolhidas.',
  'help.guide.team.step4':
    'Defina uma Senha inicial e compartilhe-a em particular; a pessoa pode alterá-la em Segurança após o primeiro acesso.',
  'help.guide.team.step5':
    'Clique em Adicionar membro da equipe. Para profissionais, defina na linha deles os serviços que realizam, onde trabalham e seus horários.',

  'help.guide.customRole.title': 'Crie uma função com suas próprias permissões',
  'help.guide.customRole.description':
    'Quando as funções prontas não servem, crie uma que permita exatamente o que um cargo precisa.',
  'help.guide.customRole.tags': 'funções, permissões, acesso, função personalizada, recepção, gerente',
  'help.guide.customRole.step1': 'Abra Funções e permissões no menu de configurações.',
  'help.guide.customRole.step2': 'Clique em Criar função e informe um Nome da função, como Líder da recepção.',
  'help.guide.customRole.step3':
    'Em Permissões, marque o que a função pode fazer. Você só pode conceder permissões que você mesmo tem.',
  'help.guide.customRole.step4':
    'Use Atribuir esta função a um membro da equipe para atribuí-la, ou mude a função de uma pessoa na página Equipe.',
  'help.guide.customRole.step5':
    'Peça a essa pessoa que entre novamente: as configurações que a função dela não pode abrir deixam de aparecer no menu.',

  'help.guide.onlineBooking.title': 'Receba agendamentos online',
  'help.guide.onlineBooking.description':
    'Ative sua página pública de agendamento, defina suas regras e compartilhe o link ou coloque-a no seu site.',
  'help.guide.onlineBooking.tags': 'agendamento online, página de agendamento, widget, link, sinal, regras',
  'help.guide.onlineBooking.step1': 'Em Configurações gerais, em Recursos, ative Permitir agendamento online e salve.',
  'help.guide.onlineBooking.step2': 'Abra Agendamento online no grupo Organização do menu de configurações.',
  'help.guide.onlineBooking.step3':
    'Em Regras e políticas de agendamento, defina a Antecedência mínima e máxima, o Aviso de cancelamento e se novos agendamentos exigem aprovação.',
  'help.guide.onlineBooking.step4':
    'Em Sinal e exigências de pagamento, escolha se um sinal é cobrado. É preciso um gateway de pagamento conectado.',
  'help.guide.onlineBooking.step5':
    'Em Aparência da página de agendamento, escolha o Tema, a Cor principal e o Botão de agendamento, confira a pré-visualização e salve.',
  'help.guide.onlineBooking.step6':
    'Em Adicione o agendamento ao seu site, copie o Link direto ou o código para o site, ou clique em Baixar código QR.',

  'help.guide.paymentGateway.title': 'Conecte um gateway de pagamento',
  'help.guide.paymentGateway.description':
    'Receba sinais de agendamentos online e pagamentos com cartão via Stripe, Square, PayPal, Adyen ou Tyro.',
  'help.guide.paymentGateway.tags': 'pagamentos, gateway, Stripe, Square, PayPal, Adyen, Tyro, cartões, sinais',
  'help.guide.paymentGateway.step1': 'Abra Financeiro e pagamentos no grupo Organização do menu de configurações.',
  'help.guide.paymentGateway.step2': 'Em Gateways de pagamento, clique em Conectar um gateway e escolha seu provedor.',
  'help.guide.paymentGateway.step3':
    'Informe as credenciais de API da sua conta no provedor: chaves de teste conectam em modo de teste, chaves de produção em modo real.',
  'help.guide.paymentGateway.step4':
    'Salve e use Testar conexão no cartão do gateway para verificar se as credenciais funcionam.',
  'help.guide.paymentGateway.step5':
    'Com mais de um gateway, use Definir como padrão naquele que agendamentos e caixa devem usar.',

  'help.guide.taxRates.title': 'Configure as alíquotas',
  'help.guide.taxRates.description':
    'Adicione o imposto que você cobra, escolha o padrão e dê aos serviços sua própria alíquota.',
  'help.guide.taxRates.tags': 'impostos, IVA, GST, ISS, faturas, alíquotas',
  'help.guide.taxRates.step1': 'Abra Configuração de impostos no grupo Organização do menu de configurações.',
  'help.guide.taxRates.step2':
    'Clique em Adicionar alíquota, informe o Nome mostrado nas faturas (IVA, GST) e a Alíquota (%), e salve.',
  'help.guide.taxRates.step3': 'A primeira alíquota é a padrão; use Tornar padrão para escolher outra.',
  'help.guide.taxRates.step4':
    'Em Preços e faturas, indique se os preços que você informa já incluem o imposto ou se ele é somado.',
  'help.guide.taxRates.step5':
    'Em Alíquotas por serviço, clique em Adicionar para dar a um serviço uma alíquota diferente da padrão.',

  'help.guide.messageTemplates.title': 'Edite os modelos de e-mail e SMS',
  'help.guide.messageTemplates.description':
    'Altere confirmações, lembretes e outras mensagens que o aplicativo envia, e veja-as antes.',
  'help.guide.messageTemplates.tags': 'modelos, e-mail, SMS, lembretes, confirmações, mensagens, variáveis',
  'help.guide.messageTemplates.step1':
    'Abra Modelos do sistema no grupo Organização do menu de configurações (requer a permissão de gerenciar modelos).',
  'help.guide.messageTemplates.step2':
    'Escolha a aba Todos, SMS ou E-mail, ou pesquise por nome ou categoria, para encontrar a mensagem.',
  'help.guide.messageTemplates.step3':
    'Clique em Pré-visualizar para vê-la com valores de exemplo e depois em Editar para alterá-la. E-mails abrem no editor de blocos.',
  'help.guide.messageTemplates.step4':
    'Insira as variáveis, como o nome do cliente, pela lista em vez de digitá-las: elas são preenchidas no envio da mensagem.',
  'help.guide.messageTemplates.step5': 'Salve. Restaurar padrão, no menu da linha, traz de volta o texto original.',

  'help.guide.twoFactor.title': 'Ative a verificação em duas etapas',
  'help.guide.twoFactor.description': 'Proteja sua conta com um código do celular além da senha.',
  'help.guide.twoFactor.tags': 'duas etapas, 2FA, autenticador, segurança, acesso, códigos de recuperação',
  'help.guide.twoFactor.step1': 'Abra Segurança no grupo Pessoal do menu de configurações.',
  'help.guide.twoFactor.step2':
    'Ative Verificação em duas etapas e escaneie o código QR com um aplicativo autenticador no celular.',
  'help.guide.twoFactor.step3': 'Digite o código de 6 dígitos mostrado pelo aplicativo para confirmar.',
  'help.guide.twoFactor.step4':
    'Copie os códigos de recuperação e guarde-os em local seguro: cada um permite entrar uma vez se você perder o celular.',

  'help.faq.passwords.question': 'Como altero minha senha?',
  'help.faq.passwords.answer':
    'Abra Segurança no grupo Pessoal e clique em Alterar senha. Informe a senha atual e a nova duas vezes. Os outros dispositivos conectados à sua conta são desconectados, a menos que você escolha mantê-los conectados. Se esqueceu a senha, peça a um proprietário ou administrador que defina uma nova para você na página Equipe.',
  'help.faq.locations.question': 'Posso gerenciar várias unidades?',
  'help.faq.locations.answer':
    'Sim. Abra Unidades e clique em Adicionar local para cada unidade. Cada uma tem endereço, horário, serviços e fotos próprios, e os clientes escolhem a unidade ao agendar online. Os profissionais são vinculados às unidades em que trabalham na página Equipe.',
  'help.faq.taxRates.question': 'Como configuro as alíquotas?',
  'help.faq.taxRates.answer':
    'Abra Configuração de impostos e clique em Adicionar alíquota, com o nome mostrado nas faturas (como IVA ou GST) e o percentual. A primeira alíquota se torna a padrão para todos os serviços; Tornar padrão a altera. Em Preços e faturas escolha se os preços incluem o imposto e, em Alíquotas por serviço, dê a certos serviços uma alíquota diferente.',
  'help.faq.paymentProcessors.question': 'Quais processadores de pagamento posso usar?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen e Tyro. Conecte-os em Financeiro e pagamentos com as credenciais de API da sua conta no provedor, verifique-os com Testar conexão e escolha o padrão. Sinais de agendamentos online exigem um gateway conectado.',
  'help.faq.teamMembers.question': 'Como adiciono membros à equipe?',
  'help.faq.teamMembers.answer':
    'Abra a página Equipe e clique em Adicionar membro da equipe. Informe nome e e-mail, escolha uma função e defina uma senha inicial para compartilhar em particular. Depois você pode mudar a função ou desativar o membro na linha dele.',
  'help.faq.emailTemplates.question': 'Posso alterar os e-mails que o aplicativo envia?',
  'help.faq.emailTemplates.answer':
    'Sim. Modelos do sistema lista todos os e-mails e SMS. Pré-visualizar mostra uma mensagem com valores de exemplo, Editar abre o editor de blocos de e-mail ou o editor de SMS, e Restaurar padrão traz de volta o original. Seu logotipo e as cores de Marca e comunicação são aplicados aos e-mails.',
  'help.faq.twoFactor.question': 'Como funciona a verificação em duas etapas?',
  'help.faq.twoFactor.answer':
    'Depois da senha, o acesso pede um código de 6 dígitos de um aplicativo autenticador no celular. Ative-a em Segurança escaneando o código QR e guarde os códigos de recuperação: cada um funciona uma vez se você perder o celular.',
  'help.faq.rolesPermissions.question': 'Qual a diferença entre funções e permissões?',
  'help.faq.rolesPermissions.answer':
    'Uma permissão autoriza uma única coisa, como gerenciar serviços ou ver relatórios. Uma função é um conjunto nomeado de permissões dado às pessoas: Proprietário, Administrador, Gerente, Profissional, Recepcionista ou uma que você cria em Funções e permissões. Cada membro da equipe tem uma função, e o que ele pode abrir decorre das permissões dela.',
  'help.faq.open': 'Ir para {section}',

  'help.shortcuts.caption': 'Atalhos de teclado do aplicativo de configurações',
  'help.shortcuts.keys': 'Teclas',
  'help.shortcuts.action': 'Ação',
  'help.shortcuts.hint': 'Exceto a paleta de comandos, os atalhos não fazem nada enquanto você digita em um campo.',
  'help.shortcut.palette': 'Abrir a paleta de comandos para pesquisar qualquer configuração',
  'help.shortcut.mobileMenu': 'Mostrar ou ocultar o menu de configurações em uma janela estreita',
  'help.shortcut.openSection': 'Abrir {section}',

  'help.more.title': 'Precisa de mais ajuda?',
  'help.more.body': 'Envie sua pergunta com os dados deste aplicativo, ou leia os guias.',
  'help.more.chat': 'Conversar com o suporte',
  'help.more.helpCenter': 'Visitar a central de ajuda',

  'help.support.title': 'Contatar o suporte',
  'help.support.intro': 'Inclua estes dados ao pedir ajuda: eles mostram a quem ajuda qual versão você usa e onde.',
  'help.support.version': 'Versão do aplicativo',
  'help.support.versionLoading': 'Carregando…',
  'help.support.versionUnknown': 'Desconhecida (o servidor não respondeu)',
  'help.support.browser': 'Navegador e sistema',
  'help.support.organization': 'Organização',
  'help.support.time': 'Hora',
  'help.support.whom': 'Envie-os à pessoa que cuida deste aplicativo no seu negócio, ou à empresa que o forneceu.',
  'help.support.copy': 'Copiar dados',
  'help.support.copied': 'Dados copiados',
  'help.support.copyFailed': 'Não foi possível copiar para a área de transferência',
  'help.support.close': 'Fechar',
} satisfies Translation<typeof english>;
