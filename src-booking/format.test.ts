import { describe, expect, it } from 'vitest';
import { addDays, dayKeyIn, dayLabel, priceLabel, timeIn, weekFrom, zoneLabel, zonesDiffer } from './format';
import { parsePath } from './path';

describe('formatting', () => {
  it("reads an instant's day in the location's zone, not the browser's", () => {
    // 23:30 in New York is already the next day in UTC and in Tokyo.
    const instant = '2030-03-04T23:30:00-05:00';
    expect(dayKeyIn(instant, 'America/New_York')).toBe('2030-03-04');
    expect(dayKeyIn(instant, 'Asia/Tokyo')).toBe('2030-03-05');
  });

  it('steps days across months, years and daylight saving changes', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31'); // the European clocks change that night
    expect(weekFrom('2030-12-29')).toEqual([
      '2030-12-29',
      '2030-12-30',
      '2030-12-31',
      '2031-01-01',
      '2031-01-02',
      '2031-01-03',
      '2031-01-04',
    ]);
  });

  it("shows a slot's time in the location's zone, by the client's locale", () => {
    const start = '2030-05-06T14:30:00+02:00';
    expect(timeIn(start, 'Europe/Paris', 'en-GB')).toBe('14:30');
    expect(timeIn(start, 'Europe/Paris', 'en-US')).toMatch(/^2:30\sPM$/);
    expect(timeIn(start, 'Europe/London', 'en-GB')).toBe('13:30');
  });

  it('labels days whatever the zone of the machine', () => {
    expect(dayLabel('2030-05-06', 'en-GB')).toEqual({ weekday: 'Mon', day: '6', full: 'Monday 6 May' });
    expect(dayLabel('2030-05-06', 'de').weekday).toBe('Mo');
  });

  it("notes the client's zone only when it reads the clock differently", () => {
    const at = new Date('2030-05-06T12:00:00Z');
    expect(zonesDiffer('Europe/Paris', 'Europe/Paris', at)).toBe(false);
    expect(zonesDiffer('Europe/Paris', 'Europe/Berlin', at)).toBe(false);
    expect(zonesDiffer('Europe/Paris', 'America/New_York', at)).toBe(true);
    expect(zonesDiffer('Europe/Paris', null, at)).toBe(false);
    expect(zoneLabel('America/New_York', 'en', at)).toBe('America/New York (GMT-4)');
  });

  it('formats prices in their currency', () => {
    expect(priceLabel({ amount: 45, currency: 'EUR' }, 'de')).toMatch(/^45,00\s€$/);
    expect(priceLabel({ amount: 1200, currency: 'JPY' }, 'ja')).toMatch(/1,200/);
    expect(priceLabel({ amount: 5, currency: 'not-a-currency' }, 'en')).toBe('5 not-a-currency');
  });
});

describe('the page address', () => {
  it('reads the booking page and the manage link, nothing else', () => {
    const token = 'Ab-_'.repeat(10) + 'xyz';
    expect(parsePath('/demo-salon/book')).toEqual({ slug: 'demo-salon', token: null });
    expect(parsePath('/demo-salon/book/')).toEqual({ slug: 'demo-salon', token: null });
    expect(parsePath(`/demo-salon/book/manage/${token}`)).toEqual({ slug: 'demo-salon', token });
    expect(parsePath('/demo-salon/book/manage/short')).toBeNull();
    expect(parsePath('/Demo/book')).toBeNull();
    expect(parsePath('/demo-salon/settings')).toBeNull();
  });
});
