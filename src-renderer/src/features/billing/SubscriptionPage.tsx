import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOverages, useSubscription, useTiers, useUsage } from '../../api/billing';
import { useOrganizationData } from '../../api/organization';
import { useSession } from '../../app/session/SessionContext';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { moneyLocale } from '../../i18n/money-locale';
import { ChangePlanCard, type PlanChoice } from './ChangePlanCard';
import type { Money } from './format';
import { OveragesCard } from './OveragesCard';
import { PlanCard } from './PlanCard';
import { PlansCard } from './PlansCard';
import { UpgradePrompt, UsageAlerts } from './UsageAlerts';
import { UsageCard } from './UsageCard';
import '../../components/form/styles';
import './billing.css';

/**
 * Part 1 §2 Manage Subscription: the plan (trial or paid), usage counted by the server from the
 * database with its alerts and the upgrade prompt, overages of the last 3 periods, and the plans.
 */
export function SubscriptionPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const subscription = useSubscription();
  const usage = useUsage();
  const overages = useOverages();
  // Optional extras: the plans (a refresh that fails keeps the last copy) and the organization's
  // locale for money (the currency helper's default until it arrives).
  const tiers = useTiers();
  const organization = useOrganizationData();

  const required = [subscription, usage, overages];
  const failed = required.filter((query) => query.isError);
  const failedAt = Math.max(0, ...failed.map((query) => query.errorUpdatedAt));
  useLoadFailureToast(failedAt, () =>
    notify.danger(
      intl.formatMessage({ id: 'subscription.toast.loadFailed' }),
      intl.formatMessage({ id: 'subscription.toast.loadFailedBody' }),
    ),
  );

  const currency: Money = { locale: moneyLocale(intl.locale, organization.data?.locale) };
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = subscription.data?.plan;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.subscription' })}
        subtitle={intl.formatMessage({ id: 'subscription.subtitle' })}
      />
      <div className="settings-page">
        {failed.length > 0 && (
          <LoadFailure
            title={intl.formatMessage({ id: 'subscription.toast.loadFailed' })}
            description={intl.formatMessage({ id: 'subscription.loadFailed' })}
            onRetry={() => failed.forEach((query) => void query.refetch())}
          />
        )}
        {required.some((query) => query.isPending && !query.isError) && failed.length === 0 && <SectionLoading />}
        {subscription.data && <PlanCard subscription={subscription.data} currency={currency} />}
        {user.isPlatformAdmin && tiers.data && current && (
          <ChangePlanCard
            tiers={tiers.data}
            current={current}
            currency={currency}
            choice={choice ?? { plan: current, trial: false }}
            onChoiceChange={setChoice}
            confirming={confirming}
            onConfirmingChange={(open) => {
              setConfirming(open);
              if (!open) setChoice(null);
            }}
          />
        )}
        {usage.data && (
          <>
            <UsageAlerts usage={usage.data} />
            <UpgradePrompt
              usage={usage.data}
              tiers={tiers.data}
              currency={currency}
              onChoose={
                user.isPlatformAdmin
                  ? (tier) => {
                      setChoice({ plan: tier.name, trial: false });
                      setConfirming(true);
                    }
                  : undefined
              }
            />
            <UsageCard usage={usage.data} />
          </>
        )}
        {overages.data && <OveragesCard overages={overages.data} currency={currency} />}
        {tiers.data && current && <PlansCard tiers={tiers.data} current={current} currency={currency} />}
        {tiers.isError && !tiers.data && (
          <p className="settings-hint">{intl.formatMessage({ id: 'subscription.plans.unavailable' })}</p>
        )}
      </div>
    </>
  );
}
