import type { FastifyInstance } from 'fastify';
import { newId } from '../../ids';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';
import { findTemplate, insertTemplate } from './repository';

let sampleId: string | undefined;

/**
 * A template of Other Spa's own, made by its owner once per app: every route naming a template
 * must answer 404 for it to Demo Salon's people, and leave it as it was.
 */
export function otherSpaSettingsTemplate(app: FastifyInstance): { id: string } {
  const owner = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;
  if (sampleId && findTemplate(app.deps.db, owner.organizationId, sampleId)) return { id: sampleId };
  const at = new Date().toISOString();
  sampleId = newId();
  insertTemplate(app.deps.db, {
    id: sampleId,
    organizationId: owner.organizationId,
    officialKey: null,
    name: 'Other Spa evenings',
    description: '',
    category: 'custom',
    data: { organization: { timeFormat: '24h' }, personal: { theme: 'dark' } },
    isOfficial: false,
    isFavorite: false,
    usageCount: 0,
    createdBy: owner.id,
    createdAt: at,
    updatedAt: at,
  });
  return { id: sampleId };
}

export const routeSamples: RouteSample[] = [
  { route: 'PATCH /api/settings/templates/:id/usage', foreignParams: otherSpaSettingsTemplate },
  { route: 'PATCH /api/settings/templates/:id/favorite', foreignParams: otherSpaSettingsTemplate },
  { route: 'DELETE /api/settings/templates/:id', foreignParams: otherSpaSettingsTemplate },
  { route: 'POST /api/settings/templates/:id/apply', foreignParams: otherSpaSettingsTemplate },
];
