import { Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DaySlots, Location } from '../../../../server/contract/locations';
import { WEEKDAYS, type Weekday } from '../../../../server/contract/service-booking';
import type { MemberLocation } from '../../../../server/contract/practitioners';
import { EmptyState } from '../../components/EmptyState';
import { useHoursText } from '../services/booking/useHoursText';
import { DaySlotsEditor } from './DaySlotsEditor';
import { setOwnHours, setWorksAt } from './practitioner-draft';

interface LocationsHoursTabProps {
  locations: readonly Location[];
  chosen: readonly MemberLocation[];
  onChange: (locations: MemberLocation[]) => void;
}

/** 'Closed', or the slots of the day: '9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM'. */
function useDayText() {
  const intl = useIntl();
  const { time } = useHoursText();
  return (day: DaySlots): string => {
    if (!day.isOpen || day.slots.length === 0) return intl.formatMessage({ id: 'practitioners.hours.closed' });
    return intl.formatList(
      day.slots.map((slot) =>
        intl.formatMessage({ id: 'practitioners.hours.range' }, { start: time(slot.start), end: time(slot.end) }),
      ),
      { type: 'unit', style: 'short' },
    );
  };
}

/**
 * Where a member works and when: per location 'Works here', then the location's own hours (the
 * default, stored as null so they follow the location) or the member's, per weekday.
 */
export function LocationsHoursTab({ locations, chosen, onChange }: LocationsHoursTabProps) {
  const intl = useIntl();
  const dayText = useDayText();
  // Inactive locations only while the member is still set to work there (so it can be undone).
  const shown = locations.filter(
    (location) => location.isActive || chosen.some((entry) => entry.locationId === location.id),
  );
  if (shown.length === 0) {
    return (
      <EmptyState icon="office" title={intl.formatMessage({ id: 'practitioners.locations.empty' })} headingLevel={3} />
    );
  }
  const dayName = (day: Weekday) => intl.formatMessage({ id: `serviceBooking.day.${day}` });

  return (
    <div className="practitioner-locations">
      {shown.map((location) => {
        const entry = chosen.find((candidate) => candidate.locationId === location.id);
        const own = entry?.hours ?? null;
        return (
          <fieldset key={location.id} className="practitioner-location">
            <legend>{location.name}</legend>
            <Switch
              role="switch"
              checked={entry !== undefined}
              label={intl.formatMessage({ id: 'practitioners.locations.worksHere' })}
              onChange={(event) => onChange(setWorksAt(chosen, location.id, event.currentTarget.checked))}
            />
            {entry !== undefined && (
              <>
                <Switch
                  role="switch"
                  checked={own === null}
                  label={intl.formatMessage({ id: 'practitioners.locations.sameHours' })}
                  onChange={(event) =>
                    onChange(setOwnHours(chosen, location.id, event.currentTarget.checked ? null : location.hours))
                  }
                />
                {own === null ? (
                  <dl className="practitioner-location-hours">
                    {WEEKDAYS.map((day) => (
                      <div key={day}>
                        <dt>{dayName(day)}</dt>
                        <dd>{dayText(location.hours[day])}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <div className="practitioner-own-hours">
                    {WEEKDAYS.map((day) => (
                      <DaySlotsEditor
                        key={day}
                        dayName={dayName(day)}
                        day={own[day]}
                        locationDay={location.hours[day]}
                        locationHint={dayText(location.hours[day])}
                        onChange={(next) => onChange(setOwnHours(chosen, location.id, { ...own, [day]: next }))}
                      />
                    ))}
                  </div>
                )}
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
