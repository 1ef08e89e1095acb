import { Card, HTMLTable } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { OVERAGE_PERIODS, type Overages } from '../../../../server/contract/billing';
import { money, type Money } from './format';
import { usePeriodText } from './usePeriodText';

/** Part 1 §9: the last 3 billing periods, newest first, with what went over and what it cost. */
export function OveragesCard({ overages, currency }: { overages: Overages; currency: Money }) {
  const intl = useIntl();
  const periodText = usePeriodText();
  const inCurrency = { ...currency, currency: overages.currency };
  return (
    <Card className="settings-card" role="region" aria-labelledby="subscription-overages-title">
      <h2 id="subscription-overages-title" className="settings-card-title">
        {intl.formatMessage({ id: 'subscription.overages.title' })}
      </h2>
      <p className="settings-card-description">
        {overages.totalOverages === 0
          ? intl.formatMessage({ id: 'subscription.overages.empty' }, { count: OVERAGE_PERIODS })
          : intl.formatMessage(
              { id: 'subscription.overages.summary' },
              { count: overages.totalOverages, cost: money.minor(overages.totalCostMinor, inCurrency) },
            )}
      </p>
      <HTMLTable className="settings-table" compact>
        <caption className="visually-hidden">
          {intl.formatMessage({ id: 'subscription.overages.description' }, { count: OVERAGE_PERIODS })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'subscription.overages.period' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'subscription.overages.items' })}</th>
            <th scope="col" className="settings-number">
              {intl.formatMessage({ id: 'subscription.overages.cost' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {overages.byPeriod.map((period) => (
            <tr key={period.start}>
              <th scope="row">{periodText(period)}</th>
              <td>
                {period.items.length === 0
                  ? intl.formatMessage({ id: 'subscription.overages.none' })
                  : period.items
                      .map((item) =>
                        intl.formatMessage(
                          { id: 'subscription.overages.item' },
                          {
                            resource: intl.formatMessage({ id: `subscription.resource.${item.resource}` }),
                            units: intl.formatNumber(item.unitsOver),
                          },
                        ),
                      )
                      .join(', ')}
              </td>
              <td className="settings-number">{money.minor(period.totalCostMinor, inCurrency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
