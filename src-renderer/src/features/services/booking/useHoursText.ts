import { useIntl } from 'react-intl';
import type { DayHours } from '../../../../../server/contract/service-booking';
import { useDateDisplay } from '../../../app/providers/LocaleProvider';
import { formatDatePattern, formatTimeOfDay } from '../../../i18n/dates';
import { openingsOf } from './hours';

/**
 * Wall-clock times and dates of the hours documents as the user reads them (their language,
 * 12- or 24-hour clock, date pattern). The documents hold zone-less 'HH:MM' and 'YYYY-MM-DD', so
 * they are formatted as UTC: no zone may shift them.
 */
export function useHoursText() {
  const intl = useIntl();
  const display = useDateDisplay();
  const utc = { ...display, timeZone: 'UTC' };

  const time = (value: string): string => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return formatTimeOfDay(new Date(Date.UTC(2000, 0, 1, hours, minutes)), utc);
  };

  const date = (value: string): string => {
    const day = new Date(`${value}T12:00:00Z`);
    if (Number.isNaN(day.getTime())) return value;
    const weekday = intl.formatDate(day, { weekday: 'short', timeZone: 'UTC' });
    return `${weekday} ${formatDatePattern(day, display.dateFormat, 'UTC')}`;
  };

  /** 'Closed', or the parts of the day it is open in: '9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM'. */
  const summary = (hours: Pick<DayHours, 'isOpen' | 'openTime' | 'closeTime' | 'breaks'>): string => {
    const parts = openingsOf(hours);
    if (parts.length === 0) return intl.formatMessage({ id: 'serviceBooking.hours.closed' });
    return intl.formatList(
      parts.map((part) =>
        intl.formatMessage({ id: 'serviceBooking.hours.range' }, { start: time(part.start), end: time(part.end) }),
      ),
      { type: 'unit', style: 'short' },
    );
  };

  return { time, date, summary };
}
