import { Callout, Card, FormGroup, HTMLSelect, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  DEPOSIT_TYPES,
  FEE_TYPES,
  MAX_AMOUNT,
  MAX_CANCELLATION_DEADLINE_HOURS,
  REFUND_DEADLINE_OPTIONS,
  REFUND_POLICIES,
  REQUIREMENT_TYPES,
  type DepositSettingsAnswer,
  type DepositType,
  type RequirementType,
} from '../../../../server/contract/booking-widget';
import { SwitchField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { NumberChoiceField, NumberField } from './choice-fields';
import { chooseDepositType, isRequirementOpen } from './deposit-choices';

export const DEPOSIT_ANCHOR = 'online-booking-deposit';

export const DEPOSIT_LABELS = {
  'depositSettings.requirementType': 'onlineBooking.deposit.requirementType',
  'depositSettings.depositType': 'onlineBooking.deposit.depositType',
  'depositSettings.fixedAmount': 'onlineBooking.deposit.fixedAmount',
  'depositSettings.percentage': 'onlineBooking.deposit.percentage',
  'depositSettings.minimumDeposit': 'onlineBooking.deposit.minimumDeposit',
  'depositSettings.refundPolicy': 'onlineBooking.deposit.refundPolicy',
  'depositSettings.refundDeadlineHours': 'onlineBooking.deposit.refundDeadlineHours',
  'depositSettings.cancellationPolicy.chargeOnNoShow': 'onlineBooking.cancellationPolicy.chargeOnNoShow',
  'depositSettings.cancellationPolicy.chargeOnLateCancellation':
    'onlineBooking.cancellationPolicy.chargeOnLateCancellation',
  'depositSettings.cancellationPolicy.cancellationDeadlineHours':
    'onlineBooking.cancellationPolicy.cancellationDeadlineHours',
  'depositSettings.cancellationPolicy.feeType': 'onlineBooking.cancellationPolicy.feeType',
  'depositSettings.cancellationPolicy.feeAmount': 'onlineBooking.cancellationPolicy.feeAmount',
  'depositSettings.cancellationPolicy.feePercentage': 'onlineBooking.cancellationPolicy.feePercentage',
} as const;

interface DepositCardProps {
  form: SettingsDocument<DepositSettingsAnswer>;
  values: DepositSettingsAnswer;
  currency: string;
  /** Where the payment gateways are set up (Financial & Payments). */
  paymentsPath: string;
}

/**
 * Deposit & Payment Requirements (spec part 2 §2-§5): what clients pay when they book. Options
 * beyond none are locked without a gateway for online bookings (with the way to set one up), and
 * a gateway other than Stripe or Square offers only a deposit or full payment.
 */
export function DepositCard({ form, values, currency, paymentsPath }: DepositCardProps) {
  const intl = useIntl();
  const text = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { depositSettings: deposit, paymentGateway: gateway } = values;
  const set = (next: typeof deposit) => form.replace({ ...values, depositSettings: next });
  const noPayment = deposit.requirementType === 'none';
  const policy = deposit.cancellationPolicy;
  const hours = (count: number) => text('onlineBooking.hours', { count });

  return (
    <Card className="settings-card" id={DEPOSIT_ANCHOR} tabIndex={-1}>
      <h2 className="settings-card-title">{text('onlineBooking.deposit.title')}</h2>
      <p className="settings-hint">{text('onlineBooking.deposit.description')}</p>

      {gateway === null ? (
        <Callout intent={Intent.WARNING} icon="lock" className="online-booking-locked">
          <p>{text('onlineBooking.deposit.locked')}</p>
          <Link to={paymentsPath}>{text('onlineBooking.deposit.lockedLink')}</Link>
        </Callout>
      ) : (
        <p className="settings-hint">
          {text('onlineBooking.deposit.gateway', { gateway: gateway.displayName })}
          {gateway.requirementTypes.length < REQUIREMENT_TYPES.length &&
            ` ${text('onlineBooking.deposit.unsupported', { gateway: gateway.displayName })}`}
        </p>
      )}

      <RadioGroup
        label={text('onlineBooking.deposit.requirementType')}
        name={form.fieldId('depositSettings.requirementType')}
        selectedValue={deposit.requirementType}
        disabled={form.readOnly}
        onChange={(event) => set({ ...deposit, requirementType: event.currentTarget.value as RequirementType })}
      >
        {REQUIREMENT_TYPES.map((requirement) => (
          <Radio
            key={requirement}
            value={requirement}
            label={text(`onlineBooking.requirement.${requirement}`)}
            disabled={!isRequirementOpen(requirement, gateway) && deposit.requirementType !== requirement}
          />
        ))}
      </RadioGroup>
      {form.fieldError?.path === 'depositSettings.requirementType' && (
        <p className="settings-field-error">{form.fieldError.text}</p>
      )}

      {deposit.requirementType === 'deposit' && (
        <div className="online-booking-grid">
          <FormGroup label={text('onlineBooking.deposit.depositType')} labelFor="online-booking-deposit-type">
            <HTMLSelect
              id="online-booking-deposit-type"
              fill
              value={deposit.depositType}
              disabled={form.readOnly}
              onChange={(event) => set(chooseDepositType(deposit, event.target.value as DepositType))}
            >
              {DEPOSIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(`onlineBooking.depositType.${type}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {deposit.depositType === 'fixed' && (
            <NumberField
              form={form}
              path="depositSettings.fixedAmount"
              min={0}
              max={MAX_AMOUNT}
              blank={null}
              unit={currency}
            />
          )}
          {deposit.depositType !== 'fixed' && (
            <NumberField form={form} path="depositSettings.percentage" min={1} max={100} blank={null} unit="%" />
          )}
          {deposit.depositType === 'hybrid' && (
            <NumberField
              form={form}
              path="depositSettings.minimumDeposit"
              min={0}
              max={MAX_AMOUNT}
              blank={null}
              unit={currency}
            />
          )}
        </div>
      )}

      <div className="online-booking-grid">
        <FormGroup label={text('onlineBooking.deposit.refundPolicy')} labelFor="online-booking-refund-policy">
          <HTMLSelect
            id="online-booking-refund-policy"
            fill
            value={deposit.refundPolicy}
            disabled={form.readOnly}
            onChange={(event) => set({ ...deposit, refundPolicy: event.target.value as typeof deposit.refundPolicy })}
          >
            {REFUND_POLICIES.map((refund) => (
              <option key={refund} value={refund}>
                {text(`onlineBooking.refund.${refund}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <NumberChoiceField
          form={form}
          path="depositSettings.refundDeadlineHours"
          options={REFUND_DEADLINE_OPTIONS}
          format={hours}
        />
      </div>

      <h3 className="online-booking-subtitle">{text('onlineBooking.cancellationPolicy.title')}</h3>
      {noPayment && <p className="settings-hint">{text('onlineBooking.cancellationPolicy.needsPayment')}</p>}
      <SwitchField
        form={form}
        path="depositSettings.cancellationPolicy.chargeOnNoShow"
        disabled={noPayment && !policy.chargeOnNoShow}
      />
      <SwitchField
        form={form}
        path="depositSettings.cancellationPolicy.chargeOnLateCancellation"
        disabled={noPayment && !policy.chargeOnLateCancellation}
      />
      {(policy.chargeOnNoShow || policy.chargeOnLateCancellation) && (
        <div className="online-booking-grid">
          <NumberField
            form={form}
            path="depositSettings.cancellationPolicy.cancellationDeadlineHours"
            min={0}
            max={MAX_CANCELLATION_DEADLINE_HOURS}
            blank={24}
            unit={text('onlineBooking.hoursUnit')}
          />
          <FormGroup label={text('onlineBooking.cancellationPolicy.feeType')} labelFor="online-booking-fee-type">
            <HTMLSelect
              id="online-booking-fee-type"
              fill
              value={policy.feeType}
              disabled={form.readOnly}
              onChange={(event) =>
                set({
                  ...deposit,
                  cancellationPolicy: { ...policy, feeType: event.target.value as typeof policy.feeType },
                })
              }
            >
              {FEE_TYPES.map((fee) => (
                <option key={fee} value={fee}>
                  {text(`onlineBooking.fee.${fee}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {policy.feeType === 'fixed' && (
            <NumberField
              form={form}
              path="depositSettings.cancellationPolicy.feeAmount"
              min={0}
              max={MAX_AMOUNT}
              blank={0}
              unit={currency}
            />
          )}
          {policy.feeType === 'percentage' && (
            <NumberField
              form={form}
              path="depositSettings.cancellationPolicy.feePercentage"
              min={1}
              max={100}
              blank={50}
              unit="%"
            />
          )}
        </div>
      )}
    </Card>
  );
}
