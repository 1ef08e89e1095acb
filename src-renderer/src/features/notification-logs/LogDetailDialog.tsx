import { Button, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useLogEntry } from './api';
import { LogDetails } from './LogDetails';

/** The entry the dialog shows: its id, with the copy the list already has when there is one. */
export interface Viewing {
  id: string;
  initial?: NotificationLog;
}

interface LogDetailDialogProps {
  viewing: Viewing;
  /** The entry being resent, if any. */
  resendingId: string | null;
  onResend: (log: NotificationLog) => void;
  onOpen: (viewing: Viewing) => void;
  onClose: () => void;
}

/**
 * One entry in full. It is read again from the server when opened (the row may be a minute old)
 * and, while pending, every few seconds, so a resent message is seen going or failing, with the
 * provider's reason.
 */
export function LogDetailDialog({ viewing, resendingId, onResend, onOpen, onClose }: LogDetailDialogProps) {
  const intl = useIntl();
  const entry = useLogEntry(viewing.id, viewing.initial);
  const log = entry.data;

  let body;
  if (log !== undefined) {
    body = <LogDetails log={log} onOpen={(id) => onOpen({ id })} />;
  } else if (entry.isError) {
    body = (
      <LoadFailure
        description={intl.formatMessage({ id: 'notificationLogs.detail.loadFailed' })}
        onRetry={() => void entry.refetch()}
      />
    );
  } else {
    body = <Spinner size={24} aria-label={intl.formatMessage({ id: 'notificationLogs.detail.loading' })} />;
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'notificationLogs.detail.title' })}
      icon="history"
      className="notification-logs-dialog"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={intl.formatMessage({ id: 'notificationLogs.detail.close' })} onClick={onClose} />
            {log?.status === 'failed' && (
              <Button
                icon="repeat"
                intent={Intent.PRIMARY}
                text={intl.formatMessage({ id: 'notificationLogs.resend' })}
                loading={resendingId === log.id}
                onClick={() => onResend(log)}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
