/**
 * The "time left" under the import's progress bar, from the pace so far. Chunks take about the same
 * time each, so the average since the start is a fair guess; it is not shown before the first
 * chunk is in (no pace yet) and is rounded so the figure does not flicker from one update to the
 * next.
 */

export type TimeLeft = { unit: 'seconds'; value: number } | { unit: 'minutes'; value: number };

/** Seconds left at the pace so far, or null while there is no pace to go by. */
export function secondsLeft(done: number, total: number, elapsedMs: number): number | null {
  if (done <= 0 || elapsedMs <= 0) return null;
  const remaining = Math.max(0, total - done);
  return (remaining * elapsedMs) / done / 1000;
}

/** What to say: under a minute in steps of 5 seconds (at least 5), then whole minutes, rounded up. */
export function timeLeft(done: number, total: number, elapsedMs: number): TimeLeft | null {
  const seconds = secondsLeft(done, total, elapsedMs);
  if (seconds === null) return null;
  if (seconds < 60) return { unit: 'seconds', value: Math.max(5, Math.ceil(seconds / 5) * 5) };
  return { unit: 'minutes', value: Math.ceil(seconds / 60) };
}
