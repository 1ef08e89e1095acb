import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { entryLines } from './entry-lines';
import type { PathTo } from './path';
import { getAt, sameValue } from './path';
import type { SettingsDocument } from './useSettingsDocument';
import './entry-list.css';

export interface EntryListFieldProps<T> {
  form: SettingsDocument<T>;
  path: PathTo<T, string[]>;
  /** Whether the server would take an entry. */
  isEntry: (entry: string) => boolean;
  max: number;
  placeholder: string;
  messages: {
    help: MessageId;
    /** With {entries}: the entries that are refused, comma-separated. */
    invalid: MessageId;
    /** With {max}. */
    tooMany: MessageId;
  };
  disabled?: boolean;
  /** Below the box (e.g. the caller's own address and a button to add it). */
  children?: ReactNode;
}

/**
 * A list of short entries (addresses, websites) edited as text, one per line. The text stays as
 * typed while it means the list the form holds; when the list changes elsewhere (a button, Load
 * latest) it is redrawn. Entries the server would refuse are named before the save.
 */
export function EntryListField<T>({
  form,
  path,
  isEntry,
  max,
  placeholder,
  messages,
  disabled,
  children,
}: EntryListFieldProps<T>) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const stored = form.values === undefined ? undefined : getAt(form.values, path);
  const list = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  const text = typed !== null && sameValue(entryLines(typed), list) ? typed : list.join('\n');
  const id = form.fieldId(path);
  const serverError = form.fieldError?.path === path ? form.fieldError.text : undefined;
  const invalid = list.filter((entry) => !isEntry(entry));
  const error =
    serverError ??
    (invalid.length > 0
      ? intl.formatMessage({ id: messages.invalid }, { entries: invalid.join(', ') })
      : list.length > max
        ? intl.formatMessage({ id: messages.tooMany }, { max })
        : undefined);
  return (
    <FormGroup
      label={form.labelOf(path)}
      labelFor={id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? intl.formatMessage({ id: messages.help })}
    >
      <TextArea
        id={id}
        fill
        rows={4}
        className="settings-entry-list"
        placeholder={placeholder}
        value={text}
        disabled={form.readOnly || disabled === true}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          // Paths are checked where the field is written (PathTo); the draft takes the list there.
          form.set(path as never, entryLines(event.target.value) as never);
        }}
      />
      {children}
    </FormGroup>
  );
}
