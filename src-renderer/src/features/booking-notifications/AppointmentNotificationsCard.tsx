import { Card, Switch } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import {
  CUSTOMER_CHANNELS,
  CUSTOMER_EVENTS,
  type CustomerChannel,
  type CustomerEvent,
} from '../../../../server/contract/notification-settings';
import { channelKey, DELIVERED_CHANNELS, eventKey, isOn, toggleChannel, toggleEvent, type Fields } from './rules';
import { showRescheduleConfirmationAtom } from './local-settings';
import { ANCHORS } from './anchors';
import { ChannelToggle } from '../../components/ChannelToggle';

interface AppointmentNotificationsCardProps<T extends Fields> {
  values: T;
  disabled: boolean;
  onChange: (next: T) => void;
}

/**
 * Appointment notifications (spec part 2 §2-§4): per event its switch and a button per channel.
 * Email and SMS reach clients; push and in-app are shown disabled with 'Soon', as on the personal
 * Notifications page, until clients have a device or an inbox to receive them.
 */
export function AppointmentNotificationsCard<T extends Fields>({
  values,
  disabled,
  onChange,
}: AppointmentNotificationsCardProps<T>) {
  const intl = useIntl();
  return (
    <Card className="settings-card" role="region" aria-labelledby="booking-notifications-events-title">
      <h2 id="booking-notifications-events-title" className="settings-card-title">
        <span id={ANCHORS.events} tabIndex={-1}>
          {intl.formatMessage({ id: 'bookingNotifications.events.title' })}
        </span>
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage({ id: 'bookingNotifications.events.description' })}
      </p>
      <ul className="booking-notifications-events">
        {CUSTOMER_EVENTS.map((event) => (
          <EventRow
            key={event}
            event={event}
            values={values}
            disabled={disabled}
            onToggle={() => onChange(toggleEvent(values, event))}
            onToggleChannel={(channel) => onChange(toggleChannel(values, event, channel))}
          />
        ))}
      </ul>
      <p className="settings-hint">{intl.formatMessage({ id: 'bookingNotifications.soonNote' })}</p>
    </Card>
  );
}

interface EventRowProps {
  event: CustomerEvent;
  values: Fields;
  disabled: boolean;
  onToggle: () => void;
  onToggleChannel: (channel: CustomerChannel) => void;
}

function EventRow({ event, values, disabled, onToggle, onToggleChannel }: EventRowProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `bookingNotifications.event.${event}` });
  const enabled = isOn(values, eventKey(event));
  return (
    <li className="booking-notifications-event" data-event={event}>
      <div className="booking-notifications-event-text">
        <Switch
          role="switch"
          className="booking-notifications-event-switch"
          checked={enabled}
          disabled={disabled}
          label={name}
          onChange={onToggle}
        />
        <span className="booking-notifications-event-description">
          {intl.formatMessage({ id: `bookingNotifications.event.${event}.description` })}
        </span>
        {event === 'appointmentRescheduling' && <RescheduleConfirmation />}
      </div>
      <div
        className="booking-notifications-channels"
        role="group"
        aria-label={intl.formatMessage({ id: 'bookingNotifications.channelsFor' }, { event: name })}
      >
        {CUSTOMER_CHANNELS.map((channel) => (
          <ChannelToggle
            key={channel}
            name={intl.formatMessage({ id: `bookingNotifications.channel.${channel}` })}
            on={isOn(values, channelKey(event, channel))}
            soon={!DELIVERED_CHANNELS.includes(channel)}
            soonLabel={intl.formatMessage({ id: 'bookingNotifications.soon' })}
            // An event that is off sends nothing: its channels wait until it is on again.
            disabled={disabled || !enabled}
            onToggle={() => onToggleChannel(channel)}
          />
        ))}
      </div>
    </li>
  );
}

/**
 * Rescheduling's showConfirmationModal (§3): a choice of this computer's, never sent with the
 * settings, kept where the app keeps its other local choices.
 */
function RescheduleConfirmation() {
  const intl = useIntl();
  const [shown, setShown] = useAtom(showRescheduleConfirmationAtom);
  return (
    <div className="booking-notifications-local-choice">
      <Switch
        role="switch"
        checked={shown}
        label={intl.formatMessage({ id: 'bookingNotifications.rescheduling.confirm' })}
        onChange={(event) => setShown(event.currentTarget.checked)}
      />
      <span className="settings-hint">
        {intl.formatMessage({ id: 'bookingNotifications.rescheduling.confirm.help' })}
      </span>
    </div>
  );
}
