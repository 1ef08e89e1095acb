import { DURATION_STEP_MINUTES, MAX_BUFFER_MINUTES } from '../../../../server/contract/services';

/** The duration picker's range: 15 minutes to 8 hours (the contract allows longer, typed by import). */
export const PICKER_MAX_DURATION_MINUTES = 8 * 60;

/** Buffers people pick: short clean-ups to a long room turnaround. */
const BUFFER_CHOICES = [0, 5, 10, 15, 20, 25, 30, 45, 60, 75, 90, 120, 150, 180, 240].filter(
  (minutes) => minutes <= MAX_BUFFER_MINUTES,
);

const PROCESSING_STEP_MINUTES = 5;

/** Choices in order with the current value among them, so a stored off-grid value stays shown. */
function withCurrent(choices: readonly number[], current: number): number[] {
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

function steps(from: number, to: number, step: number): number[] {
  const found: number[] = [];
  for (let minutes = from; minutes <= to; minutes += step) found.push(minutes);
  return found;
}

/** Spec §5: 15-minute steps from 15 min to 8 h, plus a stored value off that grid (50 min). */
export function durationChoices(current: number): number[] {
  return withCurrent(steps(DURATION_STEP_MINUTES, PICKER_MAX_DURATION_MINUTES, DURATION_STEP_MINUTES), current);
}

export function bufferChoices(current: number): number[] {
  return withCurrent(BUFFER_CHOICES, current);
}

/**
 * When the processing gap may start: 5-minute steps after some work (a colour is applied first),
 * leaving room for at least 5 minutes of processing and 5 of work after it.
 */
export function processingStartChoices(durationMinutes: number, current: number): number[] {
  const latest = durationMinutes - 2 * PROCESSING_STEP_MINUTES;
  return withCurrent(steps(PROCESSING_STEP_MINUTES, latest, PROCESSING_STEP_MINUTES), current);
}

/** How long the gap may last once it starts at `start`: it ends before the service does. */
export function processingLengthChoices(durationMinutes: number, start: number, current: number): number[] {
  return withCurrent(
    steps(PROCESSING_STEP_MINUTES, durationMinutes - start - PROCESSING_STEP_MINUTES, PROCESSING_STEP_MINUTES),
    current,
  );
}
