import { Type, type Static } from 'typebox';
import { deepFreeze, Id, Labelled, Strict, TextField } from './common';

/**
 * The three settings documents of the Services & Booking screen (spec part 2 §3, §5, §9): online
 * booking, business hours and booking rules. Each is read and saved whole (spec §7); the save is a
 * partial document laid over the stored one, like every settings document.
 */

// ---------------------------------------------------------------------------------------------
// Online booking

export const CANCELLATION_WINDOW_MAX_HOURS = 168;

export const OnlineBookingSettings = Strict({
  enabled: Type.Boolean({ title: 'Online booking' }),
  requireApproval: Type.Boolean({ title: 'Require approval' }),
  allowCancellation: Type.Boolean({ title: 'Allow cancellation' }),
  /** Hours before the start until which a client may cancel online (spec §5: 0-168). */
  cancellationWindow: Type.Integer({
    title: 'Cancellation window',
    minimum: 0,
    maximum: CANCELLATION_WINDOW_MAX_HOURS,
  }),
  showPrices: Type.Boolean({ title: 'Show prices' }),
  requireDeposit: Type.Boolean({ title: 'Require deposit' }),
  depositPercentage: Type.Integer({ title: 'Deposit percentage', minimum: 0, maximum: 100 }),
});
export type OnlineBookingSettings = Static<typeof OnlineBookingSettings>;
export const OnlineBookingPatch = Type.Partial(OnlineBookingSettings, { additionalProperties: false });
export type OnlineBookingPatch = Static<typeof OnlineBookingPatch>;

export const DEFAULT_ONLINE_BOOKING: OnlineBookingSettings = deepFreeze({
  enabled: true,
  requireApproval: false,
  allowCancellation: true,
  cancellationWindow: 24,
  showPrices: true,
  requireDeposit: false,
  depositPercentage: 25,
});

// ---------------------------------------------------------------------------------------------
// Business hours

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock time in the organization's zone, 00:00 to 23:59. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const Time = (label: string) =>
  Type.String({ title: label, pattern: TIME_PATTERN, errorMessage: 'must be a time such as 09:00' });

export const MAX_BREAKS_PER_DAY = 4;
export const MAX_HOURS_EXCEPTIONS = 200;

/** A pause inside the opening hours (a lunch break): the day is then open in two or more parts. */
export const HoursBreak = Strict({ start: Time('Break start'), end: Time('Break end') });
export type HoursBreak = Static<typeof HoursBreak>;

const dayFields = {
  isOpen: Type.Boolean({ title: 'Open' }),
  openTime: Time('Opening time'),
  closeTime: Time('Closing time'),
  breaks: Labelled('Breaks', Type.Array(HoursBreak, { maxItems: MAX_BREAKS_PER_DAY })),
};

/** Spec §3: per day isOpen, openTime, closeTime; ours: breaks, so a day may open more than once. */
export const DayHours = Strict(dayFields);
export type DayHours = Static<typeof DayHours>;

/** A dated exception: a public holiday (closed) or a late night (other hours) on one date. */
export const HoursException = Strict({
  id: Labelled('Exception id', Id),
  date: Type.String({
    title: 'Date',
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    errorMessage: 'must be a date such as 2026-12-25',
  }),
  name: TextField({ label: 'Exception name', maxLength: 60 }),
  ...dayFields,
});
export type HoursException = Static<typeof HoursException>;

export const BusinessHours = Strict({
  monday: Labelled('Monday', DayHours),
  tuesday: Labelled('Tuesday', DayHours),
  wednesday: Labelled('Wednesday', DayHours),
  thursday: Labelled('Thursday', DayHours),
  friday: Labelled('Friday', DayHours),
  saturday: Labelled('Saturday', DayHours),
  sunday: Labelled('Sunday', DayHours),
  exceptions: Labelled('Exceptions', Type.Array(HoursException, { maxItems: MAX_HOURS_EXCEPTIONS })),
});
export type BusinessHours = Static<typeof BusinessHours>;
export const BusinessHoursPatch = Type.Partial(BusinessHours, { additionalProperties: false });
export type BusinessHoursPatch = Static<typeof BusinessHoursPatch>;

const open = (openTime: string, closeTime: string): DayHours => ({ isOpen: true, openTime, closeTime, breaks: [] });
const closed: DayHours = { isOpen: false, openTime: '09:00', closeTime: '17:00', breaks: [] };

/** Spec §3: Monday to Friday 09:00-17:00, Saturday 10:00-16:00, Sunday closed. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = deepFreeze({
  monday: open('09:00', '17:00'),
  tuesday: open('09:00', '17:00'),
  wednesday: open('09:00', '17:00'),
  thursday: open('09:00', '17:00'),
  friday: open('09:00', '17:00'),
  saturday: open('10:00', '16:00'),
  sunday: closed,
  exceptions: [],
});

// ---------------------------------------------------------------------------------------------
// Booking rules (the spec shows only a placeholder; made real here)

export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 45, 60] as const;
export const MAX_NOTICE_MINUTES = 30 * 24 * 60;
export const MAX_ADVANCE_DAYS = 730;
export const MAX_GAP_MINUTES = 240;
export const MAX_NOTICE_HOURS = 168;
export const MAX_SCOPED_RULES = 200;

const ruleFields = {
  /** How long before the start a booking must be made. */
  minimumNoticeMinutes: Type.Integer({ title: 'Minimum notice', minimum: 0, maximum: MAX_NOTICE_MINUTES }),
  /** How far ahead a booking may be made. */
  maximumAdvanceDays: Type.Integer({ title: 'Maximum advance', minimum: 1, maximum: MAX_ADVANCE_DAYS }),
  /** Start times are offered every this many minutes from each opening. */
  slotIntervalMinutes: Labelled('Slot interval', Type.Enum(SLOT_INTERVALS)),
  /** Free minutes a practitioner keeps between two bookings, on top of the services' buffers. */
  minimumGapMinutes: Type.Integer({ title: 'Minimum gap between bookings', minimum: 0, maximum: MAX_GAP_MINUTES }),
  /** Hours before the start until which a client may reschedule online. */
  rescheduleNoticeHours: Type.Integer({ title: 'Reschedule notice', minimum: 0, maximum: MAX_NOTICE_HOURS }),
};

/**
 * A rule for one service or one category: each value given replaces the organization's for it;
 * null keeps the organization's. A service's rule wins over its category's. Cancellation notice is
 * the online booking document's cancellation window unless a rule replaces it.
 */
export const ScopedBookingRule = Strict({
  id: Labelled('Rule id', Id),
  name: TextField({ label: 'Rule name', maxLength: 80 }),
  scope: Labelled('Applies to', Type.Enum(['service', 'category'] as const)),
  targetId: Labelled('Service or category', Id),
  isActive: Type.Boolean({ title: 'Active' }),
  minimumNoticeMinutes: Type.Union([ruleFields.minimumNoticeMinutes, Type.Null()], { title: 'Minimum notice' }),
  maximumAdvanceDays: Type.Union([ruleFields.maximumAdvanceDays, Type.Null()], { title: 'Maximum advance' }),
  slotIntervalMinutes: Type.Union([ruleFields.slotIntervalMinutes, Type.Null()], { title: 'Slot interval' }),
  minimumGapMinutes: Type.Union([ruleFields.minimumGapMinutes, Type.Null()], {
    title: 'Minimum gap between bookings',
  }),
  cancellationNoticeHours: Type.Union(
    [Type.Integer({ minimum: 0, maximum: CANCELLATION_WINDOW_MAX_HOURS }), Type.Null()],
    { title: 'Cancellation notice' },
  ),
  rescheduleNoticeHours: Type.Union([ruleFields.rescheduleNoticeHours, Type.Null()], { title: 'Reschedule notice' }),
});
export type ScopedBookingRule = Static<typeof ScopedBookingRule>;

export const BookingRules = Strict({
  ...ruleFields,
  rules: Labelled('Booking rules', Type.Array(ScopedBookingRule, { maxItems: MAX_SCOPED_RULES })),
});
export type BookingRules = Static<typeof BookingRules>;
export const BookingRulesPatch = Type.Partial(BookingRules, { additionalProperties: false });
export type BookingRulesPatch = Static<typeof BookingRulesPatch>;

/** Minimum notice 1 hour and maximum advance 90 days as the widget's defaults (spec §9). */
export const DEFAULT_BOOKING_RULES: BookingRules = deepFreeze({
  minimumNoticeMinutes: 60,
  maximumAdvanceDays: 90,
  slotIntervalMinutes: 15,
  minimumGapMinutes: 0,
  rescheduleNoticeHours: 24,
  rules: [],
});

/** The rules that apply to one service once scoped rules are laid over the organization's. */
export interface EffectiveBookingRules {
  minimumNoticeMinutes: number;
  maximumAdvanceDays: number;
  slotIntervalMinutes: number;
  minimumGapMinutes: number;
  cancellationNoticeHours: number;
  rescheduleNoticeHours: number;
}
