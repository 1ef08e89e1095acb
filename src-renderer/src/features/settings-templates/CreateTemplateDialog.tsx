import { Callout, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  SETTINGS_TEMPLATE_CATEGORIES,
  SETTINGS_TEMPLATE_DESCRIPTION_MAX_LENGTH,
  SETTINGS_TEMPLATE_NAME_MAX_LENGTH,
  type SettingsTemplateCategory,
} from '../../../../server/contract/settings-templates';
import type { LabelOf } from '../../components/form/form-errors';
import { saveFailure } from '../../components/form/save-outcome';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { useCreateSettingsTemplate } from './api';

interface CreateTemplateDialogProps {
  onClose: () => void;
}

const isCategory = (value: string): value is SettingsTemplateCategory =>
  (SETTINGS_TEMPLATE_CATEGORIES as readonly string[]).includes(value);

/**
 * Create Template: a name (required, §5), a description and a category. No settings are sent, so
 * the server saves the current ones (the organization's and the creator's own preferences); the
 * dialog says so, since nothing else on it shows what the template will hold.
 */
export function CreateTemplateDialog({ onClose }: CreateTemplateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateSettingsTemplate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<SettingsTemplateCategory>('custom');
  const [nameError, setNameError] = useState<string | null>(null);

  const labels: Record<string, string> = {
    name: intl.formatMessage({ id: 'settingsTemplates.field.name' }),
    description: intl.formatMessage({ id: 'settingsTemplates.field.description' }),
    category: intl.formatMessage({ id: 'settingsTemplates.field.category' }),
  };
  const labelOf: LabelOf = (path) => labels[path];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      // The spec's check (§5), before any call: a toast and the field marked.
      const body = intl.formatMessage({ id: 'settingsTemplates.toast.nameRequired.body' });
      setNameError(body);
      notify.danger(intl.formatMessage({ id: 'settingsTemplates.toast.nameRequired' }), body);
      return;
    }
    setNameError(null);
    create.mutate(
      { name: trimmed, description: description.trim(), category },
      {
        onSuccess: (created) => {
          notify.success(
            intl.formatMessage({ id: 'settingsTemplates.toast.created' }),
            intl.formatMessage({ id: 'settingsTemplates.toast.created.body' }, { name: created.name }),
          );
          onClose();
        },
        onError: (error) => {
          const failure = saveFailure(intl, error, labelOf);
          if (failure.fieldError?.path === 'name') setNameError(failure.fieldError.text);
          notify.failure(
            intl.formatMessage({ id: 'settingsTemplates.toast.createFailed' }),
            failure.shown,
            intl.formatMessage({ id: 'settingsTemplates.toast.createFailed.body' }),
          );
        },
      },
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'settingsTemplates.createDialog.title' })}
      className="settings-templates-create-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <Callout intent={Intent.PRIMARY} icon="info-sign" className="settings-templates-create-intro">
            {intl.formatMessage({ id: 'settingsTemplates.createDialog.intro' })}
          </Callout>
          <FormGroup
            label={labels.name}
            labelFor="settings-template-name"
            labelInfo="*"
            intent={nameError ? Intent.DANGER : Intent.NONE}
            helperText={nameError ?? undefined}
          >
            <InputGroup
              id="settings-template-name"
              value={name}
              maxLength={SETTINGS_TEMPLATE_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              required
              intent={nameError ? Intent.DANGER : Intent.NONE}
              aria-invalid={nameError !== null || undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
          </FormGroup>
          <FormGroup label={labels.description} labelFor="settings-template-description">
            <TextArea
              id="settings-template-description"
              fill
              value={description}
              maxLength={SETTINGS_TEMPLATE_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
          <FormGroup label={labels.category} labelFor="settings-template-category">
            <HTMLSelect
              id="settings-template-category"
              value={category}
              options={SETTINGS_TEMPLATE_CATEGORIES.map((value) => ({
                value,
                label: intl.formatMessage({ id: `settingsTemplates.category.${value}` }),
              }))}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isCategory(next)) setCategory(next);
              }}
            />
          </FormGroup>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'settingsTemplates.createDialog.save' })}
          onCancel={onClose}
          loading={create.isPending}
        />
      </form>
    </Dialog>
  );
}
