import { ADMIN_ROLE, SIGNED_IN } from '../permissions';
import { SystemConfiguration, SystemConfigurationPatch, SystemStatus } from '../system-configuration';
import { defineRoute } from './define';

/**
 * System Configuration (route `system`, spec part 3: admin only; paths ours, the spec's form saved
 * nothing), and the status every member's app reads for the maintenance banner.
 */
export const systemConfigurationRoutes = {
  configuration: defineRoute({
    method: 'GET',
    path: '/api/settings/system',
    permission: ADMIN_ROLE,
    response: SystemConfiguration,
    versioned: true,
  }),
  saveConfiguration: defineRoute({
    method: 'PUT',
    path: '/api/settings/system',
    permission: ADMIN_ROLE,
    body: SystemConfigurationPatch,
    response: SystemConfiguration,
    activity: { section: 'security', action: 'update' },
    versioned: true,
  }),
  status: defineRoute({ method: 'GET', path: '/api/system/status', permission: SIGNED_IN, response: SystemStatus }),
};
