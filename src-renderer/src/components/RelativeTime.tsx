import { useIntl } from 'react-intl';
import { useDateDisplay } from '../app/providers/LocaleProvider';
import { formatDatePattern, formatDateTime } from '../i18n/dates';
import { relativeTimeOf } from '../i18n/relative-time';

/** '5 minutes ago' in the catalog's words, with the exact time on hover and for machines. */
export function RelativeTime({ iso, now }: { iso: string; now: Date }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const date = new Date(iso);
  const relative = relativeTimeOf(date, now);
  let text: string;
  switch (relative.unit) {
    case 'justNow':
      text = intl.formatMessage({ id: 'time.justNow' });
      break;
    case 'minutes':
      text = intl.formatMessage({ id: 'time.minutesAgo' }, { count: relative.count });
      break;
    case 'hours':
      text = intl.formatMessage({ id: 'time.hoursAgo' }, { count: relative.count });
      break;
    case 'days':
      text = intl.formatMessage({ id: 'time.daysAgo' }, { count: relative.count });
      break;
    case 'date':
      text = formatDatePattern(date, display.dateFormat, display.timeZone);
      break;
  }
  return (
    <time dateTime={iso} title={formatDateTime(date, display)}>
      {text}
    </time>
  );
}
