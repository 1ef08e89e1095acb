import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { SMS_VARIABLES, TEMPLATE_NAME_MAX_LENGTH } from '../../../../../server/contract/message-templates';
import type { MessageId } from '../../../i18n/en';
import { categoryLabel } from '../categories';
import { SmsCounter } from './SmsCounter';
import { categoryChoices, type SmsCounterView, type SmsFormValues } from './sms-form';

/** A field's message under it: a §5 check or the server's refusal, in the user's words. */
export type SmsFieldErrors = Partial<Record<keyof SmsFormValues, string>>;

interface SmsTemplateFieldsProps {
  values: SmsFormValues;
  /** A system template: its name and category are shown read-only. */
  system: boolean;
  errors: SmsFieldErrors;
  view: SmsCounterView;
  onChange: (patch: Partial<SmsFormValues>) => void;
  /** Writes `{{name}}` at the message's caret. */
  onInsertVariable: (name: string) => void;
  contentRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
}

const intentOf = (error: string | undefined) => (error === undefined ? Intent.NONE : Intent.DANGER);

/** The SMS template form's fields (spec part 3 §3): name, category, message with its counter, variables, active. */
export function SmsTemplateFields({
  values,
  system,
  errors,
  view,
  onChange,
  onInsertVariable,
  contentRef,
  disabled,
}: SmsTemplateFieldsProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const required = text('form.required');

  return (
    <div className="sms-editor-fields">
      <div className="sms-editor-row">
        <FormGroup
          className="sms-editor-name"
          label={text('smsEditor.name')}
          labelFor="sms-editor-name"
          labelInfo={system ? undefined : required}
          intent={intentOf(errors.name)}
          helperText={errors.name}
        >
          <InputGroup
            id="sms-editor-name"
            value={values.name}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            autoComplete="off"
            readOnly={system}
            disabled={disabled}
            intent={intentOf(errors.name)}
            aria-invalid={errors.name !== undefined || undefined}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </FormGroup>
        <FormGroup
          className="sms-editor-category"
          label={text('smsEditor.category')}
          labelFor="sms-editor-category"
          intent={intentOf(errors.subtype)}
          helperText={errors.subtype}
        >
          {system ? (
            <InputGroup id="sms-editor-category" value={categoryLabel(intl, values.subtype)} readOnly />
          ) : (
            <HTMLSelect
              id="sms-editor-category"
              fill
              value={values.subtype}
              disabled={disabled}
              onChange={(event) => onChange({ subtype: event.target.value })}
            >
              {categoryChoices(values.subtype).map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(intl, category)}
                </option>
              ))}
            </HTMLSelect>
          )}
        </FormGroup>
      </div>

      <FormGroup
        label={text('smsEditor.content')}
        labelFor="sms-editor-content"
        labelInfo={required}
        intent={intentOf(errors.content)}
        helperText={errors.content}
      >
        <div className="sms-editor-variable-buttons" role="group" aria-label={text('smsEditor.insertVariables')}>
          {SMS_VARIABLES.map((name) => (
            <Button
              key={name}
              size="small"
              variant="outlined"
              className="sms-editor-variable"
              text={`{{${name}}}`}
              aria-label={intl.formatMessage({ id: 'smsEditor.insertVariable.label' }, { variable: `{{${name}}}` })}
              disabled={disabled}
              onClick={() => onInsertVariable(name)}
            />
          ))}
        </div>
        <TextArea
          id="sms-editor-content"
          inputRef={contentRef}
          value={values.content}
          rows={6}
          fill
          disabled={disabled}
          intent={intentOf(errors.content)}
          aria-invalid={errors.content !== undefined || undefined}
          onChange={(event) => onChange({ content: event.target.value })}
        />
      </FormGroup>
      <SmsCounter view={view} />

      <FormGroup
        label={text('smsEditor.variables')}
        labelFor="sms-editor-variables"
        intent={intentOf(errors.variables)}
        helperText={errors.variables ?? text('smsEditor.variables.help')}
      >
        <InputGroup
          id="sms-editor-variables"
          value={values.variables}
          autoComplete="off"
          disabled={disabled}
          intent={intentOf(errors.variables)}
          aria-invalid={errors.variables !== undefined || undefined}
          onChange={(event) => onChange({ variables: event.target.value })}
        />
      </FormGroup>
      <Switch
        id="sms-editor-active"
        role="switch"
        label={text('smsEditor.active')}
        checked={values.isActive}
        disabled={disabled}
        onChange={(event) => onChange({ isActive: event.currentTarget.checked })}
      />
    </div>
  );
}
