import { useIntl } from 'react-intl';
import type { DeskAppointment } from '../../../../server/contract/appointments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useNoShow } from './api';
import { clientName } from './BookingTable';

interface NoShowDialogProps {
  /** The booking the client did not come to; null keeps the dialog closed. */
  appointment: DeskAppointment | null;
  onClose: () => void;
  /** After the server answered, either way: the list is read again. */
  onSettled: () => void;
}

/** Marks a past confirmed booking as a no-show; the server takes the policy's no-show fee. */
export function NoShowDialog({ appointment, onClose, onSettled }: NoShowDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const noShow = useNoShow();

  function onConfirm() {
    if (appointment === null) return;
    noShow.mutate(appointment, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'bookings.toast.noShow' })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'bookings.toast.noShowFailed' }), error),
      onSettled: () => {
        onClose();
        onSettled();
      },
    });
  }

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title={intl.formatMessage(
        { id: 'bookings.noShow.title' },
        { client: appointment === null ? '' : clientName(appointment) },
      )}
      confirmText={intl.formatMessage({ id: 'bookings.noShow.confirm' })}
      cancelText={intl.formatMessage({ id: 'bookings.cancel' })}
      loading={noShow.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{intl.formatMessage({ id: 'bookings.noShow.body' })}</p>
    </ConfirmDialog>
  );
}
