import { Button, Card, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { OrganizationData } from '../../../../server/contract/organization';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { statusIntent } from '../billing/status';

/** Part 1 §2: the subscription status, with Manage Subscription going to the subscription page. */
export function SubscriptionStatusCard({ subscription }: { subscription: OrganizationData['subscription'] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { hrefOf } = useSettingsNavigation();
  return (
    <Card className="settings-card" role="region" aria-labelledby="general-subscription-title">
      <div className="settings-card-head">
        <h2 id="general-subscription-title" className="settings-card-title">
          {intl.formatMessage({ id: 'general.subscription.title' })}
        </h2>
        <Button
          icon="credit-card"
          text={intl.formatMessage({ id: 'general.subscription.manage' })}
          onClick={() => void navigate(hrefOf('organization/subscription'))}
        />
      </div>
      <dl className="settings-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'general.subscription.plan' })}</dt>
          <dd>{subscription.plan}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'general.subscription.status' })}</dt>
          <dd>
            <Tag intent={statusIntent(subscription.status)} minimal>
              {intl.formatMessage({ id: `organization.status.${subscription.status}` })}
            </Tag>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'general.subscription.billingCycle' })}</dt>
          <dd>{intl.formatMessage({ id: `organization.billingCycle.${subscription.billingCycle}` })}</dd>
        </div>
      </dl>
    </Card>
  );
}
