import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { AppointmentView, DeskAppointment } from '../../../../server/contract/appointments';
import type { MessageId } from '../../i18n/en';
import { timeText } from './when';

interface BookingTableProps {
  view: AppointmentView;
  appointments: readonly DeskAppointment[];
  /** The row an action is running for: its buttons wait. */
  busyId: string | null;
  onApprove: (appointment: DeskAppointment) => void;
  onDecline: (appointment: DeskAppointment) => void;
}

const STATUS_INTENT: Record<DeskAppointment['status'], Intent> = {
  pending: Intent.WARNING,
  confirmed: Intent.SUCCESS,
  declined: Intent.DANGER,
  cancelled: Intent.DANGER,
  no_show: Intent.DANGER,
  completed: Intent.NONE,
};

export const clientName = (appointment: DeskAppointment) =>
  `${appointment.client.firstName} ${appointment.client.lastName}`.trim();

/** The list: time in the location's zone, client, services with practitioners, location, source, status. */
export function BookingTable({ view, appointments, busyId, onApprove, onDecline }: BookingTableProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const withDate = view !== 'today';
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
          {view === 'pending' && <th scope="col">{text('bookings.column.actions')}</th>}
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
              {view === 'pending' && (
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
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
