import { Card, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatOffset, type ClockReading } from './zones';

/** One clock: whose it is, its zone, the time there now and its UTC offset. */
export function ClockCard({
  reading,
  note,
  now,
  differs,
}: {
  reading: ClockReading;
  note?: string;
  now: Date;
  differs: boolean;
}) {
  const intl = useIntl();
  const display = useDateDisplay();
  const time =
    reading.offset === null
      ? null
      : new Intl.DateTimeFormat(display.locale, {
          timeZone: reading.timeZone,
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
          second: '2-digit',
          hour12: display.timeFormat === '12h',
        }).format(now);
  return (
    <Card className="tz-card" role="group" aria-labelledby={`tz-${reading.key}`} data-clock={reading.key}>
      <h2 id={`tz-${reading.key}`} className="tz-card-label">
        {reading.label}
      </h2>
      <p className="tz-zone">{reading.timeZone}</p>
      {note !== undefined && <p className="tz-note">{note}</p>}
      {time === null ? (
        <p className="tz-unknown">{intl.formatMessage({ id: 'tz.unknownZone' })}</p>
      ) : (
        <p className="tz-time" aria-live="off">
          <time dateTime={now.toISOString()}>{time}</time>
        </p>
      )}
      {reading.offset !== null && (
        <Tag minimal intent={differs ? Intent.WARNING : Intent.NONE} className="tz-offset">
          {formatOffset(reading.offset)}
        </Tag>
      )}
    </Card>
  );
}
