import { Card, Spinner } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { LOG_CHART_DAYS, type NotificationLogDaily } from '../../../../server/contract/notification-logs';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDatePattern } from '../../i18n/dates';
import { CHART_SERIES, chartLayout, chartTotals, dayAsDate } from './chart';

interface DailyChartProps {
  daily: NotificationLogDaily | undefined;
  failed: boolean;
}

/** The size of the day labels under the bars (the day of the month), in the drawing's units. */
const LABEL_SIZE = 9;

/**
 * Sent, delivered and failed per day over the last two weeks: bars drawn as inline SVG in the
 * theme's intent colours (notification-logs.css), a legend with the period's figures, and the same
 * figures as a table for screen readers (the drawing itself is hidden from them).
 */
export function DailyChart({ daily, failed }: DailyChartProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  const days = daily?.days ?? [];
  const title = intl.formatMessage({ id: 'notificationLogs.chart.title' }, { days: LOG_CHART_DAYS });
  const seriesName = (series: (typeof CHART_SERIES)[number]) =>
    intl.formatMessage({ id: `notificationLogs.status.${series}` });

  let content;
  if (daily === undefined) {
    content = failed ? (
      <p className="settings-hint">{intl.formatMessage({ id: 'notificationLogs.chart.loadFailed' })}</p>
    ) : (
      <Spinner size={20} />
    );
  } else {
    const layout = chartLayout(days);
    const totals = chartTotals(days);
    // The calendar days are the organization's (the server counts them in its time zone): they are
    // written as dates, not moved into the user's zone.
    const shortDay = (date: string) => intl.formatDate(dayAsDate(date), { day: 'numeric', timeZone: 'UTC' });
    const fullDay = (date: string) => formatDatePattern(dayAsDate(date), display.dateFormat, 'UTC');
    content = (
      <>
        <ul className="notification-logs-legend">
          {CHART_SERIES.map((series) => (
            <li key={series}>
              <span className={`notification-logs-swatch notification-logs-fill-${series}`} aria-hidden />
              {intl.formatMessage(
                { id: 'notificationLogs.chart.legend' },
                { series: seriesName(series), count: totals[series] },
              )}
            </li>
          ))}
        </ul>
        {layout.max === 0 ? (
          <p className="settings-hint">
            {intl.formatMessage({ id: 'notificationLogs.chart.empty' }, { days: LOG_CHART_DAYS })}
          </p>
        ) : (
          <svg
            className="notification-logs-chart"
            viewBox={`0 0 ${layout.width} ${layout.height + LABEL_SIZE + 4}`}
            preserveAspectRatio="xMidYMid meet"
            aria-hidden="true"
            focusable="false"
          >
            <line className="notification-logs-axis" x1={0} x2={layout.width} y1={layout.height} y2={layout.height} />
            {layout.bars.map((bar) =>
              bar.height === 0 ? null : (
                <rect
                  key={`${bar.date}-${bar.series}`}
                  className={`notification-logs-fill-${bar.series}`}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  data-series={bar.series}
                  data-date={bar.date}
                  data-value={bar.value}
                />
              ),
            )}
            {layout.dayCenters.map((day) => (
              <text
                key={day.date}
                className="notification-logs-chart-label"
                x={day.x}
                y={layout.height + LABEL_SIZE + 2}
                textAnchor="middle"
                fontSize={LABEL_SIZE}
              >
                {shortDay(day.date)}
              </text>
            ))}
          </svg>
        )}
        <table className="visually-hidden">
          <caption>
            {intl.formatMessage({ id: 'notificationLogs.chart.tableCaption' }, { days: LOG_CHART_DAYS })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'notificationLogs.chart.day' })}</th>
              {CHART_SERIES.map((series) => (
                <th key={series} scope="col">
                  {seriesName(series)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{fullDay(day.date)}</th>
                {CHART_SERIES.map((series) => (
                  <td key={series}>{intl.formatNumber(day[series])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <Card
      className="settings-card notification-logs-chart-card"
      role="region"
      aria-labelledby="notification-logs-chart-title"
    >
      <div className="settings-card-head">
        <div className="settings-card-head-text">
          <h2 id="notification-logs-chart-title" className="settings-card-title">
            {title}
          </h2>
          <p className="settings-card-description">
            {intl.formatMessage({ id: 'notificationLogs.chart.description' })}
          </p>
        </div>
      </div>
      {content}
    </Card>
  );
}
