import type { ALERT_SEVERITIES, USAGE_RESOURCES } from '../../../../../server/contract/billing';

// Types only, as in organizations/messages/en.ts; the resource labels repeat RESOURCE_LABELS.

type Resource = (typeof USAGE_RESOURCES)[number];

const resources = {
  'subscription.resource.staff': 'Staff',
  'subscription.resource.locations': 'Locations',
  'subscription.resource.clients': 'Clients',
  'subscription.resource.appointments': 'Appointments',
  'subscription.resource.emails': 'Emails',
  'subscription.resource.sms': 'SMS',
  'subscription.resource.push': 'Push notifications',
  'subscription.resource.storage': 'Storage',
} as const satisfies Record<`subscription.resource.${Resource}`, string>;

const severities = {
  'subscription.severity.CRITICAL': 'Critical',
  'subscription.severity.HIGH': 'High',
  'subscription.severity.MEDIUM': 'Warning',
} as const satisfies Record<`subscription.severity.${(typeof ALERT_SEVERITIES)[number]}`, string>;

/** English texts of the Subscription & Billing page; spec texts verbatim. */
export const subscriptionMessages = {
  'search.terms.plan': 'upgrade, trial, price',
  'search.terms.usage': 'limits, storage, SMS',

  // Subscription & Billing (part 1 §2, §3, §4, §8, §9).
  ...resources,
  ...severities,
  'subscription.subtitle': 'Your plan, what this billing period has used, and any charges beyond the plan.',
  'subscription.toast.loadFailed': 'Error',
  'subscription.toast.loadFailedBody': 'Failed to load subscription data',
  'subscription.loadFailed': 'Failed to load subscription data. Please try again.',
  'subscription.plan.title': 'Current plan',
  'subscription.plan.name': '{plan} plan',
  'subscription.period': 'Billing period',
  'subscription.periodRange': '{start} – {end}',
  'subscription.trial.remaining': '{days, plural, one {# day} other {# days}} left of your {total}-day trial',
  'subscription.trial.progress': 'Trial days remaining',
  'subscription.trial.ends': 'Trial ends',
  'subscription.trial.warning.title': 'Your trial ends soon',
  'subscription.trial.warning.body':
    '{days, plural, =0 {Your {plan} trial ends today.} one {Your {plan} trial ends in # day.} other {Your {plan} trial ends in # days.}} After that the organization moves to the Free plan unless a plan is bought.',
  'subscription.paid.nextBilling': 'Next billing date',
  'subscription.paid.amount': 'Amount',
  'subscription.paid.amountValue': '{amount} per month',
  'subscription.free.note': 'The Free plan has no charge.',
  'subscription.expired.note': 'The trial has ended, so the organization is on the Free plan.',
  'subscription.canceled.note': 'The subscription was canceled, so the organization is on the Free plan.',
  'subscription.pastDue.note': 'The last payment is overdue.',
  'subscription.alerts.title': 'Usage alerts',
  'subscription.usage.title': 'Usage',
  'subscription.usage.description': 'Counted from your data for the billing period {period}.',
  'subscription.usage.of': '{used} of {limit}',
  'subscription.usage.unlimited': 'Unlimited',
  'subscription.usage.percent': '{percent}%',
  'subscription.usage.gb': '{limit} GB',
  'subscription.usage.exceeded': 'Limit exceeded',
  'subscription.usage.high': 'High usage',
  'subscription.usage.warning': 'Approaching limit',
  'subscription.usage.monthly': 'This billing period',
  'subscription.upgrade.title': 'Upgrade to {plan}',
  'subscription.upgrade.body':
    'At least one resource is at 75% or more of its limit on the {current} plan. {plan} raises the limits{price, select, none {.} other { for {price} per month.}}',
  'subscription.upgrade.contact': 'Plans are changed by the platform team: contact support to upgrade.',
  'subscription.upgrade.choose': 'Choose {plan}',
  'subscription.plans.title': 'Plans',
  'subscription.plans.feature': 'Included',
  'subscription.plans.price': 'Price',
  'subscription.plans.perMonth': '{price} per month',
  'subscription.plans.current': 'Current plan',
  'subscription.plans.unavailable': 'The plans could not be loaded.',
  'subscription.overages.title': 'Overages',
  'subscription.overages.description': 'Usage beyond the plan in the last {count} billing periods.',
  'subscription.overages.empty': 'Nothing went over the plan in the last {count} billing periods.',
  'subscription.overages.summary':
    '{count, plural, one {# resource went over its limit} other {# resources went over their limits}}, {cost} in total.',
  'subscription.overages.period': 'Billing period',
  'subscription.overages.items': 'Over the plan',
  'subscription.overages.cost': 'Cost',
  'subscription.overages.item': '{resource}: {units} over',
  'subscription.overages.none': 'None',
  'subscription.change.title': 'Change plan',
  'subscription.change.help':
    'As a platform admin you can put {organization} on any plan, paid from today or as a {days}-day trial.',
  'subscription.change.plan': 'New plan',
  'subscription.change.trial': 'Start as a {days}-day trial',
  'subscription.change.submit': 'Change plan',
  'subscription.change.confirmTitle': 'Move {organization} to the {plan} plan?',
  'subscription.change.confirmBody':
    'The new limits apply at once. Usage already over a lower limit is recorded as an overage.',
  'subscription.change.done': 'Plan changed',
  'subscription.change.failed': 'Failed to change plan',
} as const;

declare global {
  interface EnglishMessageParts {
    subscription: typeof subscriptionMessages;
  }
}
