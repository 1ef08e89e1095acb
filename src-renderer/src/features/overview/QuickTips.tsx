import { Card, Icon } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { currentModifierLabel } from '../../app/shortcuts/modifier-label';

/** Tips that are true of this product: its shortcuts and its activity log. */
export function QuickTips() {
  const intl = useIntl();
  const modifier = currentModifierLabel();
  const keys = (suffix: string) => <kbd>{`${modifier}${suffix}`}</kbd>;
  return (
    <Card className="overview-card" role="region" aria-labelledby="quick-tips-title">
      <h2 id="quick-tips-title" className="overview-section-title">
        {intl.formatMessage({ id: 'overview.quickTips' })}
      </h2>
      <ul className="quick-tips">
        <li>
          <Icon icon="lightbulb" aria-hidden />
          <span>{intl.formatMessage({ id: 'overview.tip.palette' }, { keys: keys('K') })}</span>
        </li>
        <li>
          <Icon icon="lightbulb" aria-hidden />
          <span>{intl.formatMessage({ id: 'overview.tip.numbers' }, { keys: keys('1…9') })}</span>
        </li>
        <li>
          <Icon icon="lightbulb" aria-hidden />
          <span>{intl.formatMessage({ id: 'overview.tip.activity' })}</span>
        </li>
      </ul>
    </Card>
  );
}
