import { Button, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  MAX_REMINDER_TIMINGS,
  REMINDER_CHANNELS,
  REMINDER_HOURS,
  type ReminderChannel,
  type ReminderTiming,
} from '../../../../server/contract/notification-settings';
import {
  addReminder,
  canAddReminder,
  DELIVERED_REMINDER_CHANNELS,
  hoursOf,
  isReminderHoursInRange,
  removeReminder,
  setReminderHours,
  toggleReminderChannel,
} from './rules';
import { ANCHORS } from './anchors';
import { ChannelToggle } from '../../components/ChannelToggle';

const CHANNEL_NAMES: Readonly<Record<ReminderChannel, 'Email' | 'Sms' | 'Push' | 'InApp'>> = {
  email: 'Email',
  sms: 'Sms',
  push: 'Push',
  inApp: 'InApp',
};

interface ReminderTimingCardProps {
  timings: readonly ReminderTiming[];
  /** Reminders are switched on (the event above); the list is kept either way. */
  remindersOn: boolean;
  disabled: boolean;
  /** The refusal of the save's check, shown under the list. */
  problem: string | null;
  onChange: (next: ReminderTiming[]) => void;
}

/**
 * Reminder timing (spec part 2 §3, §9): a list of {hours before, channels}, at most five, each
 * from 1 hour to 4 weeks (672 hours) before the appointment.
 */
export function ReminderTimingCard({ timings, remindersOn, disabled, problem, onChange }: ReminderTimingCardProps) {
  const intl = useIntl();
  return (
    <Card className="settings-card" role="region" aria-labelledby="booking-notifications-reminders-title">
      <h2 id="booking-notifications-reminders-title" className="settings-card-title">
        <span id={ANCHORS.reminders} tabIndex={-1}>
          {intl.formatMessage({ id: 'bookingNotifications.reminders.title' })}
        </span>
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage(
          { id: 'bookingNotifications.reminders.description' },
          { max: MAX_REMINDER_TIMINGS, min: REMINDER_HOURS.min, maxHours: REMINDER_HOURS.max },
        )}
      </p>
      {!remindersOn && (
        <p className="settings-hint">{intl.formatMessage({ id: 'bookingNotifications.reminders.off' })}</p>
      )}
      {timings.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'bookingNotifications.reminders.empty' })}</p>
      ) : (
        <ol className="booking-notifications-reminders">
          {timings.map((timing, index) => (
            <ReminderRow
              // A row's place is its identity: the hours are what is being edited.
              key={index}
              index={index}
              timing={timing}
              disabled={disabled}
              onHours={(hours) => onChange(setReminderHours(timings, index, hours))}
              onToggleChannel={(channel) => onChange(toggleReminderChannel(timings, index, channel))}
              onRemove={() => onChange(removeReminder(timings, index))}
            />
          ))}
        </ol>
      )}
      {problem !== null && (
        <p className="settings-field-error" role="alert">
          {problem}
        </p>
      )}
      <Button
        icon="add"
        variant="outlined"
        text={intl.formatMessage({ id: 'bookingNotifications.reminders.add' })}
        disabled={disabled || !canAddReminder(timings)}
        onClick={() => onChange(addReminder(timings))}
      />
    </Card>
  );
}

interface ReminderRowProps {
  index: number;
  timing: ReminderTiming;
  disabled: boolean;
  onHours: (hours: number) => void;
  onToggleChannel: (channel: ReminderChannel) => void;
  onRemove: () => void;
}

function ReminderRow({ index, timing, disabled, onHours, onToggleChannel, onRemove }: ReminderRowProps) {
  const intl = useIntl();
  const number = index + 1;
  const id = `booking-notifications-reminder-${number}-hours`;
  // What is typed stays as typed while the field has focus (a cleared field stays empty).
  const [typed, setTyped] = useState<string | null>(null);
  const valid = isReminderHoursInRange(timing.hours);
  return (
    <li className="booking-notifications-reminder">
      <FormGroup
        className="booking-notifications-reminder-hours"
        label={intl.formatMessage({ id: 'bookingNotifications.reminders.hoursN' }, { number })}
        labelFor={id}
        intent={valid ? Intent.NONE : Intent.DANGER}
      >
        <InputGroup
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={typed ?? (Number.isNaN(timing.hours) ? '' : String(timing.hours))}
          disabled={disabled}
          intent={valid ? Intent.NONE : Intent.DANGER}
          aria-invalid={!valid || undefined}
          rightElement={
            <span className="settings-field-unit">
              {intl.formatMessage({ id: 'bookingNotifications.reminders.hoursUnit' })}
            </span>
          }
          onChange={(event) => {
            setTyped(event.target.value);
            onHours(hoursOf(event.target.value));
          }}
          onBlur={() => setTyped(null)}
        />
      </FormGroup>
      <div
        className="booking-notifications-channels"
        role="group"
        aria-label={intl.formatMessage({ id: 'bookingNotifications.reminders.channelsN' }, { number })}
      >
        {REMINDER_CHANNELS.map((channel) => {
          const on = timing.channels.includes(channel);
          return (
            <ChannelToggle
              key={channel}
              name={intl.formatMessage({ id: `bookingNotifications.channel.${CHANNEL_NAMES[channel]}` })}
              on={on}
              // A channel not delivered yet stays switchable while it is on, so it can be taken off.
              soon={!DELIVERED_REMINDER_CHANNELS.includes(channel) && !on}
              soonLabel={intl.formatMessage({ id: 'bookingNotifications.soon' })}
              disabled={disabled}
              onToggle={() => onToggleChannel(channel)}
            />
          );
        })}
      </div>
      <Button
        icon="trash"
        variant="minimal"
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'bookingNotifications.reminders.remove' }, { number })}
        onClick={onRemove}
      />
    </li>
  );
}
