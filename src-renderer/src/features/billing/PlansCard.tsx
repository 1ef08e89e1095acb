import { Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { LIMIT_NAMES, USAGE_RESOURCES, type PlanTier, type Tier } from '../../../../server/contract/billing';
import { money, type Money } from './format';
import { useLimitText } from './useLimitText';

/** The tiers from GET /api/public/tiers side by side, the current one marked. */
export function PlansCard({
  tiers,
  current,
  currency,
}: {
  tiers: readonly Tier[];
  current: PlanTier;
  currency: Money;
}) {
  const intl = useIntl();
  const limitText = useLimitText();
  const cell = (tier: Tier) => (tier.name === current ? 'is-current' : undefined);
  return (
    <Card className="settings-card" role="region" aria-labelledby="subscription-plans-title">
      <h2 id="subscription-plans-title" className="settings-card-title">
        {intl.formatMessage({ id: 'subscription.plans.title' })}
      </h2>
      <HTMLTable className="settings-table sub-plans" compact>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'subscription.plans.feature' })}</th>
            {tiers.map((tier) => (
              <th key={tier.name} scope="col" className={cell(tier)} aria-current={tier.name === current || undefined}>
                {tier.displayName}{' '}
                {tier.name === current && (
                  <Tag minimal intent={Intent.PRIMARY}>
                    {intl.formatMessage({ id: 'subscription.plans.current' })}
                  </Tag>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'subscription.plans.price' })}</th>
            {tiers.map((tier) => (
              <td key={tier.name} className={cell(tier)}>
                {intl.formatMessage(
                  { id: 'subscription.plans.perMonth' },
                  { price: money.major(tier.monthlyPrice, { ...currency, currency: tier.currency }) },
                )}
              </td>
            ))}
          </tr>
          {USAGE_RESOURCES.map((resource) => (
            <tr key={resource}>
              <th scope="row">{intl.formatMessage({ id: `subscription.resource.${resource}` })}</th>
              {tiers.map((tier) => (
                <td key={tier.name} className={cell(tier)}>
                  {limitText(resource, tier.limits[LIMIT_NAMES[resource]])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
