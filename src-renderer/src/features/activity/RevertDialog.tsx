import { Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ActivityEntry } from '../../../../server/contract/activity';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useRefreshActivity, useRevertChange } from './api';
import { useDetailText } from './detail-text';

/**
 * Undo this change, after a confirmation that says what happens: the values before the change are
 * written back as a new change in the log. When the setting changed since, the server refuses
 * (409) with a sentence saying so, and that sentence is the toast.
 */
export function RevertDialog({ entry, onClose }: { entry: ActivityEntry | null; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const revert = useRevertChange();
  const refresh = useRefreshActivity();
  const detailText = useDetailText();

  function onConfirm() {
    if (entry === null) return;
    revert.mutate(entry, {
      onSuccess: (result) => notify.success(intl.formatMessage({ id: 'activity.toast.reverted' }), detailText(result)),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'activity.toast.revertFailed' }),
          error,
          intl.formatMessage({ id: 'activity.toast.revertFailed.body' }),
        ),
      onSettled: () => {
        onClose();
        void refresh();
      },
    });
  }

  return (
    <ConfirmDialog
      isOpen={entry !== null}
      title={intl.formatMessage({ id: 'activity.revert.question' })}
      confirmText={intl.formatMessage({ id: 'activity.row.undo' })}
      cancelText={intl.formatMessage({ id: 'activity.cancel' })}
      intent={Intent.WARNING}
      loading={revert.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {entry !== null && <p>{detailText(entry)}</p>}
    </ConfirmDialog>
  );
}
