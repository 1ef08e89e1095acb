import { percentile } from '../statistics';

export const CALLS = ['page', 'availability', 'hold', 'booking'] as const;
export type Call = (typeof CALLS)[number];

/** What the simulated clients saw, counted as they go. */
export class LoadStats {
  readonly latencies: Record<Call, number[]> = { page: [], availability: [], hold: [], booking: [] };
  bookings = 0;
  /** Milliseconds after the start when the last booking was made: the calendar may fill up before the end. */
  lastBookingMs = 0;
  /** 409 on a hold or a booking: someone else got the slot first, an expected outcome under contention. */
  conflicts = 0;
  /** Availability windows with no open slot at all: the visitor moves on. */
  emptyWindows = 0;
  /** Every other non-2xx answer and every connection failure. */
  errors = 0;
  /** The first few errors, to say what went wrong. */
  readonly errorSamples: string[] = [];

  record(call: Call, ms: number): void {
    this.latencies[call].push(ms);
  }

  error(call: Call, status: number, detail: string): void {
    this.errors++;
    if (this.errorSamples.length < 10) this.errorSamples.push(`${call}: ${status || 'no answer'} ${detail}`);
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** The per-call latency table: count, p50, p99 and max in milliseconds. */
export function latencyTable(stats: LoadStats): string[] {
  const lines = [
    `${'call'.padEnd(12)}  ${pad('count', 7)}  ${pad('p50 ms', 8)}  ${pad('p99 ms', 8)}  ${pad('max ms', 8)}`,
  ];
  for (const call of CALLS) {
    const sorted = [...stats.latencies[call]].sort((a, b) => a - b);
    lines.push(
      `${call.padEnd(12)}  ${pad(sorted.length, 7)}  ${pad(ms(percentile(sorted, 0.5)), 8)}  ${pad(
        ms(percentile(sorted, 0.99)),
        8,
      )}  ${pad(ms(sorted[sorted.length - 1] ?? Number.NaN), 8)}`,
    );
  }
  return lines;
}
