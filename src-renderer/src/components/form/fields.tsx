import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { durationWords, moneyText, parseDuration, parseMoney } from './field-values';
import type { PathTo } from './path';
import { getAt } from './path';
import type { SettingsDocument } from './useSettingsDocument';

/**
 * Fields bound to a settings document by path: each reads its value from the form, writes its
 * edits to the draft, is labelled from the form's labels, shows the server's refusal of its value
 * in the user's words, and is read-only while only a stand-in is shown.
 */
interface BoundProps<T, P extends string> {
  form: SettingsDocument<T>;
  path: P;
  /** Overrides the form's label for this path. */
  label?: string;
  help?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

function useFrame<T>(form: SettingsDocument<T>, path: string, props: { label?: string; disabled?: boolean }) {
  const id = form.fieldId(path);
  const label = props.label ?? form.labelOf(path) ?? path;
  const error = form.fieldError?.path === path ? form.fieldError.text : undefined;
  return {
    id,
    label,
    error,
    disabled: form.readOnly || props.disabled === true,
    value: form.values === undefined ? undefined : getAt(form.values, path),
    // Paths are checked where the field is written (PathTo); the draft takes any value there.
    write: (value: unknown) => form.set(path as never, value as never),
  };
}

function Frame({
  id,
  label,
  error,
  help,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  help?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={required ? intl.formatMessage({ id: 'form.required' }) : undefined}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? help}
    >
      {children}
    </FormGroup>
  );
}

interface TextFieldProps<T, P extends string> extends BoundProps<T, P> {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  maxLength?: number;
}

export function TextField<T>({
  form,
  path,
  type = 'text',
  autoComplete = 'off',
  maxLength,
  ...props
}: TextFieldProps<T, PathTo<T, string>>) {
  const field = useFrame(form, path, props);
  return (
    <Frame {...field} help={props.help} required={props.required} className={props.className}>
      <InputGroup
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={props.required}
        value={typeof field.value === 'string' ? field.value : ''}
        disabled={field.disabled}
        intent={field.error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={field.error !== undefined || undefined}
        onChange={(event) => field.write(event.target.value)}
      />
    </Frame>
  );
}

interface TextAreaFieldProps<T, P extends string> extends BoundProps<T, P> {
  maxLength: number;
  rows?: number;
  /** The help text, given how many characters are used ('{count} of {max} characters'). */
  countHelp?: (count: number, max: number) => ReactNode;
}

export function TextAreaField<T>({
  form,
  path,
  maxLength,
  rows = 3,
  countHelp,
  ...props
}: TextAreaFieldProps<T, PathTo<T, string>>) {
  const field = useFrame(form, path, props);
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Frame
      {...field}
      help={countHelp ? countHelp(text.length, maxLength) : props.help}
      required={props.required}
      className={props.className}
    >
      <TextArea
        id={field.id}
        fill
        rows={rows}
        maxLength={maxLength}
        value={text}
        disabled={field.disabled}
        intent={field.error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={field.error !== undefined || undefined}
        onChange={(event) => field.write(event.target.value)}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

interface SelectFieldProps<T, P extends string> extends BoundProps<T, P> {
  options: readonly (SelectOption | SelectGroup)[];
  /** An option for "nothing chosen", stored as null. */
  emptyLabel?: string;
}

const isGroup = (option: SelectOption | SelectGroup): option is SelectGroup => 'options' in option;

export function SelectField<T>({
  form,
  path,
  options,
  emptyLabel,
  ...props
}: SelectFieldProps<T, PathTo<T, string | null>>) {
  const field = useFrame(form, path, props);
  const renderOption = (option: SelectOption) => (
    <option key={option.value} value={option.value} lang={option.lang}>
      {option.label}
    </option>
  );
  return (
    <Frame {...field} help={props.help} required={props.required} className={props.className}>
      <HTMLSelect
        id={field.id}
        fill
        value={typeof field.value === 'string' ? field.value : ''}
        disabled={field.disabled}
        aria-invalid={field.error !== undefined || undefined}
        onChange={(event) =>
          field.write(emptyLabel !== undefined && event.target.value === '' ? null : event.target.value)
        }
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) =>
          isGroup(option) ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(option)
          ),
        )}
      </HTMLSelect>
    </Frame>
  );
}

interface SwitchFieldProps<T, P extends string> extends Omit<BoundProps<T, P>, 'required'> {
  /** A large switch that heads a card, named by `label` but showing none (its card title says it). */
  headline?: boolean;
}

export function SwitchField<T>({ form, path, headline = false, ...props }: SwitchFieldProps<T, PathTo<T, boolean>>) {
  const field = useFrame(form, path, props);
  const helpId = `${field.id}-help`;
  const control = (
    <Switch
      id={field.id}
      role="switch"
      size={headline ? 'large' : undefined}
      checked={field.value === true}
      disabled={field.disabled}
      label={headline ? undefined : field.label}
      aria-label={headline ? field.label : undefined}
      aria-describedby={props.help !== undefined ? helpId : undefined}
      onChange={(event) => field.write(event.currentTarget.checked)}
    />
  );
  if (headline) return control;
  return (
    <div className={`settings-switch${props.className ? ` ${props.className}` : ''}`}>
      {control}
      {props.help !== undefined && (
        <p className="settings-hint settings-switch-help" id={helpId}>
          {props.help}
        </p>
      )}
      {field.error !== undefined && <p className="settings-field-error">{field.error}</p>}
    </div>
  );
}

/** A time of day, 'HH:MM' as the documents store it. */
export function TimeField<T>({ form, path, ...props }: BoundProps<T, PathTo<T, string>>) {
  const field = useFrame(form, path, props);
  return (
    <Frame {...field} help={props.help} required={props.required} className={props.className}>
      <InputGroup
        id={field.id}
        type="time"
        value={typeof field.value === 'string' ? field.value : ''}
        disabled={field.disabled}
        intent={field.error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={field.error !== undefined || undefined}
        onChange={(event) => field.write(event.target.value)}
      />
    </Frame>
  );
}

/**
 * Text typed into a number field, kept as typed while it is being edited ('12.' is on its way to
 * '12.50'); the draft gets the parsed value, and the field says so when the text is no value.
 */
function useTypedText(stored: string, parse: (text: string) => unknown) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? stored;
  return {
    text,
    invalid: typed !== null && parse(typed) === undefined,
    type: (next: string) => setTyped(next),
    done: () => setTyped(null),
  };
}

interface MoneyFieldProps<T, P extends string> extends BoundProps<T, P> {
  /** ISO 4217 code of the organization's currency. */
  currency: string;
}

/** An amount typed in the currency's units ('12.50'), stored in minor units (1250). */
export function MoneyField<T>({ form, path, currency, ...props }: MoneyFieldProps<T, PathTo<T, number | null>>) {
  const intl = useIntl();
  const field = useFrame(form, path, props);
  const stored = moneyText(typeof field.value === 'number' ? field.value : null, currency);
  const typed = useTypedText(stored, (text) => parseMoney(text, currency));
  const error = typed.invalid ? intl.formatMessage({ id: 'form.money.invalid' }, { currency }) : field.error;
  return (
    <Frame {...field} error={error} help={props.help} required={props.required} className={props.className}>
      <InputGroup
        id={field.id}
        inputMode="decimal"
        autoComplete="off"
        value={typed.text}
        disabled={field.disabled}
        rightElement={<span className="settings-field-unit">{currency}</span>}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          typed.type(event.target.value);
          const minor = parseMoney(event.target.value, currency);
          if (minor !== undefined) field.write(minor);
        }}
        onBlur={() => {
          if (!typed.invalid) typed.done();
        }}
      />
    </Frame>
  );
}

/** A length of time in whole minutes ('90'), with the words for it under the field ('1 hr 30 min'). */
export function DurationField<T>({ form, path, ...props }: BoundProps<T, PathTo<T, number | null>>) {
  const intl = useIntl();
  const field = useFrame(form, path, props);
  const minutes = typeof field.value === 'number' ? field.value : null;
  const typed = useTypedText(minutes === null ? '' : String(minutes), parseDuration);
  const error = typed.invalid ? intl.formatMessage({ id: 'form.duration.invalid' }) : field.error;
  const help = props.help ?? (minutes !== null && minutes > 0 ? durationWords(minutes, intl.locale) : undefined);
  return (
    <Frame {...field} error={error} help={help} required={props.required} className={props.className}>
      <InputGroup
        id={field.id}
        inputMode="numeric"
        autoComplete="off"
        value={typed.text}
        disabled={field.disabled}
        rightElement={<span className="settings-field-unit">{intl.formatMessage({ id: 'form.duration.unit' })}</span>}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          typed.type(event.target.value);
          const parsed = parseDuration(event.target.value);
          if (parsed !== undefined) field.write(parsed);
        }}
        onBlur={() => {
          if (!typed.invalid) typed.done();
        }}
      />
    </Frame>
  );
}
