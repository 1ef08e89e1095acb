import { describe, expect, it } from 'vitest';
import { resolveBookingRules } from './booking-rules';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_ONLINE_BOOKING,
  type BookingRules,
  type ScopedBookingRule,
} from './service-booking';

const COLOUR = '0190a000-0000-7000-8000-00000000c010';
const CUTS = '0190a000-0000-7000-8000-00000000c020';
const BALAYAGE = '0190a000-0000-7000-8000-00000000b001';
const TRIM = '0190a000-0000-7000-8000-00000000b002';

const unset = {
  minimumNoticeMinutes: null,
  maximumAdvanceDays: null,
  slotIntervalMinutes: null,
  minimumGapMinutes: null,
  cancellationNoticeHours: null,
  rescheduleNoticeHours: null,
};
const rule = (
  fields: Partial<ScopedBookingRule> & Pick<ScopedBookingRule, 'scope' | 'targetId'>,
): ScopedBookingRule => ({
  id: '0190a000-0000-7000-8000-000000000e01',
  name: 'Rule',
  isActive: true,
  ...unset,
  ...fields,
});

const organizationRules = (rules: ScopedBookingRule[]): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  minimumNoticeMinutes: 120,
  slotIntervalMinutes: 30,
  rules,
});

describe('resolveBookingRules', () => {
  it("answers the organization's values, with the cancellation window as cancellation notice", () => {
    expect(
      resolveBookingRules(
        organizationRules([]),
        { ...DEFAULT_ONLINE_BOOKING, cancellationWindow: 48 },
        {
          id: BALAYAGE,
          categoryId: COLOUR,
        },
      ),
    ).toEqual({
      minimumNoticeMinutes: 120,
      maximumAdvanceDays: 90,
      slotIntervalMinutes: 30,
      minimumGapMinutes: 0,
      cancellationNoticeHours: 48,
      rescheduleNoticeHours: 24,
    });
  });

  it("lays the category's rule over the organization's, and the service's over both", () => {
    const rules = organizationRules([
      rule({ scope: 'service', targetId: BALAYAGE, minimumGapMinutes: 15, slotIntervalMinutes: 60 }),
      rule({ scope: 'category', targetId: COLOUR, slotIntervalMinutes: 45, cancellationNoticeHours: 72 }),
    ]);
    expect(resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: BALAYAGE, categoryId: COLOUR })).toEqual({
      minimumNoticeMinutes: 120,
      maximumAdvanceDays: 90,
      slotIntervalMinutes: 60,
      minimumGapMinutes: 15,
      cancellationNoticeHours: 72,
      rescheduleNoticeHours: 24,
    });
    // Another service of the same category gets the category's rule only.
    expect(resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: TRIM, categoryId: COLOUR })).toMatchObject({
      slotIntervalMinutes: 45,
      minimumGapMinutes: 0,
      cancellationNoticeHours: 72,
    });
  });

  it('keeps the value beneath where a rule leaves it null, including a zero it sets', () => {
    const rules = organizationRules([rule({ scope: 'service', targetId: TRIM, minimumNoticeMinutes: 0 })]);
    expect(resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: TRIM, categoryId: null })).toMatchObject({
      minimumNoticeMinutes: 0,
      slotIntervalMinutes: 30,
      cancellationNoticeHours: 24,
    });
  });

  it('ignores inactive rules and rules of other targets', () => {
    const rules = organizationRules([
      rule({ scope: 'service', targetId: TRIM, isActive: false, maximumAdvanceDays: 7 }),
      rule({ scope: 'category', targetId: CUTS, maximumAdvanceDays: 14 }),
      // A category rule whose id happens to be a service's never applies to the service.
      rule({ scope: 'category', targetId: TRIM, maximumAdvanceDays: 21 }),
    ]);
    expect(
      resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: TRIM, categoryId: COLOUR }).maximumAdvanceDays,
    ).toBe(90);
  });

  it('applies no category rule to a service without a category', () => {
    const rules = organizationRules([rule({ scope: 'category', targetId: COLOUR, minimumGapMinutes: 30 })]);
    expect(resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: TRIM, categoryId: null }).minimumGapMinutes).toBe(
      0,
    );
  });

  it('does not change what it is given', () => {
    const rules = organizationRules([rule({ scope: 'service', targetId: TRIM, minimumGapMinutes: 10 })]);
    const copy = structuredClone(rules);
    resolveBookingRules(rules, DEFAULT_ONLINE_BOOKING, { id: TRIM, categoryId: null });
    expect(rules).toEqual(copy);
  });
});
