import {
  DEFAULT_BOOKING_RULES,
  type BookingRules,
  type BookingRulesPatch,
  type ScopedBookingRule,
} from '../../contract/service-booking';
import type { DbOrTx } from '../../db/client';
import { readDocument, writeDocument, type DocumentKind } from '../../documents/documents';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { findRuleTargets, type RuleTargets } from './repository';

/** The Booking Rules tab: the organization's values and the rules scoped to a service or category. */
export const bookingRulesKind: DocumentKind<BookingRules> = {
  kind: 'booking-rules',
  scope: 'organization',
  defaults: () => DEFAULT_BOOKING_RULES,
};

const RULE_VALUES = [
  'minimumNoticeMinutes',
  'maximumAdvanceDays',
  'slotIntervalMinutes',
  'minimumGapMinutes',
  'cancellationNoticeHours',
  'rescheduleNoticeHours',
] as const satisfies readonly (keyof ScopedBookingRule)[];

const TARGET_NAMES = { service: 'service', category: 'category' } as const;

function targetsOf(db: DbOrTx, organizationId: string, rules: readonly ScopedBookingRule[]): RuleTargets {
  const ids = (scope: ScopedBookingRule['scope']) => [
    ...new Set(rules.filter((rule) => rule.scope === scope).map((rule) => rule.targetId)),
  ];
  return findRuleTargets(db, organizationId, { serviceIds: ids('service'), categoryIds: ids('category') });
}

const exists = (targets: RuleTargets, rule: ScopedBookingRule) =>
  (rule.scope === 'service' ? targets.serviceIds : targets.categoryIds).has(rule.targetId);

/** "Booking rule "Colour"" or, for a rule saved without a name, "A booking rule". */
const describeRule = (rule: ScopedBookingRule) => (rule.name === '' ? 'A booking rule' : `Booking rule "${rule.name}"`);

/**
 * The scoped rules as sent, checked against the organization's services and categories: each
 * names one of them (an id of another organization is not found, like a deleted one), changes at
 * least one value, has an id of its own, and no target has two active rules.
 */
function checkRules(db: DbOrTx, organizationId: string, sent: readonly ScopedBookingRule[]): ScopedBookingRule[] {
  const rules = sent.map((rule) => ({ ...rule, name: rule.name.trim() }));
  const targets = targetsOf(db, organizationId, rules);
  const ids = new Set<string>();
  const activeTargets = new Set<string>();
  rules.forEach((rule, i) => {
    const path = `rules.${i}`;
    const kind = TARGET_NAMES[rule.scope];
    if (ids.has(rule.id)) {
      throw new ValidationError(`${path}.id`, `${describeRule(rule)}: each rule must have its own id`);
    }
    ids.add(rule.id);
    if (RULE_VALUES.every((key) => rule[key] === null)) {
      throw new ValidationError(path, `${describeRule(rule)} must change at least one setting`);
    }
    if (!exists(targets, rule)) {
      throw new ValidationError(`${path}.targetId`, `${describeRule(rule)}: the ${kind} no longer exists`);
    }
    if (!rule.isActive) return;
    const target = `${rule.scope}:${rule.targetId}`;
    if (activeTargets.has(target)) {
      throw new ValidationError(`${path}.targetId`, `There is already a rule for this ${kind}`);
    }
    activeTargets.add(target);
  });
  return rules;
}

/**
 * A rule whose service or category was deleted since it was saved no longer applies to anything:
 * it is left out of what is answered and of the next save, rather than shown for a target the
 * screen cannot name. The stored document keeps it until that save (the activity log then shows
 * it going), so reading never writes.
 */
function withoutDangling(db: DbOrTx, organizationId: string, document: BookingRules): BookingRules {
  if (document.rules.length === 0) return document;
  const targets = targetsOf(db, organizationId, document.rules);
  const rules = document.rules.filter((rule) => exists(targets, rule));
  return rules.length === document.rules.length ? document : { ...document, rules };
}

export function bookingRulesService(deps: AppDeps) {
  const { db } = deps;
  return {
    get(ctx: RequestContext) {
      const stored = readDocument(db, bookingRulesKind, ctx);
      return { ...stored, data: withoutDangling(db, ctx.organizationId, stored.data) };
    },

    /** The values sent replace the organization's; `rules` sent is the whole list. */
    save(ctx: RequestContext, patch: BookingRulesPatch, ifMatch: string | undefined) {
      return writeDocument(
        db,
        bookingRulesKind,
        ctx,
        (current) => {
          const next = { ...withoutDangling(db, ctx.organizationId, current), ...patch };
          return patch.rules === undefined ? next : { ...next, rules: checkRules(db, ctx.organizationId, patch.rules) };
        },
        ifMatch,
        deps.now(),
      );
    },
  };
}
