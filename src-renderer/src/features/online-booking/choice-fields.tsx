import { FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Path } from '../../components/form/path';
import { getAt } from '../../components/form/path';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';

/**
 * The page's fields the form kit has no field for: a choice among numbers (the option lists of
 * spec part 2 §9), a number typed in a box (amounts in the currency's units, percentages, hours),
 * and a colour. Each is bound to a document by path like the kit's: labelled by the form's labels,
 * showing the server's refusal of its value, read-only while only a stand-in is shown.
 */
interface BoundProps<T> {
  form: SettingsDocument<T>;
  path: Path<T>;
  disabled?: boolean;
  help?: ReactNode;
}

function useBound<T>({ form, path, disabled }: BoundProps<T>) {
  const error = form.fieldError?.path === path ? form.fieldError.text : undefined;
  return {
    id: form.fieldId(path),
    label: form.labelOf(path) ?? path,
    error,
    intent: error !== undefined ? Intent.DANGER : Intent.NONE,
    disabled: form.readOnly || disabled === true,
    value: form.values === undefined ? undefined : getAt(form.values, path),
    // The path is checked by Path<T>; the draft takes the value written there.
    write: (value: unknown) => form.set(path as never, value as never),
  };
}

export function NumberChoiceField<T>({
  options,
  format,
  ...props
}: BoundProps<T> & { options: readonly number[]; format: (value: number) => string }) {
  const field = useBound(props);
  return (
    <FormGroup label={field.label} labelFor={field.id} intent={field.intent} helperText={field.error ?? props.help}>
      <HTMLSelect
        id={field.id}
        fill
        value={typeof field.value === 'number' ? String(field.value) : ''}
        disabled={field.disabled}
        aria-invalid={field.error !== undefined || undefined}
        onChange={(event) => field.write(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {format(option)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** `blank` is what an emptied box stores: null for an amount still to be filled, or a fallback (§5). */
export function NumberField<T>({
  min,
  max,
  step = 1,
  blank,
  unit,
  ...props
}: BoundProps<T> & { min: number; max: number; step?: number; blank: number | null; unit?: string }) {
  const field = useBound(props);
  return (
    <FormGroup label={field.label} labelFor={field.id} intent={field.intent} helperText={field.error ?? props.help}>
      <InputGroup
        id={field.id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={typeof field.value === 'number' ? String(field.value) : ''}
        disabled={field.disabled}
        intent={field.intent}
        aria-invalid={field.error !== undefined || undefined}
        rightElement={unit === undefined ? undefined : <span className="settings-field-unit">{unit}</span>}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          if (text === '') field.write(blank);
          else if (Number.isFinite(number)) field.write(number);
        }}
      />
    </FormGroup>
  );
}

export function ColorField<T>(props: BoundProps<T>) {
  const field = useBound(props);
  const colour = typeof field.value === 'string' ? field.value : '#000000';
  return (
    <FormGroup label={field.label} labelFor={field.id} intent={field.intent} helperText={field.error ?? props.help}>
      <div className="online-booking-colour">
        <input
          type="color"
          aria-label={field.label}
          value={colour}
          disabled={field.disabled}
          onChange={(event) => field.write(event.target.value.toUpperCase())}
        />
        <InputGroup
          id={field.id}
          value={colour}
          maxLength={7}
          disabled={field.disabled}
          intent={field.intent}
          aria-invalid={field.error !== undefined || undefined}
          onChange={(event) => field.write(event.target.value)}
        />
      </div>
    </FormGroup>
  );
}
