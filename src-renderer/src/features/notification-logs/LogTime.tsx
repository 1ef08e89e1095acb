import { useIntl } from 'react-intl';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDatePattern, formatDateTime } from '../../i18n/dates';
import { RelativeTime } from '../../components/RelativeTime';
import { momentOf } from './log-time';

/**
 * The Time of a row in the spec's relative steps ('Just now', '5 minutes ago', ..., then the date),
 * forwards for what is still to go; the exact time in the user's time zone on hover.
 */
export function LogTime({ log, now }: { log: NotificationLog; now: Date }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const moment = momentOf(log, now);
  const date = new Date(moment.iso);
  const day = () => formatDatePattern(date, display.dateFormat, display.timeZone);
  const { relative } = moment;
  // What has happened reads as everywhere else in the app ('5 minutes ago').
  if (moment.kind === 'past') return <RelativeTime iso={moment.iso} now={now} />;
  let text: string;
  const words = moment.scheduled ? 'scheduled' : 'due';
  switch (relative.unit) {
    case 'justNow':
      text = intl.formatMessage({ id: `notificationLogs.time.${words}.soon` });
      break;
    case 'minutes':
    case 'hours':
    case 'days':
      text = intl.formatMessage({ id: `notificationLogs.time.${words}.${relative.unit}` }, { count: relative.count });
      break;
    case 'date':
      text = intl.formatMessage({ id: `notificationLogs.time.${words}.date` }, { date: day() });
      break;
  }
  return (
    <time dateTime={moment.iso} title={formatDateTime(date, display)}>
      {text}
    </time>
  );
}
