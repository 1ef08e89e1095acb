import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useClearActivity, useRefreshActivity } from './api';

/**
 * Clear Activity, after §5's confirmation. Shown only to those who hold manage_security_settings,
 * the permission the server asks: the log is the organization's audit trail.
 */
export function ClearActivityButton() {
  const intl = useIntl();
  const notify = useNotify();
  const clear = useClearActivity();
  const refresh = useRefreshActivity();
  const [confirming, setConfirming] = useState(false);

  function onConfirm() {
    clear.mutate(undefined, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'activity.toast.cleared' })),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'activity.toast.clearFailed' }),
          error,
          intl.formatMessage({ id: 'activity.toast.clearFailed.body' }),
        ),
      onSettled: () => {
        setConfirming(false);
        void refresh();
      },
    });
  }

  return (
    <>
      <Button
        icon="trash"
        intent={Intent.DANGER}
        text={intl.formatMessage({ id: 'activity.clear' })}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={intl.formatMessage({ id: 'activity.clear.question' })}
        confirmText={intl.formatMessage({ id: 'activity.clear' })}
        cancelText={intl.formatMessage({ id: 'activity.cancel' })}
        loading={clear.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
