import type { FastifyInstance } from 'fastify';
import { newId } from '../../ids';
import { findMarketing, insertMarketing } from '../../templates/repository';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';

/** The category only Other Spa's sample template has: Demo Salon has no template of it. */
export const OTHER_SPA_SUBTYPE = 'other_spa_sample';
let sampleId: string | undefined;

/**
 * A marketing template of Other Spa's (the demo gives it none), made once per app: every route
 * naming a template must answer 404 for it to Demo Salon's people. It is no platform template
 * either, so the platform routes answer 404 for it too.
 */
export function otherSpaTemplate(app: FastifyInstance): { id: string } {
  const organizationId = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId;
  if (sampleId && findMarketing(app.deps.db, organizationId, sampleId)) return { id: sampleId };
  const at = new Date().toISOString();
  sampleId = newId();
  insertMarketing(app.deps.db, {
    id: sampleId,
    organizationId,
    type: 'sms',
    subtype: OTHER_SPA_SUBTYPE,
    name: 'Other Spa offer',
    subject: null,
    content: 'Hi {{firstName}}, 10% off this week at Other Spa.',
    htmlContent: null,
    variables: ['firstName'],
    isActive: true,
    createdBy: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  });
  return { id: sampleId };
}

export const routeSamples: RouteSample[] = [
  {
    route: 'GET /api/message-templates/by-subtype/:subtype',
    foreignParams: (app) => {
      otherSpaTemplate(app);
      return { subtype: OTHER_SPA_SUBTYPE };
    },
  },
  { route: 'GET /api/message-templates/:id', foreignParams: otherSpaTemplate },
  { route: 'PUT /api/message-templates/:id', foreignParams: otherSpaTemplate, body: () => ({ name: 'Renamed' }) },
  { route: 'DELETE /api/message-templates/:id', foreignParams: otherSpaTemplate },
  { route: 'DELETE /api/message-templates/system/:id/reset', foreignParams: otherSpaTemplate },
  { route: 'POST /api/message-templates/:id/preview', foreignParams: otherSpaTemplate, body: () => ({}) },
];
