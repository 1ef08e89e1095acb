/** One row of a horizontal bar chart: a label and one or two values on the same scale. */
export interface BarRow {
  key: string;
  label: string;
  /** The main value (drawn solid) and an optional second one drawn behind it, lighter (p95 behind p50). */
  value: number;
  behind?: number;
  /** What the row says in words, for screen readers. */
  description: string;
  /** What is written after the bar. */
  valueText: string;
}

/**
 * Horizontal bars: the labels and figures are text, each bar a small SVG scaled to the largest
 * value shown. Written here rather than taken from a chart library: a few rectangles do not
 * justify a dependency in the renderer bundle.
 */
export function BarChart({ rows, label }: { rows: BarRow[]; label: string }) {
  const max = Math.max(...rows.map((row) => Math.max(row.value, row.behind ?? 0)), 0);
  const width = (value: number) => (max > 0 ? Math.max((value / max) * 100, value > 0 ? 0.5 : 0) : 0);
  return (
    <ul className="perf-bars" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="perf-bar-row" aria-label={row.description}>
          <span className="perf-bar-label" title={row.label}>
            {row.label}
          </span>
          <svg className="perf-bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden>
            {row.behind !== undefined && (
              <rect className="perf-bar-behind" x={0} y={0} width={width(row.behind)} height={10} />
            )}
            <rect
              className="perf-bar"
              x={0}
              y={row.behind !== undefined ? 2 : 0}
              width={width(row.value)}
              height={row.behind !== undefined ? 6 : 10}
            />
          </svg>
          <span className="perf-bar-value">{row.valueText}</span>
        </li>
      ))}
    </ul>
  );
}

/** A line of the values in order, scaled to their own range: the memory's trend over the visit. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map(
      (value, i) => `${((i / (values.length - 1)) * 100).toFixed(2)},${(28 - ((value - min) / span) * 26).toFixed(2)}`,
    )
    .join(' ');
  return (
    <svg className="perf-sparkline" role="img" aria-label={label} viewBox="0 0 100 30" preserveAspectRatio="none">
      <polyline points={points} fill="none" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
