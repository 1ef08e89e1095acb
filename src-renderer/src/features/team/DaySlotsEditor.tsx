import { Button, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DaySlots, Slot } from '../../../../server/contract/locations';
import type { MessageId } from '../../i18n/en';
import { useHoursText } from '../services/booking/useHoursText';
import { nextSlot, setDayOpen, slotTimeChoices } from './practitioner-draft';

interface TimeSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A time of day every 15 minutes from 06:00 to 23:45, shown on the user's clock. */
function TimeSelect({ label, value, onChange }: TimeSelectProps) {
  const { time } = useHoursText();
  return (
    <HTMLSelect aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {slotTimeChoices([value]).map((choice) => (
        <option key={choice} value={choice}>
          {time(choice)}
        </option>
      ))}
    </HTMLSelect>
  );
}

interface DaySlotsEditorProps {
  /** The weekday as the user reads it ('Monday'): names the controls. */
  dayName: string;
  day: DaySlots;
  /** The location's hours that day: a new day starts with them, and they show as a hint. */
  locationDay: DaySlots;
  /** The same as the user reads them ('9:00 AM – 5:00 PM' or 'Closed'). */
  locationHint: string;
  onChange: (day: DaySlots) => void;
}

/** One weekday of a member's own hours: working or not, and the slots (a lunch break is two). */
export function DaySlotsEditor({ dayName, day, locationDay, locationHint, onChange }: DaySlotsEditorProps) {
  const intl = useIntl();
  const say = (id: MessageId, number?: number) => intl.formatMessage({ id }, { day: dayName, number });
  const next = nextSlot(day);
  // Nobody works where the location is closed (the server refuses it); a day already set stays undoable.
  const locationClosed = !locationDay.isOpen || locationDay.slots.length === 0;
  const setSlot = (index: number, slot: Slot) =>
    onChange({ ...day, slots: day.slots.map((current, at) => (at === index ? slot : current)) });

  return (
    <div className="practitioner-day">
      <Switch
        role="switch"
        className="practitioner-day-switch"
        checked={day.isOpen}
        label={dayName}
        aria-label={say('practitioners.hours.worksOn')}
        disabled={locationClosed && !day.isOpen}
        onChange={(event) => onChange(setDayOpen(day, event.currentTarget.checked, locationDay))}
      />
      <div className="practitioner-day-slots">
        {!day.isOpen && (
          <span className="practitioner-day-off">{intl.formatMessage({ id: 'practitioners.hours.dayOff' })}</span>
        )}
        {day.isOpen &&
          day.slots.map((slot, index) => {
            const number = index + 1;
            return (
              <div className="practitioner-slot" key={index}>
                <TimeSelect
                  label={say('practitioners.hours.slotStart', number)}
                  value={slot.start}
                  onChange={(start) => setSlot(index, { ...slot, start })}
                />
                <span className="practitioner-slot-to">{intl.formatMessage({ id: 'practitioners.hours.to' })}</span>
                <TimeSelect
                  label={say('practitioners.hours.slotEnd', number)}
                  value={slot.end}
                  onChange={(end) => setSlot(index, { ...slot, end })}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  intent={Intent.DANGER}
                  aria-label={say('practitioners.hours.removeSlot', number)}
                  title={say('practitioners.hours.removeSlot', number)}
                  onClick={() => {
                    const slots = day.slots.filter((_, at) => at !== index);
                    // Removing the last slot is not working that day.
                    onChange(slots.length === 0 ? { isOpen: false, slots } : { ...day, slots });
                  }}
                />
              </div>
            );
          })}
        {day.isOpen && (
          <Button
            variant="minimal"
            size="small"
            icon="add"
            text={intl.formatMessage({ id: 'practitioners.hours.addSlot' })}
            aria-label={say('practitioners.hours.addSlotOn')}
            disabled={next === null}
            onClick={() => next && onChange({ ...day, slots: [...day.slots, next] })}
          />
        )}
      </div>
      <span className="practitioner-day-hint">
        {intl.formatMessage({ id: 'practitioners.hours.locationHint' }, { hours: locationHint })}
      </span>
    </div>
  );
}
