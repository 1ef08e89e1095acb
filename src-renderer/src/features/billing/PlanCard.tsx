import { Callout, Card, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { showTrialWarning, type Subscription } from '../../../../server/contract/billing';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { statusIntent } from './status';
import { formatDay, formatMoment, money, type Money } from './format';
import { usePeriodText } from './usePeriodText';

/** Part 1 §4: on trial (days remaining of 14, warned at 3 or fewer) or paid (next billing date, amount). */
export function PlanCard({ subscription, currency }: { subscription: Subscription; currency: Money }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const periodText = usePeriodText();
  const days = subscription.daysRemaining ?? 0;
  const warn = showTrialWarning(subscription);
  const remaining = intl.formatMessage({ id: 'subscription.trial.remaining' }, { days, total: subscription.trialDays });

  return (
    <Card id="billing-plan" className="settings-card" role="region" aria-labelledby="subscription-plan-title">
      <h2 id="subscription-plan-title" className="settings-card-title">
        {intl.formatMessage({ id: 'subscription.plan.title' })}
      </h2>
      <div className="settings-card-head">
        <p className="sub-plan-name">
          {intl.formatMessage({ id: 'subscription.plan.name' }, { plan: subscription.displayName })}
          <Tag intent={statusIntent(subscription.status)} minimal>
            {intl.formatMessage({ id: `organization.status.${subscription.status}` })}
          </Tag>
        </p>
      </div>
      <dl className="settings-facts">
        {subscription.isOnTrial && subscription.trialEnd !== null && (
          <div>
            <dt>{intl.formatMessage({ id: 'subscription.trial.ends' })}</dt>
            <dd>{formatMoment(subscription.trialEnd, display)}</dd>
          </div>
        )}
        {subscription.nextBillingDate !== null && (
          <>
            <div>
              <dt>{intl.formatMessage({ id: 'subscription.paid.nextBilling' })}</dt>
              <dd>{formatDay(subscription.nextBillingDate, display)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'subscription.paid.amount' })}</dt>
              <dd>
                {intl.formatMessage(
                  { id: 'subscription.paid.amountValue' },
                  { amount: money.major(subscription.amount, currency) },
                )}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{intl.formatMessage({ id: 'subscription.period' })}</dt>
          <dd>{periodText(subscription.billingPeriod)}</dd>
        </div>
      </dl>

      {subscription.isOnTrial && (
        <div className="sub-trial">
          <div className="sub-trial-text">
            <span>{remaining}</span>
          </div>
          <ProgressBar
            value={subscription.trialDays > 0 ? days / subscription.trialDays : 0}
            intent={warn ? Intent.WARNING : Intent.PRIMARY}
            animate={false}
            stripes={false}
            aria-label={intl.formatMessage({ id: 'subscription.trial.progress' })}
            aria-valuetext={remaining}
          />
        </div>
      )}
      {warn && (
        <Callout
          intent={Intent.WARNING}
          icon="warning-sign"
          className="sub-trial"
          title={intl.formatMessage({ id: 'subscription.trial.warning.title' })}
        >
          {intl.formatMessage({ id: 'subscription.trial.warning.body' }, { days, plan: subscription.displayName })}
        </Callout>
      )}
      <StatusNote subscription={subscription} />
    </Card>
  );
}

function StatusNote({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const id =
    subscription.status === 'expired'
      ? 'subscription.expired.note'
      : subscription.status === 'canceled'
        ? 'subscription.canceled.note'
        : subscription.status === 'past_due'
          ? 'subscription.pastDue.note'
          : !subscription.isOnTrial && subscription.amountMinor === 0
            ? 'subscription.free.note'
            : null;
  if (id === null) return null;
  return <p className="settings-hint sub-trial">{intl.formatMessage({ id })}</p>;
}
