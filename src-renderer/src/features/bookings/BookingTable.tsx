import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { AppointmentView, DeskAppointment } from '../../../../server/contract/appointments';
import type { MessageId } from '../../i18n/en';
import { useNow } from '../overview/useNow';
import { PaymentCell } from './PaymentCell';
import { timeText } from './when';

interface BookingTableProps {
  view: AppointmentView;
  appointments: readonly DeskAppointment[];
  /** The row an action is running for: its buttons wait. */
  busyId: string | null;
  onApprove: (appointment: DeskAppointment) => void;
  onDecline: (appointment: DeskAppointment) => void;
  onCancel: (appointment: DeskAppointment) => void;
  onNoShow: (appointment: DeskAppointment) => void;
}

const STATUS_INTENT: Record<DeskAppointment['status'], Intent> = {
  awaiting_payment: Intent.WARNING,
  pending: Intent.WARNING,
  confirmed: Intent.SUCCESS,
  declined: Intent.DANGER,
  cancelled: Intent.DANGER,
  no_show: Intent.DANGER,
  completed: Intent.NONE,
};

export const clientName = (appointment: DeskAppointment) =>
  `${appointment.client.firstName} ${appointment.client.lastName}`.trim();

/** Reception may cancel what is still to come or waiting for approval. */
const cancellable = (appointment: DeskAppointment) =>
  appointment.status === 'confirmed' || appointment.status === 'pending';

/** A no-show is known only once the start has passed (the server refuses it before). */
const mayBeNoShow = (appointment: DeskAppointment, now: number) =>
  appointment.status === 'confirmed' && Date.parse(appointment.start) < now;

/**
 * The list: time in the location's zone, client, services with practitioners, location, source,
 * status, payment. Pending approval offers Approve and Decline; Today and Upcoming offer Cancel,
 * and No-show once a confirmed booking's start has passed.
 */
export function BookingTable(props: BookingTableProps) {
  const { view, appointments, busyId, onApprove, onDecline, onCancel, onNoShow } = props;
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const withDate = view !== 'today';
  // Read again every 30 s, like the list, so a booking whose start just passed offers No-show.
  const now = useNow().getTime();
  return (
    <HTMLTable className="bookings-table" striped>
      <thead>
        <tr>
          <th scope="col">{text('bookings.column.time')}</th>
          <th scope="col">{text('bookings.column.client')}</th>
          <th scope="col">{text('bookings.column.services')}</th>
          <th scope="col">{text('bookings.column.location')}</th>
          <th scope="col">{text('bookings.column.source')}</th>
          <th scope="col">{text('bookings.column.status')}</th>
          <th scope="col">{text('bookings.column.payment')}</th>
          <th scope="col">{text('bookings.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {appointments.map((appointment) => {
          const name = clientName(appointment);
          return (
            <tr key={appointment.id} data-appointment-id={appointment.id}>
              <td>
                {timeText(intl, appointment.start, appointment.timeZone, withDate)}
                {' – '}
                {timeText(intl, appointment.end, appointment.timeZone, false)}
              </td>
              <td>
                <div className="bookings-client">{name}</div>
                <div className="bookings-contact">
                  {[appointment.client.phone, appointment.client.email].filter((part) => part !== '').join(' · ')}
                </div>
              </td>
              <td>
                {appointment.services.map((service, index) => (
                  <div key={index}>
                    {intl.formatMessage(
                      { id: 'bookings.service.with' },
                      { service: service.name, practitioner: service.practitioner.name },
                    )}
                  </div>
                ))}
              </td>
              <td>{appointment.location.name}</td>
              <td>
                <Tag minimal intent={appointment.source === 'online' ? Intent.PRIMARY : Intent.NONE}>
                  {text(appointment.source === 'online' ? 'bookings.source.online' : 'bookings.source.desk')}
                </Tag>
              </td>
              <td>
                <Tag minimal intent={STATUS_INTENT[appointment.status]}>
                  {text(`bookings.status.${appointment.status}`)}
                </Tag>
              </td>
              <td>
                <PaymentCell payment={appointment.payment} />
              </td>
              {view === 'pending' ? (
                <td className="bookings-actions">
                  {appointment.status === 'pending' && (
                    <>
                      <Button
                        size="small"
                        intent={Intent.SUCCESS}
                        icon="tick"
                        text={text('bookings.approve')}
                        aria-label={`${text('bookings.approve')}: ${name}`}
                        loading={busyId === appointment.id}
                        onClick={() => onApprove(appointment)}
                      />{' '}
                      <Button
                        size="small"
                        intent={Intent.DANGER}
                        icon="cross"
                        text={text('bookings.decline')}
                        aria-label={`${text('bookings.decline')}: ${name}`}
                        disabled={busyId === appointment.id}
                        onClick={() => onDecline(appointment)}
                      />
                    </>
                  )}
                </td>
              ) : (
                <td className="bookings-actions">
                  {cancellable(appointment) && (
                    <Button
                      size="small"
                      icon="disable"
                      text={text('bookings.cancelBooking')}
                      aria-label={intl.formatMessage({ id: 'bookings.cancelBooking.label' }, { client: name })}
                      onClick={() => onCancel(appointment)}
                    />
                  )}
                  {mayBeNoShow(appointment, now) && (
                    <>
                      {' '}
                      <Button
                        size="small"
                        icon="blocked-person"
                        text={text('bookings.noShow')}
                        aria-label={intl.formatMessage({ id: 'bookings.noShow.label' }, { client: name })}
                        onClick={() => onNoShow(appointment)}
                      />
                    </>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
