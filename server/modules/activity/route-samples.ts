import type { FastifyInstance } from 'fastify';
import { newId } from '../../ids';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';
import { insertActivity, listActivity } from './repository';

/**
 * An entry of Other Spa's log: its latest, or (its demo log is empty) one made on demand, a
 * revertible business-hours change as a save would record it.
 */
const otherSpaEntry = (app: FastifyInstance) => {
  const owner = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;
  const latest = listActivity(app.deps.db, owner.organizationId, {}, 1, 0).rows[0];
  if (latest) return { id: latest.entry.id };
  const id = newId();
  insertActivity(app.deps.db, {
    id,
    organizationId: owner.organizationId,
    userId: owner.id,
    section: 'organization',
    action: 'update',
    details: 'Updated business hours',
    changes: { 'monday.open': { before: '09:00', after: '10:00' } },
    success: true,
    errorMessage: null,
    ipAddress: '127.0.0.1',
    createdAt: new Date().toISOString(),
    targetKind: 'business-hours',
  });
  return { id };
};

export const routeSamples: RouteSample[] = [
  { route: 'POST /api/settings/activity/:id/revert', foreignParams: otherSpaEntry },
];
