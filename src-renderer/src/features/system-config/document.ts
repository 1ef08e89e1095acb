import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import type { SystemConfiguration, SystemConfigurationPatch } from '../../../../server/contract/system-configuration';
import { api } from '../../api/client';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';
import { distinctEntries } from '../../components/form/entry-lines';

/**
 * GET and PUT /api/settings/system (versioned: the api client sends If-Match with the version it
 * read), and GET /api/system/status, which every member's app reads for the maintenance banner.
 */
const { systemConfiguration } = ROUTES;

export const systemConfigKeys = {
  configuration: ['system-config', 'configuration'],
  status: ['system-config', 'status'],
} as const;

export const systemConfigEndpoint: DocumentEndpoint<SystemConfiguration, SystemConfigurationPatch> = {
  queryKey: systemConfigKeys.configuration,
  load: (signal) => api.call(systemConfiguration.configuration, { signal }).then(unversioned),
  save: (body) => api.call(systemConfiguration.saveConfiguration, { body }).then(unversioned),
};

/**
 * The whole configuration (a complete one is also a valid patch), with its two lists as the server
 * keeps them: trimmed, without blanks or repeats, so a stray line never fails the save.
 */
export function systemConfigBody(values: SystemConfiguration): SystemConfigurationPatch {
  const { corsOrigins, whitelistedIPs } = values.security;
  return {
    ...values,
    security: {
      ...values.security,
      corsOrigins: distinctEntries(corsOrigins),
      whitelistedIPs: distinctEntries(whitelistedIPs),
    },
  };
}

/** Whether this save turns maintenance mode on: it keeps everyone but administrators out. */
export const turnsMaintenanceOn = (saved: SystemConfiguration | undefined, values: SystemConfiguration | undefined) =>
  saved !== undefined && values !== undefined && !saved.system.maintenanceMode && values.system.maintenanceMode;

/** How often the banner asks whether maintenance mode is still on. */
export const STATUS_POLL_MS = 60_000;

/** The maintenance status; off (no call) for a session that could not use it. */
export function useSystemStatus(enabled: boolean) {
  return useQuery({
    queryKey: systemConfigKeys.status,
    enabled,
    queryFn: ({ signal }) => api.call(systemConfiguration.status, { signal }),
    refetchInterval: STATUS_POLL_MS,
    // A failed poll (offline, the server restarting) hides nothing new: the next one tries again.
    retry: false,
  });
}
