import type { RouteSample } from '../../testing/route-samples';
import { otherSpaTemplate } from '../message-templates/route-samples';

/**
 * The platform routes name a platform template, which every organization shares: Other Spa's
 * own (marketing) template is none of them, so each must answer 404 for it and change nothing.
 * The variables of a type name nothing of any organization: the same answer for everyone.
 */
export const routeSamples: RouteSample[] = [
  { route: 'GET /api/platform-templates/variables/:type', foreignParams: () => ({ type: 'sms' }), sharedByAll: true },
  { route: 'GET /api/platform-templates/:id', foreignParams: otherSpaTemplate },
  {
    route: 'PUT /api/platform-templates/:id/override',
    foreignParams: otherSpaTemplate,
    body: () => ({ customContent: 'Changed' }),
  },
  { route: 'DELETE /api/platform-templates/:id/override', foreignParams: otherSpaTemplate },
  {
    route: 'PATCH /api/platform-templates/:id/toggle',
    foreignParams: otherSpaTemplate,
    body: () => ({ isEnabled: false }),
  },
  { route: 'POST /api/platform-templates/:id/preview', foreignParams: otherSpaTemplate, body: () => ({}) },
  { route: 'GET /api/platform-templates/:id/history', foreignParams: otherSpaTemplate },
];
