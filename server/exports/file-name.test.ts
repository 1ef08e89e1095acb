import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';

describe('exportFileName', () => {
  const lateEvening = new Date('2026-11-22T23:30:00Z');

  it("names the file by the day in the organization's time zone", () => {
    expect(exportFileName('clients', 'csv', lateEvening, 'America/New_York')).toBe('clients-2026-11-22.csv');
    expect(exportFileName('clients', 'xlsx', lateEvening, 'Asia/Tokyo')).toBe('clients-2026-11-23.xlsx');
  });

  it('falls back to the UTC day without a zone or with one Intl does not know', () => {
    expect(exportFileName('staff', 'csv', lateEvening)).toBe('staff-2026-11-22.csv');
    expect(exportFileName('staff', 'csv', lateEvening, 'Mars/Olympus')).toBe('staff-2026-11-22.csv');
  });
});
