import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route } from '../../http/route';
import { billingService } from './service';

const { billing: routes } = ROUTES;

/** §7: tiers are cached for 5 minutes; the client keeps a stale copy when a refresh fails. */
export const TIERS_MAX_AGE_SECONDS = 300;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const billing = billingService(app.deps);

  route(app, routes.tiers, (_request, reply) => {
    void reply.header('cache-control', `public, max-age=${TIERS_MAX_AGE_SECONDS}`);
    return { items: billing.tiers() };
  });

  route(app, routes.subscription, (_request, _reply, ctx) => billing.subscription(ctx), KEEP_ANSWER);

  route(app, routes.changePlan, (request, _reply, ctx) => {
    const { subscription, version, changes } = billing.changePlan(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail = detail(
      subscription.isOnTrial ? 'activityDetail.billing.trialPlanChosen' : 'activityDetail.billing.planChanged',
      { plan: subscription.plan },
    );
    request.activityNote.changes = changes;
    return { data: subscription, version };
  });

  route(app, routes.usage, (_request, _reply, ctx) => billing.usage(ctx), KEEP_ANSWER);
  route(app, routes.overages, (_request, _reply, ctx) => billing.overages(ctx), KEEP_ANSWER);
}
