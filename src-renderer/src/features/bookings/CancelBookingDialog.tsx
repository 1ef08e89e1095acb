import { Checkbox, Classes, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DECLINE_REASON_MAX_LENGTH, type DeskAppointment } from '../../../../server/contract/appointments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useCancelBooking } from './api';
import { clientName } from './BookingTable';

interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  appointment: DeskAppointment | null;
  onClose: () => void;
  /** After the server answered, either way: the list is read again. */
  onSettled: () => void;
}

/**
 * Cancel at the desk. Unchecked (the default), the business cancels and the client gets back
 * everything; checked, the client asked, so the policy's late fee and refund rules apply. The line
 * under the checkbox says which of the two will happen before reception confirms.
 */
export function CancelBookingDialog({ appointment, onClose, onSettled }: CancelBookingDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [clientAsked, setClientAsked] = useState(false);

  function close() {
    setReason('');
    setClientAsked(false);
    onClose();
  }

  function onConfirm() {
    if (appointment === null) return;
    cancel.mutate(
      { appointment, reason, clientAsked },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'bookings.toast.cancelled' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'bookings.toast.cancelFailed' }), error),
        onSettled: () => {
          close();
          onSettled();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title={intl.formatMessage(
        { id: 'bookings.cancelBooking.title' },
        { client: appointment === null ? '' : clientName(appointment) },
      )}
      confirmText={intl.formatMessage({ id: 'bookings.cancelBooking.confirm' })}
      cancelText={intl.formatMessage({ id: 'bookings.cancelBooking.keep' })}
      loading={cancel.isPending}
      onConfirm={onConfirm}
      onCancel={close}
    >
      <FormGroup label={intl.formatMessage({ id: 'bookings.cancelBooking.reason' })} labelFor="bookings-cancel-reason">
        <TextArea
          id="bookings-cancel-reason"
          fill
          maxLength={DECLINE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormGroup>
      <Checkbox
        checked={clientAsked}
        label={intl.formatMessage({ id: 'bookings.cancelBooking.clientAsked' })}
        aria-describedby="bookings-cancel-effect"
        onChange={(event) => setClientAsked(event.currentTarget.checked)}
      />
      <p id="bookings-cancel-effect" className={Classes.TEXT_MUTED}>
        {intl.formatMessage({
          id: clientAsked ? 'bookings.cancelBooking.byClient' : 'bookings.cancelBooking.byBusiness',
        })}
      </p>
    </ConfirmDialog>
  );
}
