import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle': 'Elige los colores, el lenguaje de diseño y el modo claro u oscuro que ve todo tu equipo.',
  'theme.readOnly.title': 'Lo eligen tus administradores',
  'theme.readOnly.body':
    'El tema de tu organización lo elige un propietario o administrador. Puedes verlo aquí; pide a uno de ellos que lo cambie.',

  'theme.preview.title': 'Vista previa en directo',
  'theme.preview.description':
    'Lo que elijas se muestra aquí y en toda la aplicación al instante. Guarda para conservarlo para todos.',
  'theme.preview.label': 'Vista previa de {palette} con el lenguaje de diseño {designLanguage} en modo {mode}',
  'theme.preview.brand': 'Tu salón',
  'theme.preview.menuToday': 'Hoy',
  'theme.preview.menuClients': 'Clientes',
  'theme.preview.menuServices': 'Servicios',
  'theme.preview.cardTitle': 'Reservas de hoy',
  'theme.preview.cardText': '6 citas, 2 reservadas en línea',
  'theme.preview.switch': 'Reservas en línea',
  'theme.preview.tag': 'Nuevo',
  'theme.preview.primaryButton': 'Reservar',
  'theme.preview.secondaryButton': 'Detalles',
  'theme.preview.link': 'Ver calendario',

  'theme.designLanguage.title': 'Lenguaje de diseño',
  'theme.designLanguage.description': 'La forma y el estilo de la aplicación: esquinas, sombras, bordes y tipografía.',
  'theme.designLanguage.luxury': 'Lujo',
  'theme.designLanguage.luxury.description':
    'Refinado y cálido: sombras suaves, esquinas delicadas y elegantes títulos con serifa.',
  'theme.designLanguage.minimal': 'Minimalista',
  'theme.designLanguage.minimal.description': 'Sobrio y plano: líneas finas en lugar de sombras, esquinas nítidas.',
  'theme.designLanguage.bold': 'Audaz',
  'theme.designLanguage.bold.description': 'Fuerte y seguro: contornos gruesos, sombras profundas y letra intensa.',
  'theme.designLanguage.clean': 'Limpio',
  'theme.designLanguage.clean.description': 'Nítido y aireado: un fondo neutro y las sombras más ligeras.',
  'theme.designLanguage.glass': 'Cristal',
  'theme.designLanguage.glass.description':
    'Cristal esmerilado: superficies translúcidas y difuminadas sobre un suave baño de color.',
  'theme.designLanguage.modern': 'Moderno',
  'theme.designLanguage.modern.description':
    'Contemporáneo: superficies más redondeadas, botones en forma de píldora y sombras en capas.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Modo del tema',
  'theme.mode.description': 'Sistema sigue el ajuste claro u oscuro de cada ordenador.',
  'theme.mode.light': 'Claro',
  'theme.mode.dark': 'Oscuro',
  'theme.mode.system': 'Sistema',
  'theme.mode.ownPreference':
    'En tu pantalla manda tu propia preferencia de apariencia ({mode, select, light {Claro} dark {Oscuro} other {Sistema}}). Ponla en Sistema en Preferencias para seguir a la organización.',
  'theme.mode.openPreferences': 'Abrir Preferencias',

  'theme.palettes.title': 'Paletas de colores',
  'theme.palettes.description':
    'Nueve paletas en cuatro colecciones, cada una con un color principal, secundario y de acento.',
  'theme.group.luxury': 'Lujo',
  'theme.group.wellness': 'Bienestar',
  'theme.group.vibrant': 'Vibrante',
  'theme.group.minimal': 'Minimalista',
  'theme.palette.premium-rose-gold': 'Oro rosa premium',
  'theme.palette.champagne-luxe': 'Champán de lujo',
  'theme.palette.deep-burgundy': 'Borgoña intenso',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavanda',
  'theme.palette.warm-earth': 'Tierra cálida',
  'theme.palette.ocean': 'Océano',
  'theme.palette.coral-sunset': 'Atardecer coral',
  'theme.palette.pure-minimalist': 'Minimalismo puro',
  'theme.palette.selected': 'Seleccionada',

  'theme.reset': 'Restablecer',
  'theme.reset.title': '¿Restablecer el tema a los valores predeterminados?',
  'theme.reset.body':
    'Se vuelven a elegir Oro rosa premium, el lenguaje de diseño Lujo y el modo Sistema. Nada cambia para tu equipo hasta que guardes.',
  'theme.reset.confirm': 'Restablecer',
  'theme.reset.cancel': 'Cancelar',

  'theme.toast.saved': 'Tema guardado',
  'theme.toast.failed': 'No se pudo guardar el tema',
  'theme.toast.failedBody': 'No se pudieron guardar tus preferencias de tema. Inténtalo de nuevo.',

  'theme.search.paletteTerms': 'colores, paleta, colores de marca, tema',
  'theme.search.designTerms': 'estilo, aspecto, esquinas, sombras, cristal, moderno',
  'theme.search.modeTerms': 'modo claro, modo nocturno, modo del sistema, apariencia',
} satisfies Translation<typeof english>;
