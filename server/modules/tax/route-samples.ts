import type { FastifyInstance } from 'fastify';
import { newId } from '../../ids';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { otherSpaService } from '../services/route-samples';
import { findUserByEmail } from '../team/repository';
import { findOverrideForService, insertOverride, listTaxRates } from './repository';

const otherSpaId = (app: FastifyInstance) => findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId;
const otherSpaRate = (app: FastifyInstance) => ({ id: listTaxRates(app.deps.db, otherSpaId(app))[0]!.rate.id });

/** Other Spa gets an override on demand, on a service of its own (the demo gives it no menu). */
const otherSpaOverride = (app: FastifyInstance) => {
  const organizationId = otherSpaId(app);
  const serviceId = otherSpaService(app).id;
  if (!findOverrideForService(app.deps.db, organizationId, serviceId)) {
    const at = new Date().toISOString();
    insertOverride(app.deps.db, {
      id: newId(),
      organizationId,
      serviceId,
      taxRateId: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  return { id: findOverrideForService(app.deps.db, organizationId, serviceId)!.id };
};

export const routeSamples: RouteSample[] = [
  { route: 'PUT /api/settings/tax/rates/:id', foreignParams: otherSpaRate, body: () => ({ percentage: 5 }) },
  { route: 'DELETE /api/settings/tax/rates/:id', foreignParams: otherSpaRate },
  { route: 'PUT /api/settings/tax/overrides/:id', foreignParams: otherSpaOverride, body: () => ({ taxRateId: null }) },
  { route: 'DELETE /api/settings/tax/overrides/:id', foreignParams: otherSpaOverride },
];
