import type { FastifyInstance } from 'fastify';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';
import { logRow, storeLogs } from './test-helpers';

/**
 * A failed entry of Other Spa's log: the one kind of entry every route naming an entry accepts
 * (resend refuses the others with 409), so a 404 can only come from the tenancy check.
 */
const otherSpaFailedEntry = (app: FastifyInstance) => {
  const organizationId = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId;
  const [id] = storeLogs(app, [
    logRow(organizationId, new Date(), { recipient: 'guest@other.test', recipientName: 'Other Spa guest' }),
  ]);
  return { id: id! };
};

export const routeSamples: RouteSample[] = [
  { route: 'GET /api/notification-logs/:id', foreignParams: otherSpaFailedEntry },
  { route: 'POST /api/notification-logs/:id/resend', foreignParams: otherSpaFailedEntry },
];
