import { SIGNED_IN } from '../permissions';
import { BrandingConfig, BrandingConfigPatch, LogoAnswer, PublicLogoParams, UploadedLogo } from '../branding';
import { defineRoute } from './define';

/**
 * Branding, logo, theme and the Google review link (spec part 2 §7 "Branding and logo",
 * "Integrations"). Everyone signed in reads the branding: the app wears its theme and logo. The
 * save is open to every session at the route and decided by the service per field: theme fields
 * and the brand need manage_organization_settings, the social links that or
 * manage_integration_settings (the Integrations page saves them).
 */
const manage = 'manage_organization_settings';
const branding = (action: 'update' | 'delete') => ({ section: 'branding', action }) as const;

export const brandingRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/tenant-branding/config',
    permission: SIGNED_IN,
    response: BrandingConfig,
    versioned: true,
  }),
  saveConfig: defineRoute({
    method: 'PUT',
    path: '/api/tenant-branding/config',
    permission: SIGNED_IN,
    body: BrandingConfigPatch,
    response: BrandingConfig,
    activity: branding('update'),
    versioned: true,
  }),
  /** Stores a logo through the image pipeline and answers its URL; the config's save makes it the logo. */
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/api/tenant-branding/upload/logo',
    permission: manage,
    multipart: true,
    response: UploadedLogo,
    status: 201,
  }),
  logo: defineRoute({ method: 'GET', path: '/api/settings/logo', permission: SIGNED_IN, response: LogoAnswer }),
  /** Stores and sets the logo at once. */
  setLogo: defineRoute({
    method: 'POST',
    path: '/api/settings/logo',
    permission: manage,
    multipart: true,
    response: LogoAnswer,
    activity: branding('update'),
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/api/settings/logo',
    permission: manage,
    response: LogoAnswer,
    activity: branding('delete'),
  }),
  /** The logo file (not JSON), public: the booking page and emails show it. */
  publicLogo: defineRoute({
    method: 'GET',
    path: '/api/public/logos/:organizationId/:file',
    public: true,
    params: PublicLogoParams,
  }),
};
