import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBrandingConfig } from '../../api/branding';
import { useSession } from '../session/SessionContext';
import { useAppLogo } from './logo-store';
import './header-brand.css';

/**
 * Where the app's name sits in the header: the organization's logo (the default logo when it has
 * none, or while it cannot be read), the app's name, and the brand name unless the brand chose to
 * show its logo alone (spec part 2 §3 showOrganizationName).
 */
export function HeaderBrand() {
  const intl = useIntl();
  const { organization } = useSession();
  const logo = useAppLogo(organization.id);
  const branding = useBrandingConfig().data;
  // An address that does not load (a file removed meanwhile) falls back to the default logo.
  const [broken, setBroken] = useState<string | null>(null);
  const custom = logo !== null && logo !== broken ? logo : null;
  const name = branding?.brandName.trim() || organization.name;
  const showName = custom === null || (branding?.showOrganizationName ?? true);

  return (
    <div className="shell-brand">
      {custom === null ? (
        <Icon icon="cog" aria-hidden />
      ) : (
        <img
          className="shell-brand-logo"
          src={custom}
          alt={intl.formatMessage({ id: 'branding.header.logoAlt' }, { name })}
          onError={() => setBroken(custom)}
        />
      )}
      <span className="shell-brand-title">{intl.formatMessage({ id: 'app.settings' })}</span>
      {showName && <span className="shell-brand-organization">{name}</span>}
    </div>
  );
}
