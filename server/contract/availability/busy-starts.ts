import type { ExistingBooking, ServiceTiming } from './types';
import { MINUTE_MS } from './zone-clock';

/** A stretch of time [from, to) in ms: absolute, or relative to a start. */
type Span = readonly [from: number, to: number];

/**
 * The parts of the new service, relative to its start, during which the practitioner is busy:
 * the before-buffer up to the processing gap, then from the gap's end to the end of the
 * after-buffer; without a gap, the whole occupied span. Values outside the service are clamped.
 */
export function activeParts(service: ServiceTiming): Span[] {
  const duration = service.durationMinutes * MINUTE_MS;
  const from = -service.bufferBeforeMinutes * MINUTE_MS;
  const to = duration + service.bufferAfterMinutes * MINUTE_MS;
  const gapStart = Math.min(Math.max(service.processingStartMinutes * MINUTE_MS, 0), duration);
  const gapEnd = Math.min(gapStart + Math.max(service.processingMinutes * MINUTE_MS, 0), duration);
  const parts: Span[] =
    gapEnd > gapStart
      ? [
          [from, gapStart],
          [gapEnd, to],
        ]
      : [[from, to]];
  return parts.filter(([start, end]) => end > start);
}

/** An existing booking's busy parts: its occupied span (buffers included) less its processing gap. */
function bookingParts(booking: ExistingBooking): Span[] {
  const from = booking.start - booking.bufferBeforeMinutes * MINUTE_MS;
  const to = booking.end + booking.bufferAfterMinutes * MINUTE_MS;
  const processing = booking.processing;
  if (!processing) return [[from, to]];
  const gapStart = Math.min(Math.max(processing.start, booking.start), booking.end);
  const gapEnd = Math.min(Math.max(processing.end, gapStart), booking.end);
  const parts: Span[] =
    gapEnd > gapStart
      ? [
          [from, gapStart],
          [gapEnd, to],
        ]
      : [[from, to]];
  return parts.filter(([start, end]) => end > start);
}

/**
 * The starts a practitioner cannot take, as sorted disjoint open intervals (lo, hi): a start s
 * is refused when lo < s < hi. A new part [s+a, s+b) and a booked part [x, y) clash when they
 * come closer than the gap: s+a < y+gap and x < s+b+gap, that is x-b-gap < s < y+gap-a. With
 * buffers that is Cal.com's rule: a booking blocks from its start less its before-buffer and the
 * new service's after-buffer (and duration) to its end plus its after-buffer and the new
 * service's before-buffer.
 */
export class BusyStarts {
  private readonly lows: Float64Array;
  private readonly highs: Float64Array;

  constructor(bookings: readonly ExistingBooking[], newParts: readonly Span[], gapMinutes: number) {
    const gap = gapMinutes * MINUTE_MS;
    const intervals: [number, number][] = [];
    for (const booking of bookings) {
      for (const [x, y] of bookingParts(booking)) {
        for (const [a, b] of newParts) intervals.push([x - b - gap, y + gap - a]);
      }
    }
    intervals.sort((p, q) => p[0] - q[0]);
    const lows: number[] = [];
    const highs: number[] = [];
    for (const [lo, hi] of intervals) {
      const last = highs.length - 1;
      // Open intervals that only touch leave their shared point free: merge on a true overlap only.
      if (last >= 0 && lo < highs[last]!) highs[last] = Math.max(highs[last]!, hi);
      else {
        lows.push(lo);
        highs.push(hi);
      }
    }
    this.lows = Float64Array.from(lows);
    this.highs = Float64Array.from(highs);
  }

  /** Whether a start clashes: only the last interval opening before it can hold it. */
  refuses(start: number): boolean {
    let low = 0;
    let high = this.lows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lows[middle]! < start) low = middle + 1;
      else high = middle;
    }
    return low > 0 && this.highs[low - 1]! > start;
  }
}
