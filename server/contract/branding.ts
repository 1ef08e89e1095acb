import { Type, type Static } from 'typebox';
import { deepFreeze, Strict, TextField } from './common';
import { CONTACT_FIELDS, WEBSITE_OR_EMPTY } from './organization';

/**
 * Branding & Communications, Theme Customization and Integrations (spec part 2 §3 "Branding
 * record", "Themes", §4, §5, §7, §9). One organization document; the logo file itself is stored by
 * the image pipeline and served publicly (the booking page and emails show it).
 */

/** Enforced on every logo upload, and what the card's hint says (issue 13: one limit). */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const DEFAULT_PRIMARY_COLOR = '#667eea';
export const DEFAULT_SECONDARY_COLOR = '#764ba2';

export const THEME_GROUPS = ['luxury', 'wellness', 'vibrant', 'minimal'] as const;
export type ThemeGroup = (typeof THEME_GROUPS)[number];

export interface ThemePalette {
  id: string;
  group: ThemeGroup;
  name: string;
  /** Buttons, links, the selected menu entry. */
  primary: string;
  /** Highlights and soft backgrounds. */
  secondary: string;
  /** Headings and strong accents; readable on white. */
  accent: string;
}

const palette = (id: string, group: ThemeGroup, name: string, primary: string, secondary: string, accent: string) =>
  ({ id, group, name, primary, secondary, accent }) satisfies ThemePalette;

/** The nine palettes of §3, in their groups, the default first. */
export const THEME_PALETTES = deepFreeze([
  palette('premium-rose-gold', 'luxury', 'Premium Rose Gold', '#b76e79', '#f4dcd6', '#7a3e48'),
  palette('champagne-luxe', 'luxury', 'Champagne Luxe', '#b8975a', '#f3e7cf', '#6f5a2e'),
  palette('deep-burgundy', 'luxury', 'Deep Burgundy', '#8c1c3a', '#f2d7de', '#5a0f24'),
  palette('spa', 'wellness', 'Spa', '#3f8f86', '#d7eeea', '#245a54'),
  palette('lavender', 'wellness', 'Lavender', '#7d6bb5', '#e6e0f5', '#4d3f80'),
  palette('warm-earth', 'wellness', 'Warm Earth', '#a0673e', '#efe0cf', '#65401f'),
  palette('ocean', 'vibrant', 'Ocean', '#0b6fb0', '#d2ebf8', '#064673'),
  palette('coral-sunset', 'vibrant', 'Coral Sunset', '#e0564a', '#fde0d9', '#9c2f25'),
  palette('pure-minimalist', 'minimal', 'Pure Minimalist', '#2f343b', '#e8e9eb', '#111418'),
] as const);
export type ThemeId = (typeof THEME_PALETTES)[number]['id'];
export const THEME_IDS = THEME_PALETTES.map((p) => p.id) as ThemeId[];
export const DEFAULT_THEME: ThemeId = 'premium-rose-gold';

export const DESIGN_LANGUAGES = ['luxury', 'minimal', 'bold', 'clean', 'glass', 'modern'] as const;
export type DesignLanguage = (typeof DESIGN_LANGUAGES)[number];
export const DEFAULT_DESIGN_LANGUAGE: DesignLanguage = 'luxury';

/** Theme mode light / dark / system is stored as isDarkMode true / false / null (system, the default). */
export type ThemeMode = 'light' | 'dark' | 'system';
export const themeModeOf = (isDarkMode: boolean | null): ThemeMode =>
  isDarkMode === null ? 'system' : isDarkMode ? 'dark' : 'light';
export const isDarkModeOf = (mode: ThemeMode): boolean | null => (mode === 'system' ? null : mode === 'dark');

const Url = (label: string) =>
  Type.String({
    title: label,
    maxLength: 500,
    pattern: WEBSITE_OR_EMPTY,
    errorMessage: 'must be a web address such as https://example.com',
  });

const HexColor = (label: string) =>
  Type.String({ title: label, pattern: '^#[0-9a-fA-F]{6}$', errorMessage: 'must be a colour such as #667eea' });

/** The known networks; other networks a client sends are kept as they are (§3). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'website', 'googleReviewUrl'] as const;

export const SocialMedia = Type.Object(
  {
    facebook: Type.Optional(Url('Facebook')),
    instagram: Type.Optional(Url('Instagram')),
    twitter: Type.Optional(Url('Twitter')),
    website: Type.Optional(Url('Website')),
    googleReviewUrl: Type.Optional(Url('Google review link')),
  },
  { title: 'Social links', additionalProperties: Url('Social link'), maxProperties: 20 },
);
export type SocialMedia = Static<typeof SocialMedia>;

const LogoUrl = Type.Union([Type.String({ maxLength: 500 }), Type.Null()], { title: 'Logo' });

export const BrandingConfig = Strict({
  brandName: TextField({ label: 'Brand name', maxLength: 100 }),
  /** The logo shown in the app; null: the default logo. Never a URL with a query string (§5). */
  logoUrl: LogoUrl,
  /** The same logo at its public address (booking page, emails). */
  publicLogoUrl: LogoUrl,
  showOrganizationName: Type.Boolean({ title: 'Show brand name with logo' }),
  ...CONTACT_FIELDS,
  primaryColor: HexColor('Primary colour'),
  secondaryColor: HexColor('Secondary colour'),
  emailFooter: TextField({ label: 'Email footer', maxLength: 500, multiline: true }),
  socialMedia: SocialMedia,
  theme: Type.Enum(THEME_IDS, { title: 'Theme', errorMessage: 'must be one of the listed themes' }),
  designLanguage: Type.Enum([...DESIGN_LANGUAGES], { title: 'Design language' }),
  /** null: follow the system (the default). */
  isDarkMode: Type.Union([Type.Boolean(), Type.Null()], { title: 'Dark mode' }),
});
export type BrandingConfig = Static<typeof BrandingConfig>;

/**
 * The three payload shapes of §7 ({brandName, logoUrl, showOrganizationName, socialMedia},
 * {socialMedia}, {theme, designLanguage, isDarkMode}) are all partial configs. `socialMedia`, when
 * sent, replaces the stored links as a whole: a link left empty (and so not sent) is removed.
 * Which fields a caller may send depends on their permissions (the service decides).
 */
export const BrandingConfigPatch = Type.Partial(BrandingConfig, { additionalProperties: false, minProperties: 1 });
export type BrandingConfigPatch = Static<typeof BrandingConfigPatch>;

export const DEFAULT_BRANDING: BrandingConfig = deepFreeze({
  brandName: '',
  logoUrl: null,
  publicLogoUrl: null,
  showOrganizationName: true,
  phone: '',
  email: '',
  website: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  emailFooter: '',
  socialMedia: {},
  theme: DEFAULT_THEME,
  designLanguage: DEFAULT_DESIGN_LANGUAGE,
  isDarkMode: null,
});

export const LogoAnswer = Strict({ logoUrl: Type.Union([Type.String(), Type.Null()]) });
export type LogoAnswer = Static<typeof LogoAnswer>;
export const UploadedLogo = Strict({ url: Type.String() });
export type UploadedLogo = Static<typeof UploadedLogo>;

/** A stored logo file: `<sha256 prefix>.<png|jpg>`, content-addressed so it can be cached for good. */
export const PublicLogoParams = Strict({
  organizationId: Type.String({ title: 'Organization', pattern: '^[0-9a-f-]{36}$' }),
  file: Type.String({ title: 'File', pattern: '^[0-9a-f]{16,64}\\.(png|jpg)$' }),
});
export type PublicLogoParams = Static<typeof PublicLogoParams>;
