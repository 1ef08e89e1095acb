import { Dialog, DialogBody, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CONTENT_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type MessageTemplate,
} from '../../../../server/contract/message-templates';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { updateTemplate } from './api';

interface PushTemplateDialogProps {
  template: MessageTemplate;
  onClose: () => void;
  onSaved: (template: MessageTemplate) => void;
}

/**
 * Edit for a push notification template: its title and its text, a plain form (push messages are
 * a line or two; neither the email builder nor the SMS segment counter fits them). A system
 * template keeps them as its organization's version, which Reset takes back to the default.
 */
export function PushTemplateDialog({ template, onClose, onSaved }: PushTemplateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [title, setTitle] = useState(template.subject ?? '');
  const [body, setBody] = useState(template.content);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateTemplate(template, { subject: title.trim() === '' ? null : title.trim(), content: body }),
    onSuccess: onSaved,
    onError: (error) => notify.failure(intl.formatMessage({ id: 'systemTemplates.toast.updateFailed' }), error),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (body.trim() === '') {
      setBodyError(intl.formatMessage({ id: 'systemTemplates.push.bodyRequired' }));
      return;
    }
    save.mutate();
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'systemTemplates.push.title' }, { name: template.name })}
      className="system-templates-push-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'systemTemplates.push.titleField' })}
            labelFor="system-templates-push-title"
          >
            <InputGroup
              id="system-templates-push-title"
              value={title}
              maxLength={SUBJECT_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'systemTemplates.push.bodyField' })}
            labelFor="system-templates-push-body"
            intent={bodyError === null ? Intent.NONE : Intent.DANGER}
            helperText={bodyError ?? intl.formatMessage({ id: 'systemTemplates.push.variablesHint' })}
          >
            <TextArea
              id="system-templates-push-body"
              value={body}
              maxLength={CONTENT_MAX_LENGTH}
              rows={4}
              fill
              intent={bodyError === null ? Intent.NONE : Intent.DANGER}
              aria-invalid={bodyError !== null || undefined}
              onChange={(event) => {
                setBody(event.target.value);
                setBodyError(null);
              }}
            />
          </FormGroup>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'systemTemplates.push.save' })}
          loading={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
