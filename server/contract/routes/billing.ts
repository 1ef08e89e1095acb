import { ChangePlanBody, Overages, Subscription, TierList, UsageDetail } from '../billing';
import { defineRoute } from './define';

/** Subscription & Billing sits under manage_organization_settings in the menu (part 1 §2). */
const permission = 'manage_organization_settings';
const SUBSCRIPTION = '/api/billing/subscription';

export const billingRoutes = {
  /** Plans and prices are public so a sign-up or pricing page can show them. */
  tiers: defineRoute({ method: 'GET', path: '/api/public/tiers', public: true, response: TierList }),
  subscription: defineRoute({ method: 'GET', path: SUBSCRIPTION, permission, response: Subscription, versioned: true }),
  /** Platform admins only (the service says so); checked against the subscription's version. */
  changePlan: defineRoute({
    method: 'PUT',
    path: '/api/billing/subscription/plan',
    permission,
    body: ChangePlanBody,
    response: Subscription,
    activity: { section: 'organization', action: 'update' },
    versioned: true,
    versionOf: SUBSCRIPTION,
  }),
  usage: defineRoute({ method: 'GET', path: '/api/billing/usage/detailed', permission, response: UsageDetail }),
  overages: defineRoute({ method: 'GET', path: '/api/billing/overages', permission, response: Overages }),
};
