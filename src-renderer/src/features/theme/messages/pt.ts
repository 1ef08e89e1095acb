import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle': 'Escolha as cores, a linguagem de design e o modo claro ou escuro que toda a sua equipe vê.',
  'theme.readOnly.title': 'Escolhido pelos seus administradores',
  'theme.readOnly.body':
    'O tema da sua organização é escolhido por um proprietário ou administrador. Você pode vê-lo aqui; peça a um deles para alterá-lo.',

  'theme.preview.title': 'Pré-visualização ao vivo',
  'theme.preview.description':
    'O que você escolher aparece aqui e em todo o aplicativo na hora. Salve para mantê-lo para todos.',
  'theme.preview.label': 'Pré-visualização de {palette} com a linguagem de design {designLanguage} no modo {mode}',
  'theme.preview.brand': 'Seu salão',
  'theme.preview.menuToday': 'Hoje',
  'theme.preview.menuClients': 'Clientes',
  'theme.preview.menuServices': 'Serviços',
  'theme.preview.cardTitle': 'Reservas de hoje',
  'theme.preview.cardText': '6 agendamentos, 2 reservados online',
  'theme.preview.switch': 'Reservas online',
  'theme.preview.tag': 'Novo',
  'theme.preview.primaryButton': 'Reservar',
  'theme.preview.secondaryButton': 'Detalhes',
  'theme.preview.link': 'Ver calendário',

  'theme.designLanguage.title': 'Linguagem de design',
  'theme.designLanguage.description': 'A forma e o estilo do aplicativo: cantos, sombras, bordas e tipografia.',
  'theme.designLanguage.luxury': 'Luxo',
  'theme.designLanguage.luxury.description':
    'Refinado e acolhedor: sombras suaves, cantos delicados e títulos elegantes com serifa.',
  'theme.designLanguage.minimal': 'Minimalista',
  'theme.designLanguage.minimal.description': 'Discreto e plano: linhas finas em vez de sombras, cantos nítidos.',
  'theme.designLanguage.bold': 'Marcante',
  'theme.designLanguage.bold.description': 'Forte e confiante: contornos grossos, sombras profundas e letras pesadas.',
  'theme.designLanguage.clean': 'Limpo',
  'theme.designLanguage.clean.description': 'Nítido e arejado: um fundo neutro e as sombras mais leves.',
  'theme.designLanguage.glass': 'Vidro',
  'theme.designLanguage.glass.description':
    'Vidro fosco: superfícies translúcidas e desfocadas sobre um suave véu de cor.',
  'theme.designLanguage.modern': 'Moderno',
  'theme.designLanguage.modern.description':
    'Contemporâneo: superfícies mais arredondadas, botões em forma de pílula e sombras em camadas.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Modo do tema',
  'theme.mode.description': 'Sistema segue a configuração clara ou escura de cada computador.',
  'theme.mode.light': 'Claro',
  'theme.mode.dark': 'Escuro',
  'theme.mode.system': 'Sistema',
  'theme.mode.ownPreference':
    'Na sua tela, a sua própria preferência de aparência ({mode, select, light {Claro} dark {Escuro} other {Sistema}}) vem primeiro. Defina-a como Sistema em Preferências para seguir a organização.',
  'theme.mode.openPreferences': 'Abrir Preferências',

  'theme.palettes.title': 'Paletas de cores',
  'theme.palettes.description':
    'Nove paletas em quatro coleções, cada uma com uma cor principal, uma secundária e uma de destaque.',
  'theme.group.luxury': 'Luxo',
  'theme.group.wellness': 'Bem-estar',
  'theme.group.vibrant': 'Vibrante',
  'theme.group.minimal': 'Minimalista',
  'theme.palette.premium-rose-gold': 'Ouro rosé premium',
  'theme.palette.champagne-luxe': 'Champanhe luxo',
  'theme.palette.deep-burgundy': 'Borgonha profundo',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavanda',
  'theme.palette.warm-earth': 'Terra quente',
  'theme.palette.ocean': 'Oceano',
  'theme.palette.coral-sunset': 'Pôr do sol coral',
  'theme.palette.pure-minimalist': 'Minimalismo puro',
  'theme.palette.selected': 'Selecionada',

  'theme.reset': 'Redefinir',
  'theme.reset.title': 'Redefinir o tema para os padrões?',
  'theme.reset.body':
    'Isso escolhe novamente Ouro rosé premium, a linguagem de design Luxo e o modo Sistema. Nada muda para a sua equipe até você salvar.',
  'theme.reset.confirm': 'Redefinir',
  'theme.reset.cancel': 'Cancelar',

  'theme.toast.saved': 'Tema salvo',
  'theme.toast.failed': 'Falha ao salvar o tema',
  'theme.toast.failedBody': 'Não foi possível salvar suas preferências de tema. Tente novamente.',

  'theme.search.paletteTerms': 'cores, paleta, cores da marca, tema',
  'theme.search.designTerms': 'estilo, visual, cantos, sombras, vidro, moderno',
  'theme.search.modeTerms': 'modo claro, modo noturno, modo do sistema, aparência',
} satisfies Translation<typeof english>;
