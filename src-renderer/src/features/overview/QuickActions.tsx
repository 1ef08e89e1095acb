import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { canSeeAdminQuickActions, OVERVIEW_QUICK_ACTIONS } from '../../../../server/contract/permissions';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { useSession } from '../../app/session/SessionContext';

type QuickActionId = (typeof OVERVIEW_QUICK_ACTIONS)[number]['id'];

const ICONS: Record<QuickActionId, IconName> = {
  'update-profile': 'person',
  'security-checkup': 'shield',
  'notification-preferences': 'notifications',
  'business-hours': 'time',
  'tax-configuration': 'percentage',
};

/** Part 1 §2's quick actions; business hours and tax need the Admin role. */
export function QuickActions() {
  const intl = useIntl();
  const { user } = useSession();
  const { hrefOf } = useSettingsNavigation();
  const admin = canSeeAdminQuickActions(user);
  const actions = OVERVIEW_QUICK_ACTIONS.filter((action) => admin || !action.adminOnly);

  return (
    <section className="overview-section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="overview-section-title">
        {intl.formatMessage({ id: 'overview.quickActions' })}
      </h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.id}>
            <Link
              to={{ pathname: hrefOf(action.path), search: 'search' in action ? action.search : '' }}
              className={`${Classes.CARD} ${Classes.INTERACTIVE} quick-action`}
            >
              <Icon icon={ICONS[action.id]} size={20} aria-hidden className="quick-action-icon" />
              <span className="quick-action-text">
                <span className="quick-action-title">{intl.formatMessage({ id: `overview.action.${action.id}` })}</span>
                <span className="quick-action-description">
                  {intl.formatMessage({ id: `overview.action.${action.id}.description` })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
