import { DEFAULT_BUSINESS_HOURS, type BusinessHours, type DayHours } from '../contract/service-booking';
import type { DbOrTx } from '../db/client';
import { seedDocument } from '../documents/documents';
import { newId } from '../ids';
import { businessHoursKind } from '../modules/service-booking/business-hours';
import type { DemoIds } from './seed';

const open = (openTime: string, closeTime: string, breaks: DayHours['breaks'] = []): DayHours => ({
  isOpen: true,
  openTime,
  closeTime,
  breaks,
});

/** The next Christmas Day on or after `now`, as the year its exceptions are dated in. */
const nextChristmasYear = (now: Date) =>
  now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();

/**
 * Demo Salon's hours show what the Business Hours tab can hold: late-night Thursday, a lunch break
 * on Saturday, closed on Christmas Day and open late before it. Other Spa keeps the defaults.
 */
export const serviceBookingSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function businessHoursSample(tx, ids, now) {
    const year = nextChristmasYear(now);
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      thursday: open('09:00', '20:00'),
      saturday: open('09:00', '16:00', [{ start: '12:30', end: '13:00' }]),
      exceptions: [
        { id: newId(), date: `${year}-12-23`, name: 'Christmas late night', ...open('09:00', '21:00') },
        { id: newId(), date: `${year}-12-25`, name: 'Christmas Day', ...DEFAULT_BUSINESS_HOURS.sunday },
      ],
    };
    seedDocument(tx, businessHoursKind, { organizationId: ids.demoSalonId }, hours, now);
  },
];
