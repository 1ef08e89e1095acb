import {
  CANCELLATION_WINDOW_MAX_HOURS,
  SLOT_INTERVALS,
  type BookingRules,
  type ScopedBookingRule,
} from '../../../../../server/contract/service-booking';

/**
 * The choices of the Booking Rules tab and how a scoped rule reads in the list. Values are the
 * document's own units: notice in minutes, advance in days, intervals and gaps in minutes, the
 * cancellation and reschedule notices in hours.
 */

/** Spec part 2 §9: minimum advance 0, 1, 2, 4, 24 and 48 hours; ours: 15 and 30 minutes too. */
export const MINIMUM_NOTICE_MINUTES = [0, 15, 30, 60, 120, 240, 1440, 2880] as const;
/** Spec part 2 §9: maximum advance 7, 14, 30, 60, 90, 180 days; ours: a year too. */
export const MAXIMUM_ADVANCE_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;
export const SLOT_INTERVAL_MINUTES = SLOT_INTERVALS;
export const MINIMUM_GAP_MINUTES = [0, 5, 10, 15, 20, 30, 45, 60] as const;
/** Spec part 2 §9: cancellation notice 0, 1, 2, 4, 12, 24, 48, 72 hours; ours: a week, the most allowed. */
export const NOTICE_HOURS = [0, 1, 2, 4, 12, 24, 48, 72, CANCELLATION_WINDOW_MAX_HOURS] as const;

/** The choices with the stored value among them: a value set elsewhere (the API, an import) is kept. */
export function choicesWith(choices: readonly number[], stored: number | null | undefined): number[] {
  if (stored === null || stored === undefined || choices.includes(stored)) return [...choices];
  return [...choices, stored].sort((a, b) => a - b);
}

/** The settings a scoped rule may replace, in the order the dialog and the list show them. */
export const RULE_SETTINGS = [
  'minimumNoticeMinutes',
  'maximumAdvanceDays',
  'slotIntervalMinutes',
  'minimumGapMinutes',
  'cancellationNoticeHours',
  'rescheduleNoticeHours',
] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

export type RuleUnit = 'minute' | 'hour' | 'day';

export const UNIT_OF: Readonly<Record<RuleSetting, RuleUnit>> = {
  minimumNoticeMinutes: 'minute',
  maximumAdvanceDays: 'day',
  slotIntervalMinutes: 'minute',
  minimumGapMinutes: 'minute',
  cancellationNoticeHours: 'hour',
  rescheduleNoticeHours: 'hour',
};

export const CHOICES_OF: Readonly<Record<RuleSetting, readonly number[]>> = {
  minimumNoticeMinutes: MINIMUM_NOTICE_MINUTES,
  maximumAdvanceDays: MAXIMUM_ADVANCE_DAYS,
  slotIntervalMinutes: SLOT_INTERVAL_MINUTES,
  minimumGapMinutes: MINIMUM_GAP_MINUTES,
  cancellationNoticeHours: NOTICE_HOURS,
  rescheduleNoticeHours: NOTICE_HOURS,
};

/** What a rule changes: the settings it gives a value, in the dialog's order. */
export function changesOf(rule: ScopedBookingRule): { setting: RuleSetting; value: number }[] {
  return RULE_SETTINGS.flatMap((setting) => {
    const value = rule[setting];
    return value === null ? [] : [{ setting, value }];
  });
}

/** The organization's value of each setting, which a rule's 'Use the default' keeps. */
export function defaultsOf(
  rules: Pick<BookingRules, Exclude<RuleSetting, 'cancellationNoticeHours'>>,
  cancellationWindowHours: number | undefined,
): Record<RuleSetting, number | undefined> {
  return {
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    maximumAdvanceDays: rules.maximumAdvanceDays,
    slotIntervalMinutes: rules.slotIntervalMinutes,
    minimumGapMinutes: rules.minimumGapMinutes,
    cancellationNoticeHours: cancellationWindowHours,
    rescheduleNoticeHours: rules.rescheduleNoticeHours,
  };
}

/** A rule as 'Add Booking Rule' starts it: every setting on the default, active. */
export function blankRule(id: string, scope: ScopedBookingRule['scope'], targetId: string): ScopedBookingRule {
  return {
    id,
    name: '',
    scope,
    targetId,
    isActive: true,
    minimumNoticeMinutes: null,
    maximumAdvanceDays: null,
    slotIntervalMinutes: null,
    minimumGapMinutes: null,
    cancellationNoticeHours: null,
    rescheduleNoticeHours: null,
  };
}

/** The list with the rule in it: replaced where its id is, else added at the end. */
export function withRule(rules: readonly ScopedBookingRule[], rule: ScopedBookingRule): ScopedBookingRule[] {
  return rules.some((kept) => kept.id === rule.id)
    ? rules.map((kept) => (kept.id === rule.id ? rule : kept))
    : [...rules, rule];
}

/**
 * An amount in its unit as people say it, in their language ('2 hours', '15 min', '90 days').
 * Minutes that make whole hours read as hours; Intl has the unit words of every language.
 */
export function amountText(value: number, unit: RuleUnit, locale: string): string {
  const inHours = unit === 'minute' && value >= 60 && value % 60 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inHours ? 'hour' : unit,
    unitDisplay: 'long',
  }).format(inHours ? value / 60 : value);
}

/** `service:<id>` or `category:<id>`: one active rule per target (the server keeps it so). */
export const targetKey = (rule: Pick<ScopedBookingRule, 'scope' | 'targetId'>): string =>
  `${rule.scope}:${rule.targetId}`;

/** The first rule that is active for a target another active rule already has; undefined when none. */
export function secondActiveRule(rules: readonly ScopedBookingRule[]): ScopedBookingRule | undefined {
  const seen = new Set<string>();
  return rules.find((rule) => {
    if (!rule.isActive) return false;
    const key = targetKey(rule);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
