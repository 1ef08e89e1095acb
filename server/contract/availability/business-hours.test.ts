import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, type BusinessHours, type DayHours } from '../service-booking';
import { periodsFromBusinessHours, periodsFromDay } from './business-hours';
import { computeAvailability } from './engine';
import { plainInput, startTimes } from './test-inputs';

const day = (openTime: string, closeTime: string, breaks: DayHours['breaks'] = []): DayHours => ({
  isOpen: true,
  openTime,
  closeTime,
  breaks,
});

describe('periodsFromDay', () => {
  it('cuts a lunch break out of the day', () => {
    expect(periodsFromDay(day('09:00', '17:00', [{ start: '12:00', end: '13:00' }]))).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
  });

  it('gives a closed day no periods, whatever its times', () => {
    expect(periodsFromDay({ ...day('09:00', '17:00'), isOpen: false })).toEqual([]);
  });

  it('sorts breaks, joins overlapping ones and clips them to the day', () => {
    const breaks = [
      { start: '15:00', end: '15:30' },
      { start: '08:00', end: '09:30' },
      { start: '12:00', end: '13:00' },
      { start: '12:30', end: '13:15' },
      { start: '16:30', end: '18:00' },
    ];
    expect(periodsFromDay(day('09:00', '17:00', breaks))).toEqual([
      { start: '09:30', end: '12:00' },
      { start: '13:15', end: '15:00' },
      { start: '15:30', end: '16:30' },
    ]);
  });

  it('leaves no period for a break that covers the day or a closing before the opening', () => {
    expect(periodsFromDay(day('09:00', '17:00', [{ start: '08:00', end: '18:00' }]))).toEqual([]);
    expect(periodsFromDay(day('17:00', '09:00'))).toEqual([]);
  });
});

describe('periodsFromBusinessHours', () => {
  it('turns the default document into the weekly periods, Sunday closed', () => {
    const hours = periodsFromBusinessHours(DEFAULT_BUSINESS_HOURS);
    expect(hours.weekly.monday).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(hours.weekly.saturday).toEqual([{ start: '10:00', end: '16:00' }]);
    expect(hours.weekly.sunday).toEqual([]);
    expect(hours.exceptions).toEqual([]);
  });

  it('keeps a holiday closed and a late night open, as the engine then offers them', () => {
    const doc: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      monday: day('09:00', '17:00', [{ start: '12:00', end: '13:00' }]),
      exceptions: [
        { id: 'christmas', date: '2026-12-25', name: 'Christmas Day', ...day('09:00', '17:00'), isOpen: false },
        { id: 'late', date: '2026-06-04', name: 'Late night', ...day('09:00', '21:00') },
      ],
    };
    const hours = periodsFromBusinessHours(doc);
    expect(hours.exceptions).toEqual([
      { date: '2026-12-25', periods: [] },
      { date: '2026-06-04', periods: [{ start: '09:00', end: '21:00' }] },
    ]);
    // 2026-06-01 is a Monday, 2026-06-04 the Thursday of the late night.
    const monday = computeAvailability(plainInput({ hours }));
    expect(startTimes(monday)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    const lateNight = computeAvailability(plainInput({ hours, from: '2026-06-04', to: '2026-06-04' }));
    expect(startTimes(lateNight).at(-1)).toBe('20:00');
    const christmas = computeAvailability(plainInput({ hours, from: '2026-12-25', to: '2026-12-25' }));
    expect(christmas).toEqual([]);
  });
});
