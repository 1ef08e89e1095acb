import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contract/common';
import { OrganizationData, OrganizationDataBody, OrganizationRegionalSettings } from '../../contract/organization';
import { SIGNED_IN } from '../../contract/permissions';
import { requireCtx } from '../../types';
import { IfMatchHeaders, withEtag } from '../settings/if-match';
import { organizationService } from './service';

/**
 * General settings need manage_organization_settings both ways: they hold the business's
 * registration and tax numbers, and the page is hidden from everyone else anyway. What every member
 * needs (the regional defaults their preferences fall back to) is GET /api/settings/organization.
 */
const permission = 'manage_organization_settings' as const;

export async function organizationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const organization = organizationService(app.deps);

  app.get(
    '/api/settings/organization-data',
    { config: { permission }, schema: { response: { 200: OrganizationData, ...errorResponses } } },
    async (request, reply) => {
      const doc = organization.get(requireCtx(request.ctx));
      return withEtag(reply, doc.version, doc.data);
    },
  );

  app.put(
    '/api/settings/organization-data',
    {
      config: { permission, activity: { section: 'organization', action: 'update' } },
      schema: {
        headers: IfMatchHeaders,
        body: OrganizationDataBody,
        response: { 200: OrganizationData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = organization.save(requireCtx(request.ctx), request.body, request.headers['if-match']);
      request.activityNote.details = 'Updated organization general settings';
      request.activityNote.changes = saved.changes;
      return withEtag(reply, saved.version, saved.data);
    },
  );

  app.get(
    '/api/settings/organization',
    {
      config: { permission: SIGNED_IN },
      schema: { response: { 200: OrganizationRegionalSettings, ...errorResponses } },
    },
    async (request) => organization.regional(requireCtx(request.ctx)),
  );
}
