import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangePlanBody, Overages, Subscription, TierList, UsageDetail } from '../../contract/billing';
import { errorResponses } from '../../contract/common';
import { requireCtx } from '../../types';
import { billingService } from './service';

/** Subscription & Billing sits under manage_organization_settings in the menu (part 1 §2). */
const permission = 'manage_organization_settings' as const;
/** §7: tiers are cached for 5 minutes; the client keeps a stale copy when a refresh fails. */
export const TIERS_MAX_AGE_SECONDS = 300;

export async function billingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const billing = billingService(app.deps);

  app.get(
    '/api/public/tiers',
    { config: { public: true }, schema: { response: { 200: TierList, ...errorResponses } } },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${TIERS_MAX_AGE_SECONDS}`);
      return { items: billing.tiers() };
    },
  );

  app.get(
    '/api/billing/subscription',
    { config: { permission }, schema: { response: { 200: Subscription, ...errorResponses } } },
    async (request) => billing.subscription(requireCtx(request.ctx)),
  );

  app.put(
    '/api/billing/subscription/plan',
    {
      config: { permission, activity: { section: 'organization', action: 'update' } },
      schema: { body: ChangePlanBody, response: { 200: Subscription, ...errorResponses } },
    },
    async (request) => {
      const { subscription, changes } = billing.changePlan(requireCtx(request.ctx), request.body);
      request.activityNote.details = `Changed the plan to ${subscription.plan}${subscription.isOnTrial ? ' (trial)' : ''}`;
      request.activityNote.changes = changes;
      return subscription;
    },
  );

  app.get(
    '/api/billing/usage/detailed',
    { config: { permission }, schema: { response: { 200: UsageDetail, ...errorResponses } } },
    async (request) => billing.usage(requireCtx(request.ctx)),
  );

  app.get(
    '/api/billing/overages',
    { config: { permission }, schema: { response: { 200: Overages, ...errorResponses } } },
    async (request) => billing.overages(requireCtx(request.ctx)),
  );
}
