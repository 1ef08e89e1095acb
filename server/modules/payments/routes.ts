import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { GATEWAY_DISPLAY_NAMES, type PaymentGateway } from '../../contract/payments';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route } from '../../http/route';
import { paymentFeesService } from './fees';
import { paymentGatewaysService } from './service';

const { payments } = ROUTES;

/**
 * What the screen shows under its '{provider} connected' / '{provider} updated' title: where the
 * gateway now stands, not the title again.
 */
function savedMessage(gateway: PaymentGateway): string {
  const provider = gateway.displayName;
  const mode = gateway.isLive ? 'live' : 'test';
  if (!gateway.isEnabled) return `${provider} is saved and switched off.`;
  if (gateway.status === 'connected') return `${provider} is ready to take payments in ${mode} mode.`;
  return `${provider} is saved in ${mode} mode. Test the connection to start taking payments.`;
}

/** Payment gateways and card fees (organization/financial, Payment Gateways tab). */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const gateways = paymentGatewaysService(app.deps);
  const fees = paymentFeesService(app.deps);

  route(
    app,
    payments.gateways,
    (_request, _reply, ctx) => ({ success: true, gateways: gateways.list(ctx) }),
    KEEP_ANSWER,
  );

  route(app, payments.initialize, (request, _reply, ctx) => {
    const { gateways: list, added } = gateways.initialize(ctx);
    request.activityNote.detail = detail(
      added > 0 ? 'activityDetail.payments.setUp' : 'activityDetail.payments.alreadySetUp',
    );
    return { success: true, gateways: list };
  });

  route(
    app,
    payments.config,
    (request, _reply, ctx) => {
      const gateway = gateways.get(ctx, request.params.type, request.query.locationId);
      const provider = GATEWAY_DISPLAY_NAMES[gateway.type];
      const message = gateway.isConfigured ? `${provider} is connected` : `${provider} is not connected yet`;
      return { data: { success: true, message, gateway }, version: gateway.version };
    },
    KEEP_ANSWER,
  );

  route(app, payments.connect, (request, _reply, ctx) => {
    const { type } = request.params;
    const { gateway, changes } = gateways.connect(
      ctx,
      type,
      request.body,
      request.query.locationId,
      ifMatchOf(request),
    );
    request.activityNote.detail = detail('activityDetail.payments.connected', { gateway: GATEWAY_DISPLAY_NAMES[type] });
    request.activityNote.changes = changes;
    return {
      data: { success: true, message: savedMessage(gateway), gateway },
      version: gateway.version,
    };
  });

  route(app, payments.update, (request, _reply, ctx) => {
    const { type } = request.params;
    const { gateway, changes } = gateways.update(ctx, type, request.body, request.query.locationId, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.payments.updated', { gateway: GATEWAY_DISPLAY_NAMES[type] });
    request.activityNote.changes = changes;
    return {
      data: { success: true, message: savedMessage(gateway), gateway },
      version: gateway.version,
    };
  });

  route(app, payments.test, (request, _reply, ctx) =>
    gateways.test(ctx, request.params.type, request.body, request.query.locationId),
  );

  route(
    app,
    payments.feeSettings,
    (request, _reply, ctx) => {
      const locationId = request.query.locationId ?? null;
      const settings = fees.get(ctx, request.query.locationId);
      return { success: true, message: 'Fee settings loaded', settings, locationId };
    },
    KEEP_ANSWER,
  );

  route(app, payments.saveFeeSettings, (request, _reply, ctx) => {
    const { settings, changes, location } = fees.save(ctx, request.body, request.query.locationId);
    request.activityNote.detail = location
      ? detail('activityDetail.payments.locationFeesUpdated', { location })
      : detail('activityDetail.payments.feesUpdated');
    request.activityNote.changes = changes;
    return { success: true, message: 'Fee settings saved', settings, locationId: request.query.locationId ?? null };
  });
}
