import type { ScopedBookingRule } from '../../../../../server/contract/service-booking';
import type { Service, ServiceCategory } from '../../../../../server/contract/services';

/** Something a booking rule can apply to, as the picker and the list name it. */
export interface RuleTarget {
  id: string;
  name: string;
  /** An archived service or a hidden category: still a target, marked so. */
  inactive: boolean;
}

export interface RuleTargets {
  service: readonly RuleTarget[];
  category: readonly RuleTarget[];
}

/** Services by name; categories in the sidebar's order. */
export function ruleTargets(
  services: readonly Service[] | undefined,
  categories: readonly ServiceCategory[] | undefined,
): RuleTargets {
  return {
    service: [...(services ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((service) => ({ id: service.id, name: service.name, inactive: !service.isActive })),
    category: [...(categories ?? [])]
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((category) => ({ id: category.id, name: category.name, inactive: !category.isActive })),
  };
}

/** The target of a rule; undefined when it is gone (deleted) or not loaded. */
export function targetOf(rule: Pick<ScopedBookingRule, 'scope' | 'targetId'>, targets: RuleTargets) {
  return targets[rule.scope].find((target) => target.id === rule.targetId);
}
