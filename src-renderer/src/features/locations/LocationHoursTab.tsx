import { Button, HTMLSelect, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { MAX_SLOTS_PER_DAY, type LocationHours } from '../../../../server/contract/locations';
import { WEEKDAYS, type Weekday } from '../../../../server/contract/service-booking';
import { timeChoices, withDayOpen, withSlotAdded, withSlotRemoved, withSlotTime } from './location-form';

interface LocationHoursTabProps {
  hours: LocationHours;
  onChange: (hours: LocationHours) => void;
}

/**
 * Hours (spec §4): per weekday an open switch and its slots. Opening a day gives 09:00-17:00,
 * closing empties it; a slot's times are chosen every 15 minutes from 06:00 to 23:45, and remove
 * is offered only while the day has more than one slot.
 */
export function LocationHoursTab({ hours, onChange }: LocationHoursTabProps) {
  const intl = useIntl();
  const dayName = (day: Weekday) => intl.formatMessage({ id: `locations.day.${day}` });

  return (
    <div className="locations-dialog-panel locations-hours">
      {WEEKDAYS.map((day) => {
        const { isOpen, slots } = hours[day];
        const name = dayName(day);
        return (
          <div key={day} className="locations-day" role="group" aria-label={name}>
            <div className="locations-day-head">
              <Switch
                role="switch"
                className="locations-day-switch"
                checked={isOpen}
                label={name}
                onChange={(event) => onChange(withDayOpen(hours, day, event.currentTarget.checked))}
              />
              {!isOpen && (
                <span className="settings-hint">{intl.formatMessage({ id: 'locations.hours.closedDay' })}</span>
              )}
            </div>
            {isOpen && (
              <div className="locations-slots">
                {slots.map((slot, index) => {
                  const number = index + 1;
                  return (
                    <div key={index} className="locations-slot">
                      <HTMLSelect
                        value={slot.start}
                        aria-label={intl.formatMessage({ id: 'locations.hours.slotOpens' }, { day: name, number })}
                        onChange={(event) => onChange(withSlotTime(hours, day, index, 'start', event.target.value))}
                      >
                        {timeChoices(slot.start).map((time) => (
                          <option key={time}>{time}</option>
                        ))}
                      </HTMLSelect>
                      <span aria-hidden>–</span>
                      <HTMLSelect
                        value={slot.end}
                        aria-label={intl.formatMessage({ id: 'locations.hours.slotCloses' }, { day: name, number })}
                        onChange={(event) => onChange(withSlotTime(hours, day, index, 'end', event.target.value))}
                      >
                        {timeChoices(slot.end).map((time) => (
                          <option key={time}>{time}</option>
                        ))}
                      </HTMLSelect>
                      {slots.length > 1 && (
                        <Button
                          variant="minimal"
                          icon="cross"
                          aria-label={intl.formatMessage({ id: 'locations.hours.removeSlot' }, { day: name, number })}
                          onClick={() => onChange(withSlotRemoved(hours, day, index))}
                        />
                      )}
                    </div>
                  );
                })}
                <Button
                  variant="minimal"
                  icon="add"
                  size="small"
                  text={intl.formatMessage({ id: 'locations.hours.addSlot' })}
                  aria-label={intl.formatMessage({ id: 'locations.hours.addSlotTo' }, { day: name })}
                  disabled={slots.length >= MAX_SLOTS_PER_DAY}
                  onClick={() => onChange(withSlotAdded(hours, day))}
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
