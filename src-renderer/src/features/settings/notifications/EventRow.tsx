import { Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  CHANNELS_AVAILABLE,
  EVENTS_RAISED,
  NOTIFICATION_CHANNELS,
  type NotificationEvent,
} from '../../../../../server/contract/notification-preferences';
import { ChannelToggle } from '../../../components/ChannelToggle';
import { eventIsOn, isOn, type Channel, type Flags } from './rules';

interface EventRowProps {
  event: NotificationEvent;
  flags: Flags;
  disabled: boolean;
  onToggle: (event: NotificationEvent) => void;
  onToggleChannel: (event: NotificationEvent, channel: Channel) => void;
}

const AVAILABLE: readonly Channel[] = CHANNELS_AVAILABLE;

/**
 * One event: its master switch and a badge per channel. Email and SMS badges flip their channel;
 * push and in-app are shown disabled with 'Soon' until those deliveries exist (part 1 §4). An
 * event nothing raises yet says so under its description; its choices are still saved.
 */
export function EventRow({ event, flags, disabled, onToggle, onToggleChannel }: EventRowProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `notifications.event.${event}` });
  return (
    <li className="notification-event" data-event={event}>
      <div className="notification-event-text">
        <Switch
          role="switch"
          className="notification-event-switch"
          checked={eventIsOn(flags, event)}
          disabled={disabled}
          label={name}
          onChange={() => onToggle(event)}
        />
        <span className="notification-event-description">
          {intl.formatMessage({ id: `notifications.event.${event}.description` })}
          {!EVENTS_RAISED.includes(event) && (
            <span
              className="notification-event-not-raised"
              title={intl.formatMessage({ id: 'notifications.notRaised.why' })}
            >
              {' · '}
              {intl.formatMessage({ id: 'notifications.notRaised' })}
            </span>
          )}
        </span>
      </div>
      <div
        className="notification-channels"
        role="group"
        aria-label={intl.formatMessage({ id: 'notifications.channelsFor' }, { event: name })}
      >
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ChannelToggle
            key={channel}
            name={intl.formatMessage({ id: `notifications.channel.${channel}` })}
            on={isOn(flags, `${event}${channel}`)}
            soon={!AVAILABLE.includes(channel)}
            soonLabel={intl.formatMessage({ id: 'notifications.soon' })}
            disabled={disabled}
            onToggle={() => onToggleChannel(event, channel)}
          />
        ))}
      </div>
    </li>
  );
}
