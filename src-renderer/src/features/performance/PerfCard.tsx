import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A card of the monitor: an icon, a heading that names the region, an optional note, the figures. */
export function PerfCard({
  id,
  icon,
  title,
  note,
  wide = false,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  note?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={wide ? 'perf-card perf-card-wide' : 'perf-card'} role="region" aria-labelledby={`${id}-title`}>
      <div className="perf-card-head">
        <Icon icon={icon} aria-hidden />
        <h2 id={`${id}-title`} className="perf-card-title">
          {title}
        </h2>
      </div>
      {note !== undefined && <p className="perf-card-note">{note}</p>}
      {children}
    </Card>
  );
}

/** Label and value pairs, as a description list. */
export function Figures({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="perf-figures">
      {rows.map((row) => (
        <div key={row.key} className="perf-figure" data-figure={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
