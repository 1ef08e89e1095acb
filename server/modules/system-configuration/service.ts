import type { SystemConfiguration, SystemConfigurationPatch } from '../../contract/system-configuration';
import { mergeDeep, patchDocument, readDocument } from '../../documents/documents';
import { assertAddressListSavable } from '../../security/address-list-check';
import type { AppDeps, RequestContext } from '../../types';
import { systemConfigurationKind } from './document';

const unique = (list: readonly string[]) => [...new Set(list.map((entry) => entry.trim()))];

/**
 * What a schema cannot check: every whitelisted address parses, and the administrator saving an
 * address whitelist is on it (or could not reach the app again from here).
 */
export function systemConfigurationService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readDocument(deps.db, systemConfigurationKind, ctx),
    save(ctx: RequestContext, patch: SystemConfigurationPatch, ifMatch: string | undefined) {
      const security = patch.security && {
        ...patch.security,
        ...(patch.security.whitelistedIPs && { whitelistedIPs: unique(patch.security.whitelistedIPs) }),
        ...(patch.security.corsOrigins && { corsOrigins: unique(patch.security.corsOrigins) }),
      };
      const tidy: SystemConfigurationPatch = security ? { ...patch, security } : patch;
      const next = mergeDeep<SystemConfiguration>(readDocument(deps.db, systemConfigurationKind, ctx).data, tidy);
      check(next, ctx.ipAddress);
      return patchDocument(deps.db, systemConfigurationKind, ctx, tidy, ifMatch, deps.now());
    },
  };
}

function check(configuration: SystemConfiguration, callerIp: string): void {
  assertAddressListSavable({
    list: configuration.security.whitelistedIPs,
    enforced: configuration.security.ipWhitelisting,
    callerIp,
    label: 'Whitelisted IP addresses',
    field: 'security.whitelistedIPs',
    lockedOut: (address) =>
      `Your current address (${address}) is not in the whitelist, so you could not use the app from here. Add it to the list first.`,
  });
}
