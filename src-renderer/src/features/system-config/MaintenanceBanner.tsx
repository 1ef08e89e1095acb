import { Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRole } from '../../../../server/contract/permissions';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { useSession } from '../../app/session/SessionContext';
import { useSystemStatus } from './document';
import './maintenance-banner.css';

/**
 * The bar at the top of the settings shell while maintenance mode is on (and System Configuration's
 * system notifications are): only administrators can use the app then, so only they ask and see it.
 * The status is asked again every minute, so a change made elsewhere shows up by itself.
 */
export function MaintenanceBanner() {
  const intl = useIntl();
  const { user } = useSession();
  const navigation = useSettingsNavigation();
  const admin = hasRole(user, 'admin');
  const status = useSystemStatus(admin);
  if (!admin || status.data?.showBanner !== true) return null;
  return (
    <Callout intent={Intent.WARNING} icon="wrench" role="status" className="maintenance-banner" compact>
      <span>{intl.formatMessage({ id: 'systemConfig.banner.text' })}</span>{' '}
      <Link to={navigation.hrefOf('system')}>{intl.formatMessage({ id: 'systemConfig.banner.link' })}</Link>
    </Callout>
  );
}
