import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  MAX_BREAKS_PER_DAY,
  type BusinessHours,
  type DayHours,
  type HoursException,
} from '../../../../../server/contract/service-booking';
import {
  firstHoursProblem,
  hoursProblem,
  minutesOf,
  openingsOf,
  sortedExceptions,
  suggestBreak,
  timeChoices,
  timeOf,
} from './hours';

const day = (openTime: string, closeTime: string, breaks: DayHours['breaks'] = []): DayHours => ({
  isOpen: true,
  openTime,
  closeTime,
  breaks,
});

const exception = (date: string, name: string, hours: Partial<DayHours> = {}): HoursException => ({
  id: `00000000-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
  date,
  name,
  isOpen: false,
  openTime: '09:00',
  closeTime: '17:00',
  breaks: [],
  ...hours,
});

describe('times', () => {
  it('reads and writes wall-clock times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('00:00')).toBe(0);
    expect(timeOf(570)).toBe('09:30');
    expect(timeOf(23 * 60 + 59)).toBe('23:59');
  });

  it('offers every quarter hour, and keeps a stored time that is off the grid', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(96);
    expect(choices.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(choices.at(-1)).toBe('23:45');
    const withLate = timeChoices(['23:59', '09:00']);
    expect(withLate).toHaveLength(97);
    expect(withLate.at(-1)).toBe('23:59');
  });
});

describe('the checks the server makes too', () => {
  it('accepts a day with a lunch break', () => {
    expect(hoursProblem(day('09:00', '18:00', [{ start: '12:30', end: '13:30' }]))).toBeNull();
  });

  it('does not check a closed day: it keeps its times for when it opens again', () => {
    expect(hoursProblem({ ...day('18:00', '09:00'), isOpen: false })).toBeNull();
  });

  it('wants the closing time after the opening time', () => {
    expect(hoursProblem(day('18:00', '09:00'))).toBe('closeBeforeOpen');
    expect(hoursProblem(day('09:00', '09:00'))).toBe('closeBeforeOpen');
  });

  it('wants each break to end after it starts', () => {
    expect(hoursProblem(day('09:00', '18:00', [{ start: '13:00', end: '12:00' }]))).toBe('breakEndsBeforeStart');
    expect(hoursProblem(day('09:00', '18:00', [{ start: '13:00', end: '13:00' }]))).toBe('breakEndsBeforeStart');
  });

  it('wants breaks inside the hours, touching the opening or closing time at most', () => {
    expect(hoursProblem(day('09:00', '18:00', [{ start: '18:30', end: '19:00' }]))).toBe('breakOutsideHours');
    expect(hoursProblem(day('09:00', '18:00', [{ start: '08:30', end: '09:30' }]))).toBe('breakOutsideHours');
    expect(hoursProblem(day('09:00', '18:00', [{ start: '09:00', end: '09:30' }]))).toBeNull();
    expect(hoursProblem(day('09:00', '18:00', [{ start: '17:30', end: '18:00' }]))).toBeNull();
  });

  it('refuses overlapping breaks in any order, and lets one begin as the other ends', () => {
    const overlapping = [
      { start: '14:00', end: '15:00' },
      { start: '12:00', end: '14:30' },
    ];
    expect(hoursProblem(day('09:00', '18:00', overlapping))).toBe('breaksOverlap');
    const touching = [
      { start: '13:00', end: '14:00' },
      { start: '12:00', end: '13:00' },
    ];
    expect(hoursProblem(day('09:00', '18:00', touching))).toBeNull();
  });

  it('finds the first day, then the first exception by date, with a problem', () => {
    expect(firstHoursProblem(DEFAULT_BUSINESS_HOURS)).toBeNull();
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      wednesday: day('09:00', '17:00', [{ start: '17:30', end: '18:00' }]),
      friday: day('17:00', '09:00'),
    };
    expect(firstHoursProblem(hours)).toEqual({ day: 'wednesday', problem: 'breakOutsideHours' });
    const late = exception('2026-12-24', 'Late night', { isOpen: true, openTime: '20:00', closeTime: '19:00' });
    const early = exception('2026-12-01', 'Early', { isOpen: true, openTime: '10:00', closeTime: '09:00' });
    expect(firstHoursProblem({ ...DEFAULT_BUSINESS_HOURS, exceptions: [late, early] })).toEqual({
      exception: early,
      problem: 'closeBeforeOpen',
    });
  });
});

describe('the day as it reads', () => {
  it('is open in two parts around a lunch break', () => {
    expect(openingsOf(day('09:00', '18:00', [{ start: '12:30', end: '13:30' }]))).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '13:30', end: '18:00' },
    ]);
  });

  it('is one part without breaks, and none when closed', () => {
    expect(openingsOf(day('10:00', '16:00'))).toEqual([{ start: '10:00', end: '16:00' }]);
    expect(openingsOf({ ...day('10:00', '16:00'), isOpen: false })).toEqual([]);
  });

  it('leaves out an empty part where a break touches the opening time', () => {
    expect(openingsOf(day('09:00', '18:00', [{ start: '09:00', end: '10:00' }]))).toEqual([
      { start: '10:00', end: '18:00' },
    ]);
  });
});

describe('where Add break puts a break', () => {
  it('suggests lunch when it fits', () => {
    expect(suggestBreak(day('09:00', '18:00'))).toEqual({ start: '12:00', end: '13:00' });
  });

  it('finds the first free hour when lunch is taken or outside the hours', () => {
    expect(suggestBreak(day('09:00', '18:00', [{ start: '11:30', end: '13:30' }]))).toEqual({
      start: '09:15',
      end: '10:15',
    });
    expect(suggestBreak(day('14:00', '20:00'))).toEqual({ start: '14:15', end: '15:15' });
  });

  it('shortens the break on a short day, and suggests none when nothing fits', () => {
    expect(suggestBreak(day('09:00', '10:00'))).toEqual({ start: '09:15', end: '09:45' });
    expect(suggestBreak(day('09:00', '09:30'))).toBeNull();
    expect(suggestBreak(day('18:00', '09:00'))).toBeNull();
  });

  it('suggests none once the day has as many breaks as it may', () => {
    const breaks = Array.from({ length: MAX_BREAKS_PER_DAY }, (_, index) => ({
      start: timeOf(600 + index * 60),
      end: timeOf(615 + index * 60),
    }));
    expect(suggestBreak(day('09:00', '18:00', breaks))).toBeNull();
  });

  it('always suggests a break the checks accept', () => {
    for (const [open, close] of [
      ['09:00', '18:00'],
      ['06:00', '07:00'],
      ['12:15', '13:45'],
      ['00:00', '23:45'],
    ] as const) {
      const suggestion = suggestBreak(day(open, close));
      expect(suggestion).not.toBeNull();
      expect(hoursProblem(day(open, close, [suggestion!]))).toBeNull();
    }
  });
});

describe('exceptions', () => {
  it('are listed by date', () => {
    const christmas = exception('2026-12-25', 'Christmas Day');
    const newYear = exception('2027-01-01', 'New Year’s Day');
    const lateNight = exception('2026-12-18', 'Late night');
    expect(sortedExceptions([newYear, christmas, lateNight]).map((item) => item.name)).toEqual([
      'Late night',
      'Christmas Day',
      'New Year’s Day',
    ]);
  });
});
