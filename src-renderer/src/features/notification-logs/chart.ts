import type { NotificationLogDaily } from '../../../../server/contract/notification-logs';

export type DayFigures = NotificationLogDaily['days'][number];
export const CHART_SERIES = ['sent', 'delivered', 'failed'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

export interface Bar {
  series: ChartSeries;
  date: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  bars: Bar[];
  /** The middle of each day's group, for its label. */
  dayCenters: { date: string; x: number }[];
  /** The largest figure of any day: the height of a full bar. */
  max: number;
}

/** The drawing's own units (the SVG scales to its box); bars sit on the bottom edge. */
const BAR_WIDTH = 6;
const BAR_GAP = 1;
const DAY_GAP = 8;
export const CHART_HEIGHT = 80;

/**
 * Three bars a day, side by side (sent, delivered, failed), heights in proportion to the busiest
 * figure of the period. A figure above zero gets at least one unit, so a single failure among
 * hundreds of sends still shows.
 */
export function chartLayout(days: readonly DayFigures[]): ChartLayout {
  const max = Math.max(0, ...days.flatMap((day) => CHART_SERIES.map((series) => day[series])));
  const groupWidth = CHART_SERIES.length * BAR_WIDTH + (CHART_SERIES.length - 1) * BAR_GAP;
  const bars: Bar[] = [];
  const dayCenters: ChartLayout['dayCenters'] = [];
  days.forEach((day, index) => {
    const left = DAY_GAP / 2 + index * (groupWidth + DAY_GAP);
    dayCenters.push({ date: day.date, x: left + groupWidth / 2 });
    CHART_SERIES.forEach((series, position) => {
      const value = day[series];
      const height = max === 0 || value <= 0 ? 0 : Math.max(1, (value / max) * CHART_HEIGHT);
      bars.push({
        series,
        date: day.date,
        value,
        x: left + position * (BAR_WIDTH + BAR_GAP),
        y: CHART_HEIGHT - height,
        width: BAR_WIDTH,
        height,
      });
    });
  });
  return { width: days.length * (groupWidth + DAY_GAP), height: CHART_HEIGHT, bars, dayCenters, max };
}

/** The period's figures per series, for the legend. */
export function chartTotals(days: readonly DayFigures[]): Record<ChartSeries, number> {
  const totals = { sent: 0, delivered: 0, failed: 0 };
  for (const day of days) for (const series of CHART_SERIES) totals[series] += day[series];
  return totals;
}

/** A calendar day of the answer ('2026-03-14') as a Date at noon UTC, to be formatted in UTC. */
export const dayAsDate = (date: string): Date => new Date(`${date}T12:00:00Z`);
