import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { settledNumber, typedNumber, type NumberLimits } from './number-entry';
import type { PathTo } from './path';
import { getAt } from './path';
import type { SettingsDocument } from './useSettingsDocument';

interface LimitedNumberFieldProps<T> {
  form: SettingsDocument<T>;
  path: PathTo<T, number>;
  limits: NumberLimits;
  unit?: string;
  help?: ReactNode;
  disabled?: boolean;
}

/**
 * A whole number with limits and a fallback (spec part 3 §5), bound to a document by path. The
 * text stays as typed while the field has focus (an emptied box is on its way to a new number);
 * leaving the field settles it (number-entry.ts), so the form never holds a value the server refuses.
 */
export function LimitedNumberField<T>({ form, path, limits, unit, help, disabled }: LimitedNumberFieldProps<T>) {
  const [typed, setTyped] = useState<string | null>(null);
  const id = form.fieldId(path);
  const label = form.labelOf(path) ?? path;
  const error = form.fieldError?.path === path ? form.fieldError.text : undefined;
  const stored = form.values === undefined ? undefined : getAt(form.values, path);
  const text = typed ?? (typeof stored === 'number' ? String(stored) : '');
  // Paths are checked where the field is written (PathTo); the draft takes the number there.
  const write = (value: number) => form.set(path as never, value as never);
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
          if (value !== undefined) write(value);
        }}
        onBlur={() => {
          if (typed === null) return;
          write(settledNumber(typed, limits));
          setTyped(null);
        }}
      />
    </FormGroup>
  );
}
