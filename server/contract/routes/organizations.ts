import { OrganizationData, OrganizationDataBody, OrganizationRegionalSettings } from '../organization';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/**
 * General settings need manage_organization_settings both ways: they hold the business's
 * registration and tax numbers. What every member needs (the regional defaults their preferences
 * fall back to) is GET /api/settings/organization.
 */
const permission = 'manage_organization_settings';

export const organizationsRoutes = {
  data: defineRoute({
    method: 'GET',
    path: '/api/settings/organization-data',
    permission,
    response: OrganizationData,
    versioned: true,
  }),
  saveData: defineRoute({
    method: 'PUT',
    path: '/api/settings/organization-data',
    permission,
    body: OrganizationDataBody,
    response: OrganizationData,
    activity: { section: 'organization', action: 'update' },
    versioned: true,
  }),
  regional: defineRoute({
    method: 'GET',
    path: '/api/settings/organization',
    permission: SIGNED_IN,
    response: OrganizationRegionalSettings,
  }),
};
