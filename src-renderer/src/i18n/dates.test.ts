import { describe, expect, it } from 'vitest';
import { formatDatePattern, formatDateTime, formatTimeOfDay, type DateDisplay } from './dates';

// 02:30 UTC on 5 March is still 4 March in New York.
const instant = new Date('2025-03-05T02:30:00.000Z');

describe('formatDatePattern', () => {
  it('orders the parts as the user chose', () => {
    expect(formatDatePattern(instant, 'MM/DD/YYYY', 'UTC')).toBe('03/05/2025');
    expect(formatDatePattern(instant, 'DD/MM/YYYY', 'UTC')).toBe('05/03/2025');
    expect(formatDatePattern(instant, 'YYYY-MM-DD', 'UTC')).toBe('2025-03-05');
  });

  it('uses the calendar day of the user’s time zone', () => {
    expect(formatDatePattern(instant, 'YYYY-MM-DD', 'America/New_York')).toBe('2025-03-04');
  });
});

describe('formatTimeOfDay', () => {
  const base: DateDisplay = { locale: 'en', timeZone: 'UTC', dateFormat: 'MM/DD/YYYY', timeFormat: '12h' };

  it('follows the 12h or 24h choice', () => {
    expect(formatTimeOfDay(new Date('2025-03-05T14:05:00Z'), base)).toMatch(/^2:05\sPM$/);
    expect(formatTimeOfDay(new Date('2025-03-05T14:05:00Z'), { ...base, timeFormat: '24h' })).toBe('14:05');
  });

  it('combines with the date', () => {
    expect(formatDateTime(new Date('2025-03-05T14:05:00Z'), { ...base, timeFormat: '24h' })).toBe('03/05/2025 14:05');
  });
});
