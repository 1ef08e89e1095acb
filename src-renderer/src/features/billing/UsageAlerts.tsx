import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { nextTier, shouldShowUpgradePrompt, type Tier, type UsageDetail } from '../../../../server/contract/billing';
import { money, severityIcon, severityIntent, type Money } from './format';

/** The server's alerts, each drawn in its severity's variant. */
export function UsageAlerts({ usage }: { usage: UsageDetail }) {
  const intl = useIntl();
  if (usage.alerts.length === 0) return null;
  return (
    <section className="sub-alerts" aria-labelledby="subscription-alerts-title">
      <h2 id="subscription-alerts-title" className="visually-hidden">
        {intl.formatMessage({ id: 'subscription.alerts.title' })}
      </h2>
      {usage.alerts.map((alert) => (
        <Callout
          key={alert.resource}
          intent={severityIntent(alert.severity)}
          icon={severityIcon(alert.severity)}
          className="sub-alert"
          data-severity={alert.severity}
        >
          <span className="visually-hidden">
            {intl.formatMessage({ id: `subscription.severity.${alert.severity}` })}:{' '}
          </span>
          {alert.message}
        </Callout>
      ))}
    </section>
  );
}

interface UpgradePromptProps {
  usage: UsageDetail;
  tiers: readonly Tier[] | undefined;
  currency: Money;
  /** Offered to platform admins: open the plan change for the next plan. */
  onChoose?: (tier: Tier) => void;
}

/** Part 1 §4: shown when any resource is at 75% or more and the plan is not PREMIER. */
export function UpgradePrompt({ usage, tiers, currency, onChoose }: UpgradePromptProps) {
  const intl = useIntl();
  const next = nextTier(usage.plan);
  if (next === null || !shouldShowUpgradePrompt(usage.plan, usage.percentages)) return null;
  const tier = tiers?.find((candidate) => candidate.name === next);
  const current = tiers?.find((candidate) => candidate.name === usage.plan)?.displayName ?? usage.plan;
  const name = tier?.displayName ?? next;
  return (
    <Callout
      intent={Intent.PRIMARY}
      icon="trending-up"
      title={intl.formatMessage({ id: 'subscription.upgrade.title' }, { plan: name })}
      className="settings-callout sub-upgrade"
      role="region"
      aria-label={intl.formatMessage({ id: 'subscription.upgrade.title' }, { plan: name })}
    >
      <p>
        {intl.formatMessage(
          { id: 'subscription.upgrade.body' },
          {
            current,
            plan: name,
            price: tier ? money.major(tier.monthlyPrice, { ...currency, currency: tier.currency }) : 'none',
          },
        )}
      </p>
      {onChoose && tier ? (
        <Button
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'subscription.upgrade.choose' }, { plan: name })}
          onClick={() => onChoose(tier)}
        />
      ) : (
        <p>{intl.formatMessage({ id: 'subscription.upgrade.contact' })}</p>
      )}
    </Callout>
  );
}
