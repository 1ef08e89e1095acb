import type { FastifyInstance } from 'fastify';
import { GATEWAY_TYPES } from '../../contract/payments';
import { newId } from '../../ids';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import { FAKE_CREDENTIALS } from '../../testing/fake-payment-providers';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';
import { sealSecrets } from './present';
import { findGateway, insertMissingGateways, updateGateway } from './repository';

/**
 * The gateway routes name a provider, not a record: the record is the caller's organization's row
 * for it. Other Spa gets its five rows and a connected Stripe; Demo Salon, whose gateways were never
 * set up in these tests, must answer 404 for Stripe rather than show or change Other Spa's.
 */
const otherSpaStripe = (app: FastifyInstance) => {
  const organizationId = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId;
  const at = new Date();
  insertMissingGateways(
    app.deps.db,
    GATEWAY_TYPES.map((type) => ({
      id: newId(),
      organizationId,
      type,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })),
  );
  const stripe = findGateway(app.deps.db, organizationId, 'stripe')!;
  if (!stripe.isConfigured) {
    const { publicKey, secretKey } = FAKE_CREDENTIALS.stripe;
    updateGateway(
      app.deps.db,
      organizationId,
      'stripe',
      stripe.version,
      {
        isConfigured: true,
        isEnabled: true,
        isDefault: true,
        status: 'pending',
        useForOnlineBookings: true,
        credentials: { publicKey },
        secrets: sealSecrets(app.deps.secrets, { secretKey }),
      },
      at,
    );
  }
  return { type: 'stripe' };
};

const stripeBody = () => ({ ...FAKE_CREDENTIALS.stripe, useForOnlineBookings: true });

export const routeSamples: RouteSample[] = [
  { route: 'GET /api/payment-gateways/:type/config', foreignParams: otherSpaStripe },
  { route: 'POST /api/payment-gateways/:type/config', foreignParams: otherSpaStripe, body: stripeBody },
  { route: 'PATCH /api/payment-gateways/:type/config', foreignParams: otherSpaStripe, body: stripeBody },
  { route: 'POST /api/payment-gateways/:type/test', foreignParams: otherSpaStripe, body: stripeBody },
];
