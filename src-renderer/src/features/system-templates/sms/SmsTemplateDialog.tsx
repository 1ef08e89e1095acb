import { Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageTemplate } from '../../../../../server/contract/message-templates';
import { ROUTES } from '../../../../../server/contract/routes';
import { api, etagOf } from '../../../api/client';
import { fieldErrorOf, readableError, type LabelOf } from '../../../components/form/form-errors';
import { SubmitFooter } from '../../../components/form/SubmitFooter';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { insertVariable } from '../email-builder/insert-text';
import {
  checkSmsForm,
  createBody,
  isSystemTemplate,
  smsCounterView,
  smsFormValues,
  updateBody,
  type SmsFormProblem,
  type SmsFormValues,
} from './sms-form';
import { SmsTemplateFields, type SmsFieldErrors } from './SmsTemplateFields';
import './sms-editor.css';

export interface SmsTemplateDialogProps {
  /** The template to edit, as the list has it; null for a new marketing SMS template. */
  template: MessageTemplate | null;
  onClose(): void;
  /** After a successful save, with the template as the server now has it (the page toasts and refreshes). */
  onSaved(template: MessageTemplate): void;
}

const PROBLEMS: Readonly<Record<SmsFormProblem, MessageId>> = {
  nameRequired: 'smsEditor.error.nameRequired',
  contentRequired: 'smsEditor.error.contentRequired',
  contentTooLong: 'smsEditor.error.contentTooLong',
};

/** How a refusal of the server names a field: by the form's label, never by its key. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  name: 'smsEditor.name',
  subtype: 'smsEditor.category',
  content: 'smsEditor.content',
  variables: 'smsEditor.variables',
  isActive: 'smsEditor.active',
};
const isFormField = (path: string): path is keyof SmsFormValues => path in FIELD_LABELS;

/**
 * The SMS edit form (spec part 3 §2 "SMS editor"): a plain form whose message is counted live by
 * the exact GSM 03.38 rules, the same count the engine bills. A system template's wording becomes
 * the organization's own version (Reset takes it back to the default); a marketing template is the
 * organization's to name and file. The §5 checks show at their field before anything is sent; a
 * refusal of the server shows at its field too, and in a toast with the server's reason.
 */
export function SmsTemplateDialog({ template, onClose, onSaved }: SmsTemplateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const system = isSystemTemplate(template);
  const [values, setValues] = useState<SmsFormValues>(() => smsFormValues(template));
  const [errors, setErrors] = useState<SmsFieldErrors>({});
  const content = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const view = useMemo(() => smsCounterView(values.content), [values.content]);

  const labelOf: LabelOf = (path) => {
    const id = FIELD_LABELS[path];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  const save = useMutation({
    mutationFn: (next: SmsFormValues) =>
      template === null
        ? api.call(ROUTES.messageTemplates.create, { body: createBody(next) })
        : api.call(ROUTES.messageTemplates.update, {
            params: { id: template.id },
            body: updateBody(next, system),
            // The version the list showed: saved by someone else since, the server answers 412.
            ifMatch: etagOf(template.version),
          }),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const field = fieldErrorOf(intl, error, labelOf);
      if (field !== undefined && isFormField(field.path)) setErrors({ [field.path]: field.text });
      const title = template === null ? 'smsEditor.toast.createFailed' : 'smsEditor.toast.updateFailed';
      notify.failure(intl.formatMessage({ id: title }), readableError(intl, error, labelOf));
    },
  });

  // After a variable is inserted the caret goes back into the message, just after it.
  useEffect(() => {
    const element = content.current;
    if (caret === null || element === null) return;
    element.focus();
    element.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  function change(patch: Partial<SmsFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes once it is edited; the others stay until the next save.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  }

  function onInsertVariable(name: string) {
    const element = content.current;
    const selection = element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: values.content.length, end: values.content.length };
    const edit = insertVariable(values.content, selection, name);
    change({ content: edit.text });
    setCaret(edit.caret);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || view.tooLong) return;
    const problems = checkSmsForm(values, system);
    const shown: SmsFieldErrors = {};
    for (const [field, problem] of Object.entries(problems) as [keyof SmsFieldErrors, SmsFormProblem][]) {
      shown[field] = intl.formatMessage({ id: PROBLEMS[problem] });
    }
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    save.mutate(values);
  }

  const title =
    template === null
      ? intl.formatMessage({ id: 'smsEditor.title.new' })
      : intl.formatMessage({ id: 'smsEditor.title.edit' }, { name: template.name });

  return (
    <Dialog isOpen onClose={onClose} title={title} icon="mobile-phone" className="sms-editor-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {system && (
            <Callout icon="info-sign" className="sms-editor-system-note">
              {intl.formatMessage({ id: 'smsEditor.systemNote' })}
            </Callout>
          )}
          <SmsTemplateFields
            values={values}
            system={system}
            errors={errors}
            view={view}
            onChange={change}
            onInsertVariable={onInsertVariable}
            contentRef={content}
            disabled={save.isPending}
          />
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: template === null ? 'smsEditor.create' : 'smsEditor.save' })}
          onCancel={onClose}
          loading={save.isPending}
          disabled={view.tooLong}
        />
      </form>
    </Dialog>
  );
}
