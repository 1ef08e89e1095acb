import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { durationText } from './service-display';

interface MinutesSelectProps {
  id: string;
  label: string;
  value: number;
  choices: readonly number[];
  onChange: (minutes: number) => void;
  help?: ReactNode;
  /** What 0 minutes reads as ('None' for a buffer). */
  zeroLabel?: string;
  className?: string;
}

/** A length of time picked from a list ('1h 30min'), as the service dialog's duration and timing fields are. */
export function MinutesSelect({ id, label, value, choices, onChange, help, zeroLabel, className }: MinutesSelectProps) {
  const intl = useIntl();
  return (
    <FormGroup label={label} labelFor={id} helperText={help} className={className}>
      <HTMLSelect id={id} fill value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 && zeroLabel !== undefined ? zeroLabel : durationText(intl, minutes)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
