import { InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromMinorUnits, toMinorUnits } from '../../../../server/contract/currency';
import { moneyText, parseMoney } from '../../components/form/field-values';

interface AmountInputProps {
  id: string;
  /** Its accessible name ('Suggested amount 2'): the list's label names the group. */
  label: string;
  /** In the currency's units (12.5), as the tip document keeps it. */
  amount: number;
  currency: string;
  disabled?: boolean;
  onChange: (amount: number) => void;
}

/**
 * An amount in the organization's currency, read the way the form kit's money field reads one
 * ('12.50', '12,5'), for a document that keeps amounts in units rather than cents. What is typed
 * stays as typed while the field has focus; text that is no amount is said and not written.
 */
export function AmountInput({ id, label, amount, currency, disabled, onChange }: AmountInputProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const stored = moneyText(toMinorUnits(amount, currency), currency);
  const invalid = typed !== null && typeof parseMoney(typed, currency) !== 'number';
  const errorId = `${id}-error`;
  return (
    <>
      <InputGroup
        id={id}
        className="financial-amount"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        value={typed ?? stored}
        disabled={disabled}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        rightElement={<span className="settings-field-unit">{currency}</span>}
        onChange={(event) => {
          setTyped(event.target.value);
          const minor = parseMoney(event.target.value, currency);
          if (typeof minor === 'number') onChange(fromMinorUnits(minor, currency));
        }}
        onBlur={() => {
          if (!invalid) setTyped(null);
        }}
      />
      {invalid && (
        <span id={errorId} className="financial-amount-error">
          {intl.formatMessage({ id: 'form.money.invalid' }, { currency })}
        </span>
      )}
    </>
  );
}
