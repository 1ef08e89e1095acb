import { Button, Card, Checkbox, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { TRIAL_DAYS, type PlanTier, type Tier } from '../../../../server/contract/billing';
import { useChangePlan } from '../../api/billing';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { money, type Money } from './format';

export interface PlanChoice {
  plan: PlanTier;
  trial: boolean;
}

interface ChangePlanCardProps {
  tiers: readonly Tier[];
  current: PlanTier;
  currency: Money;
  choice: PlanChoice;
  onChoiceChange: (choice: PlanChoice) => void;
  confirming: boolean;
  onConfirmingChange: (open: boolean) => void;
}

/** Platform admins only (the server refuses everyone else): put the organization on a plan. */
export function ChangePlanCard({
  tiers,
  current,
  currency,
  choice,
  onChoiceChange,
  confirming,
  onConfirmingChange,
}: ChangePlanCardProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { organization } = useSession();
  const change = useChangePlan();
  const chosen = tiers.find((tier) => tier.name === choice.plan);
  const free = chosen?.monthlyPriceMinor === 0;

  function confirm() {
    change.mutate(
      { plan: choice.plan, ...(choice.trial && !free ? { trial: true } : {}) },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'subscription.change.done' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'subscription.change.failed' }), error),
        onSettled: () => onConfirmingChange(false),
      },
    );
  }

  return (
    <Card className="settings-card" role="region" aria-labelledby="subscription-change-title">
      <h2 id="subscription-change-title" className="settings-card-title">
        {intl.formatMessage({ id: 'subscription.change.title' })}
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage({ id: 'subscription.change.help' }, { organization: organization.name, days: TRIAL_DAYS })}
      </p>
      <div className="sub-change">
        <FormGroup label={intl.formatMessage({ id: 'subscription.change.plan' })} labelFor="subscription-new-plan">
          <HTMLSelect
            id="subscription-new-plan"
            value={choice.plan}
            onChange={(event) => onChoiceChange({ ...choice, plan: event.target.value as PlanTier })}
          >
            {tiers.map((tier) => (
              <option key={tier.name} value={tier.name}>
                {`${tier.displayName} · ${intl.formatMessage(
                  { id: 'subscription.plans.perMonth' },
                  { price: money.major(tier.monthlyPrice, { ...currency, currency: tier.currency }) },
                )}`}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Checkbox
          checked={choice.trial && !free}
          disabled={free}
          label={intl.formatMessage({ id: 'subscription.change.trial' }, { days: TRIAL_DAYS })}
          onChange={(event) => onChoiceChange({ ...choice, trial: event.currentTarget.checked })}
        />
        <Button
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'subscription.change.submit' })}
          disabled={choice.plan === current && !choice.trial}
          onClick={() => onConfirmingChange(true)}
        />
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={intl.formatMessage(
          { id: 'subscription.change.confirmTitle' },
          { organization: organization.name, plan: chosen?.displayName ?? choice.plan },
        )}
        intent={Intent.PRIMARY}
        confirmText={intl.formatMessage({ id: 'subscription.change.submit' })}
        cancelText={intl.formatMessage({ id: 'organization.cancel' })}
        loading={change.isPending}
        onCancel={() => onConfirmingChange(false)}
        onConfirm={confirm}
      >
        <p>{intl.formatMessage({ id: 'subscription.change.confirmBody' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
