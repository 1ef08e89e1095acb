import { InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { isTipPercentageInRange, tipPercentageOf } from './tips';

interface PercentageInputProps {
  id: string;
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/**
 * A tip percentage (spec §5: a whole number; text that is no number becomes 0). What is typed stays
 * as typed while the field has focus (a cleared field stays empty rather than turning into 0 under
 * the cursor); the list gets the number at once.
 */
export function PercentageInput({ id, label, value, disabled, onChange }: PercentageInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const inRange = isTipPercentageInRange(value);
  return (
    <InputGroup
      id={id}
      className="financial-percentage"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      value={typed ?? String(value)}
      disabled={disabled}
      intent={inRange ? Intent.NONE : Intent.DANGER}
      aria-invalid={!inRange || undefined}
      rightElement={<span className="settings-field-unit">%</span>}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(tipPercentageOf(event.target.value));
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
