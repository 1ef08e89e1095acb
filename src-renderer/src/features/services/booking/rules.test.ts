import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../../../../../server/contract/common';
import { DEFAULT_BOOKING_RULES, type ScopedBookingRule } from '../../../../../server/contract/service-booking';
import {
  amountText,
  blankRule,
  changesOf,
  choicesWith,
  defaultsOf,
  MINIMUM_NOTICE_MINUTES,
  secondActiveRule,
  withRule,
} from './rules';
import { newId } from './new-id';
import { wholeNumberOrZero } from './numbers';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const SERVICE = '22222222-2222-4222-8222-222222222222';

const rule = (id: string, changes: Partial<ScopedBookingRule> = {}): ScopedBookingRule => ({
  ...blankRule(id, 'category', CATEGORY),
  name: `Rule ${id.slice(0, 4)}`,
  ...changes,
});

describe('choices', () => {
  it('offer the spec’s minimum advance hours, with finer minutes', () => {
    for (const hours of [0, 1, 2, 4, 24, 48]) expect(MINIMUM_NOTICE_MINUTES).toContain(hours * 60);
  });

  it('keep a stored value that is not among them, in order', () => {
    expect(choicesWith([0, 15, 30], 20)).toEqual([0, 15, 20, 30]);
    expect(choicesWith([0, 15, 30], 15)).toEqual([0, 15, 30]);
    expect(choicesWith([0, 15, 30], null)).toEqual([0, 15, 30]);
  });
});

describe('a scoped rule', () => {
  it('starts with every setting on the default, active', () => {
    const fresh = blankRule('id', 'service', SERVICE);
    expect(fresh).toMatchObject({ scope: 'service', targetId: SERVICE, isActive: true, name: '' });
    expect(changesOf(fresh)).toEqual([]);
  });

  it('says what it changes, in the dialog’s order', () => {
    const colour = rule('a', { slotIntervalMinutes: 30, minimumNoticeMinutes: 1440, cancellationNoticeHours: 0 });
    expect(changesOf(colour)).toEqual([
      { setting: 'minimumNoticeMinutes', value: 1440 },
      { setting: 'slotIntervalMinutes', value: 30 },
      { setting: 'cancellationNoticeHours', value: 0 },
    ]);
  });

  it('is replaced where its id is, else added at the end', () => {
    const first = rule('a');
    const second = rule('b');
    expect(withRule([first, second], { ...first, name: 'Renamed' }).map((kept) => kept.name)).toEqual([
      'Renamed',
      second.name,
    ]);
    expect(withRule([first], second)).toEqual([first, second]);
  });

  it('keeps the organization’s values as the defaults, cancellation from Online Booking', () => {
    expect(defaultsOf(DEFAULT_BOOKING_RULES, 24)).toEqual({
      minimumNoticeMinutes: 60,
      maximumAdvanceDays: 90,
      slotIntervalMinutes: 15,
      minimumGapMinutes: 0,
      cancellationNoticeHours: 24,
      rescheduleNoticeHours: 24,
    });
    expect(defaultsOf(DEFAULT_BOOKING_RULES, undefined).cancellationNoticeHours).toBeUndefined();
  });
});

describe('one active rule per service or category', () => {
  it('finds a second active rule for the same target', () => {
    const first = rule('a', { minimumNoticeMinutes: 60 });
    const second = rule('b', { minimumNoticeMinutes: 120 });
    expect(secondActiveRule([first, second])).toBe(second);
  });

  it('lets an inactive rule share the target, and the same id on another scope pass', () => {
    const first = rule('a');
    expect(secondActiveRule([first, rule('b', { isActive: false })])).toBeUndefined();
    expect(secondActiveRule([first, rule('c', { scope: 'service', targetId: CATEGORY })])).toBeUndefined();
  });
});

describe('amounts as people say them', () => {
  it('reads whole hours as hours, other minutes as minutes, days as days', () => {
    expect(amountText(1440, 'minute', 'en')).toBe('24 hours');
    expect(amountText(60, 'minute', 'en')).toBe('1 hour');
    expect(amountText(15, 'minute', 'en')).toBe('15 minutes');
    expect(amountText(90, 'day', 'en')).toBe('90 days');
    expect(amountText(2, 'hour', 'de')).toBe('2 Stunden');
  });
});

describe('a number typed into Online Booking (spec §5: non-numeric becomes 0)', () => {
  it('becomes a whole number, and 0 when it is none', () => {
    expect(wholeNumberOrZero('48')).toBe(48);
    expect(wholeNumberOrZero(' 12 ')).toBe(12);
    expect(wholeNumberOrZero('12.7')).toBe(12);
    expect(wholeNumberOrZero('abc')).toBe(0);
    expect(wholeNumberOrZero('')).toBe(0);
  });
});

describe('a new rule’s or exception’s id', () => {
  it('is a version-4 UUID the documents accept, also where randomUUID is withheld', () => {
    const pattern = new RegExp(UUID_PATTERN);
    expect(newId()).toMatch(pattern);
    const secure = Object.getOwnPropertyDescriptor(globalThis, 'isSecureContext');
    Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(pattern);
      expect([...ids][0]![14]).toBe('4');
    } finally {
      if (secure) Object.defineProperty(globalThis, 'isSecureContext', secure);
      else delete (globalThis as { isSecureContext?: boolean }).isSecureContext;
    }
  });
});
