import { Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useApplySettingsTemplate } from './api';
import { reloadSoon } from '../../app/reload-soon';

interface ApplyTemplateDialogProps {
  /** The template to apply; null keeps the dialog closed. */
  template: SettingsTemplate | null;
  onClose: () => void;
  /** Applied: the page is about to reload, so nothing else should start. */
  onApplied: () => void;
}

/**
 * Asks before applying: it overwrites settings, so the dialog says a recovery point is taken first
 * (the undo) and that the page reloads. Applying counts the use on the server.
 */
export function ApplyTemplateDialog({ template, onClose, onApplied }: ApplyTemplateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const apply = useApplySettingsTemplate();

  function onConfirm() {
    if (template === null || apply.isPending) return;
    apply.mutate(template, {
      onSuccess: () => {
        notify.success(
          intl.formatMessage({ id: 'settingsTemplates.toast.applied' }),
          intl.formatMessage({ id: 'settingsTemplates.toast.applied.body' }),
        );
        onApplied();
        onClose();
        reloadSoon();
      },
      onError: (error) => {
        notify.failure(
          intl.formatMessage({ id: 'settingsTemplates.toast.applyFailed' }),
          error,
          intl.formatMessage({ id: 'settingsTemplates.toast.applyFailed.body' }),
        );
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      isOpen={template !== null}
      title={intl.formatMessage({ id: 'settingsTemplates.applyDialog.title' }, { name: template?.name ?? '' })}
      confirmText={intl.formatMessage({ id: 'settingsTemplates.applyDialog.confirm' })}
      cancelText={intl.formatMessage({ id: 'settingsTemplates.cancel' })}
      intent={Intent.PRIMARY}
      loading={apply.isPending}
      onConfirm={onConfirm}
      onCancel={() => !apply.isPending && onClose()}
    >
      <p>{intl.formatMessage({ id: 'settingsTemplates.applyDialog.body' })}</p>
      <Callout intent={Intent.WARNING} icon="refresh" compact>
        {intl.formatMessage({ id: 'settingsTemplates.applyDialog.reload' })}
      </Callout>
    </ConfirmDialog>
  );
}
