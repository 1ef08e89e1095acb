import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { SecurityPolicy } from '../../../../server/contract/security-policy';
import type { PathTo } from '../../components/form/path';
import { getAt } from '../../components/form/path';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { settledNumber, typedNumber, type NumberLimits } from './number-entry';

interface LimitedNumberFieldProps {
  form: SettingsDocument<SecurityPolicy>;
  path: PathTo<SecurityPolicy, number>;
  limits: NumberLimits;
  unit?: string;
  help?: ReactNode;
  disabled?: boolean;
}

/**
 * A whole number with limits and a fallback (spec part 3 §5), bound to the policy by path. The
 * text stays as typed while the field has focus (an emptied box is on its way to a new number);
 * leaving the field settles it (number-entry.ts), so the form never holds a value the server refuses.
 */
export function LimitedNumberField({ form, path, limits, unit, help, disabled }: LimitedNumberFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const id = form.fieldId(path);
  const label = form.labelOf(path) ?? path;
  const error = form.fieldError?.path === path ? form.fieldError.text : undefined;
  const stored = form.values === undefined ? undefined : getAt(form.values, path);
  const text = typed ?? (typeof stored === 'number' ? String(stored) : '');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? help}
    >
      <InputGroup
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={text}
        disabled={form.readOnly || disabled === true}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        rightElement={unit === undefined ? undefined : <span className="settings-field-unit">{unit}</span>}
        onChange={(event) => {
          setTyped(event.target.value);
          const value = typedNumber(event.target.value, limits);
          if (value !== undefined) form.set(path, value);
        }}
        onBlur={() => {
          if (typed === null) return;
          form.set(path, settledNumber(typed, limits));
          setTyped(null);
        }}
      />
    </FormGroup>
  );
}
