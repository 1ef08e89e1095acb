import { everyDay } from './opening-hours';
import type { AvailabilityInput, Slot } from './types';

/**
 * For the engine's tests only: a plain input (one practitioner, a 60-minute service on the hour,
 * 09:00-17:00 every day, nothing booked, asked a month ahead) that each test changes where it
 * matters. Brisbane keeps +10:00 all year, so examples are free of daylight saving.
 */
export const BRISBANE = 'Australia/Brisbane';

/** The instant of a Brisbane wall time such as '2026-06-01T10:00'. */
export const brisbane = (wall: string): number => Date.parse(`${wall}:00+10:00`);

export function plainInput(changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: BRISBANE,
    from: '2026-06-01',
    to: '2026-06-01',
    now: brisbane('2026-05-01T00:00'),
    hours: everyDay([{ start: '09:00', end: '17:00' }]),
    rules: { minimumNoticeMinutes: 0, maximumAdvanceDays: 365, slotIntervalMinutes: 60, minimumGapMinutes: 0 },
    service: {
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      processingStartMinutes: 0,
      processingMinutes: 0,
    },
    practitioners: [{ id: 'ana', bookings: [] }],
    ...changes,
  };
}

/** A booking between two Brisbane wall times, without buffers unless given. */
export const booked = (start: string, end: string, extra: { before?: number; after?: number } = {}) => ({
  start: brisbane(start),
  end: brisbane(end),
  bufferBeforeMinutes: extra.before ?? 0,
  bufferAfterMinutes: extra.after ?? 0,
});

/** The slots' local start times of day ('09:30'), for compact expectations. */
export const startTimes = (slots: Slot[]): string[] => slots.map((slot) => slot.start.slice(11, 16));
