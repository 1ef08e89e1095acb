import { Card, ProgressBar, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  LIMIT_NAMES,
  UNLIMITED,
  USAGE_RESOURCES,
  type UsageDetail,
  type UsageResource,
} from '../../../../server/contract/billing';
import { barValue, formatUsage, severityIntent, severityOf } from './format';
import { useLimitText } from './useLimitText';
import { usePeriodText } from './usePeriodText';

/** Counted per billing period; the rest are totals at this moment. */
const MONTHLY: ReadonlySet<UsageResource> = new Set(['appointments', 'emails', 'sms', 'push']);

/** Part 1 §4: ≥75% a warning, ≥90% high usage, over 100% 'Limit exceeded'. */
function statusId(percent: number) {
  if (percent > 100) return 'subscription.usage.exceeded' as const;
  if (percent >= 90) return 'subscription.usage.high' as const;
  return 'subscription.usage.warning' as const;
}

/** One bar per resource: what is used against the plan's limit, drawn from the server's counts. */
export function UsageCard({ usage }: { usage: UsageDetail }) {
  const intl = useIntl();
  const limitText = useLimitText();
  const periodText = usePeriodText();
  return (
    <Card id="billing-usage" className="settings-card" role="region" aria-labelledby="subscription-usage-title">
      <h2 id="subscription-usage-title" className="settings-card-title">
        {intl.formatMessage({ id: 'subscription.usage.title' })}
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage({ id: 'subscription.usage.description' }, { period: periodText(usage.billingPeriod) })}
      </p>
      <ul className="sub-usage">
        {USAGE_RESOURCES.map((resource) => {
          const limit = usage.limits[LIMIT_NAMES[resource]];
          const percent = usage.percentages[resource];
          const unlimited = limit === UNLIMITED;
          const severity = severityOf(percent, limit);
          const name = intl.formatMessage({ id: `subscription.resource.${resource}` });
          const used = formatUsage(resource, usage.usage[resource], intl.locale);
          // Without a limit there is nothing to measure against: the count alone, and 'Unlimited' below.
          const figures = unlimited
            ? used
            : intl.formatMessage({ id: 'subscription.usage.of' }, { used, limit: limitText(resource, limit) });
          const percentText = intl.formatMessage(
            { id: 'subscription.usage.percent' },
            { percent: intl.formatNumber(percent, { maximumFractionDigits: 1 }) },
          );
          return (
            <li key={resource} className="sub-usage-item" data-resource={resource}>
              <div className="sub-usage-head">
                <span className="sub-usage-name" id={`usage-${resource}`}>
                  {name}
                </span>
                <span className="sub-usage-figures">{figures}</span>
              </div>
              {unlimited ? (
                <div className="sub-usage-unlimited" aria-hidden />
              ) : (
                <ProgressBar
                  value={barValue(percent)}
                  intent={severityIntent(severity)}
                  animate={false}
                  stripes={false}
                  aria-labelledby={`usage-${resource}`}
                  aria-valuetext={`${figures}, ${percentText}`}
                />
              )}
              <div className="sub-usage-foot">
                <span>
                  {unlimited ? (
                    intl.formatMessage({ id: 'subscription.usage.unlimited' })
                  ) : (
                    <span className="sub-usage-percent">{percentText}</span>
                  )}
                  {MONTHLY.has(resource) && ` · ${intl.formatMessage({ id: 'subscription.usage.monthly' })}`}
                </span>
                {severity !== null && (
                  <Tag minimal intent={severityIntent(severity)}>
                    {intl.formatMessage({ id: statusId(percent) })}
                  </Tag>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
