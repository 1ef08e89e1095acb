import { FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { getAt, type PathTo } from '../../../components/form/path';
import type { SettingsDocument } from '../../../components/form/useSettingsDocument';
import { isWithin, wholeNumberOrZero } from './numbers';

/**
 * Two number fields the form kit has no twin of, bound to a settings document by path the kit's
 * way (id and label from the form, the server's refusal under the field, read-only over a
 * stand-in): a whole number typed in, and a choice among numbers.
 */
interface BoundNumberProps<T> {
  form: SettingsDocument<T>;
  path: PathTo<T, number>;
  help?: ReactNode;
  disabled?: boolean;
  className?: string;
}

function useBound<T>(form: SettingsDocument<T>, path: string) {
  const value = form.values === undefined ? undefined : getAt(form.values, path);
  return {
    id: form.fieldId(path),
    label: form.labelOf(path) ?? path,
    serverError: form.fieldError?.path === path ? form.fieldError.text : undefined,
    value: typeof value === 'number' ? value : undefined,
    // The path is checked where the field is written (PathTo); the draft takes any value there.
    write: (next: number) => form.set(path as never, next as never),
  };
}

interface WholeNumberFieldProps<T> extends BoundNumberProps<T> {
  min: number;
  max: number;
  /** Shown after the number ('hours', '%'). */
  unit: string;
  /** The sentence for a number outside min..max. */
  rangeText: string;
}

/**
 * A whole number typed in (spec part 2 §5: text that is no number becomes 0). What is typed stays
 * as typed while the field has focus; the draft gets the number at once, and a number outside
 * min..max is said under the field (the tab's save refuses it too).
 */
export function WholeNumberField<T>({
  form,
  path,
  min,
  max,
  unit,
  rangeText,
  help,
  disabled,
  className,
}: WholeNumberFieldProps<T>) {
  const field = useBound(form, path);
  const [typed, setTyped] = useState<string | null>(null);
  const outOfRange = field.value !== undefined && !isWithin(field.value, min, max);
  const error = outOfRange ? rangeText : field.serverError;
  return (
    <FormGroup
      className={className}
      label={field.label}
      labelFor={field.id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? help}
    >
      <InputGroup
        id={field.id}
        inputMode="numeric"
        autoComplete="off"
        value={typed ?? (field.value === undefined ? '' : String(field.value))}
        disabled={form.readOnly || disabled === true}
        rightElement={<span className="settings-field-unit">{unit}</span>}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          field.write(wholeNumberOrZero(event.target.value));
        }}
        onBlur={() => setTyped(null)}
      />
    </FormGroup>
  );
}

export interface NumberChoice {
  value: number;
  label: string;
}

interface NumberSelectFieldProps<T> extends BoundNumberProps<T> {
  choices: readonly NumberChoice[];
}

/** A choice among numbers (notice, advance, interval), stored as the number. */
export function NumberSelectField<T>({ form, path, choices, help, disabled, className }: NumberSelectFieldProps<T>) {
  const field = useBound(form, path);
  const error = field.serverError;
  return (
    <FormGroup
      className={className}
      label={field.label}
      labelFor={field.id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? help}
    >
      <HTMLSelect
        id={field.id}
        fill
        value={field.value === undefined ? '' : String(field.value)}
        disabled={form.readOnly || disabled === true}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => field.write(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
