import type { BookingRules, EffectiveBookingRules, OnlineBookingSettings, ScopedBookingRule } from './service-booking';

/** The values a scoped rule may replace, in the order the effective rules list them. */
const OVERRIDABLE = [
  'minimumNoticeMinutes',
  'maximumAdvanceDays',
  'slotIntervalMinutes',
  'minimumGapMinutes',
  'cancellationNoticeHours',
  'rescheduleNoticeHours',
] as const satisfies readonly (keyof EffectiveBookingRules & keyof ScopedBookingRule)[];

/** The service the rules are resolved for: its own id and the category it is filed under. */
export interface BookingRulesTarget {
  id: string;
  categoryId: string | null;
}

function activeRuleFor(
  rules: readonly ScopedBookingRule[],
  scope: ScopedBookingRule['scope'],
  targetId: string | null,
): ScopedBookingRule | undefined {
  if (targetId === null) return undefined;
  // The server keeps at most one active rule per target; the first wins should a document hold more.
  return rules.find((rule) => rule.isActive && rule.scope === scope && rule.targetId === targetId);
}

function overlay(base: EffectiveBookingRules, rule: ScopedBookingRule | undefined): EffectiveBookingRules {
  if (!rule) return base;
  const next = { ...base };
  for (const key of OVERRIDABLE) {
    const value = rule[key];
    if (value !== null) next[key] = value;
  }
  return next;
}

/**
 * The booking rules that apply to one service: the organization's values, overlaid by the active
 * rule of the service's category, then by the active rule of the service itself (the narrower rule
 * wins). A rule's null keeps the value beneath it. Cancellation notice is the online booking
 * cancellation window unless a rule replaces it. Pure and isomorphic: the renderer shows these
 * values, the availability engine consumes them.
 */
export function resolveBookingRules(
  rules: BookingRules,
  onlineBooking: OnlineBookingSettings,
  service: BookingRulesTarget,
): EffectiveBookingRules {
  const organization: EffectiveBookingRules = {
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    maximumAdvanceDays: rules.maximumAdvanceDays,
    slotIntervalMinutes: rules.slotIntervalMinutes,
    minimumGapMinutes: rules.minimumGapMinutes,
    cancellationNoticeHours: onlineBooking.cancellationWindow,
    rescheduleNoticeHours: rules.rescheduleNoticeHours,
  };
  const byCategory = overlay(organization, activeRuleFor(rules.rules, 'category', service.categoryId));
  return overlay(byCategory, activeRuleFor(rules.rules, 'service', service.id));
}
