import { useIntl } from 'react-intl';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useDeleteSettingsTemplate } from './api';

interface DeleteTemplateDialogProps {
  /** The template to delete; null keeps the dialog closed. */
  template: SettingsTemplate | null;
  onClose: () => void;
}

/** Asks before deleting one of the user's own templates (the only ones offered, §6). */
export function DeleteTemplateDialog({ template, onClose }: DeleteTemplateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const remove = useDeleteSettingsTemplate();

  function onConfirm() {
    if (template === null || remove.isPending) return;
    remove.mutate(template, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'settingsTemplates.toast.deleted' })),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'settingsTemplates.toast.deleteFailed' }),
          error,
          intl.formatMessage({ id: 'settingsTemplates.toast.deleteFailed.body' }),
        ),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      isOpen={template !== null}
      title={intl.formatMessage({ id: 'settingsTemplates.deleteDialog.title' }, { name: template?.name ?? '' })}
      confirmText={intl.formatMessage({ id: 'settingsTemplates.deleteDialog.confirm' })}
      cancelText={intl.formatMessage({ id: 'settingsTemplates.cancel' })}
      loading={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{intl.formatMessage({ id: 'settingsTemplates.deleteDialog.body' })}</p>
    </ConfirmDialog>
  );
}
