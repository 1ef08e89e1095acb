import { Card, Classes } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { NotAvailable } from '../../components/NotAvailable';

/**
 * Roles & Permissions is not built yet, but the people behind the roles are: this page says so and
 * leads to the Team page (both need manage_roles, so whoever sees this may use that).
 */
export function RolesPage() {
  const intl = useIntl();
  const { teamHref } = useSettingsNavigation();
  return (
    <NotAvailable titleId="section.roles">
      <Card className="roles-team-card" role="region" aria-labelledby="roles-team-title">
        <h2 id="roles-team-title" className="overview-section-title">
          {intl.formatMessage({ id: 'roles.teamCard.title' })}
        </h2>
        <p>{intl.formatMessage({ id: 'roles.teamCard.body' })}</p>
        <Link to={teamHref} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          {intl.formatMessage({ id: 'roles.teamCard.action' })}
        </Link>
      </Card>
    </NotAvailable>
  );
}
