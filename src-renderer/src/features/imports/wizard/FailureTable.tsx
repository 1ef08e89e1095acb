import { HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RowFailure } from './tally';

/** Drawn whole up to this many rows; past it only the rows in view (a bad column can fail 100k). */
const DRAW_ALL_UP_TO = 200;
const ROW_HEIGHT = 30;
const VIEW_HEIGHT = 240;
/** Rows drawn above and below the view, so a quick scroll does not show blanks. */
const OVERSCAN = 10;

/** Which rows to draw for a scroll position: pure, so it is tested without a screen. */
export function visibleRange(scrollTop: number, count: number): { start: number; end: number } {
  if (count <= DRAW_ALL_UP_TO) return { start: 0, end: count };
  const first = Math.floor(scrollTop / ROW_HEIGHT);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(VIEW_HEIGHT / ROW_HEIGHT) + OVERSCAN);
  return { start, end };
}

/**
 * Every row that did not go in, by file row number and message, in a scrolling table. A long list
 * draws only the rows in view between two spacers, so the dialog stays quick with any number.
 */
export function FailureTable({ failures, caption }: { failures: readonly RowFailure[]; caption: string }) {
  const intl = useIntl();
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, failures.length);
  const windowed = failures.length > DRAW_ALL_UP_TO;

  return (
    <div
      className="imports-failures-scroll"
      style={{ maxHeight: VIEW_HEIGHT }}
      tabIndex={0}
      role="group"
      aria-label={caption}
      onScroll={windowed ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
    >
      <HTMLTable compact className="imports-table imports-failures" aria-rowcount={failures.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'imports.complete.row' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'imports.complete.problem' })}</th>
          </tr>
        </thead>
        <tbody>
          {start > 0 && <tr aria-hidden style={{ height: start * ROW_HEIGHT }} />}
          {failures.slice(start, end).map((failure, at) => (
            <tr
              key={`${failure.rowNumber}-${start + at}`}
              style={windowed ? { height: ROW_HEIGHT } : undefined}
              aria-rowindex={windowed ? start + at + 2 : undefined}
            >
              <th scope="row" className="imports-number">
                {failure.rowNumber}
              </th>
              <td>{failure.error}</td>
            </tr>
          ))}
          {end < failures.length && <tr aria-hidden style={{ height: (failures.length - end) * ROW_HEIGHT }} />}
        </tbody>
      </HTMLTable>
    </div>
  );
}
