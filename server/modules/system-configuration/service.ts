import type { SystemConfiguration, SystemConfigurationPatch } from '../../contract/system-configuration';
import { mergeDeep, patchDocument, readDocument } from '../../documents/documents';
import { AppError } from '../../errors';
import { addressAllowed, addressEntryProblem, plainAddress } from '../../security/address-list';
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
  const { ipWhitelisting, whitelistedIPs } = configuration.security;
  for (const entry of whitelistedIPs) {
    const problem = addressEntryProblem(entry);
    if (problem !== null) {
      throw new AppError(400, `Whitelisted IP addresses: ${problem}`, 'VALIDATION_ERROR', [
        { field: 'security.whitelistedIPs', message: problem },
      ]);
    }
  }
  if (ipWhitelisting && !addressAllowed(whitelistedIPs, callerIp)) {
    const address = plainAddress(callerIp);
    throw new AppError(
      400,
      `Your current address (${address}) is not in the whitelist, so you could not use the app from here. Add it to the list first.`,
      'IP_LOCKOUT',
      [{ field: 'security.whitelistedIPs', message: `must include your current address ${address}` }],
    );
  }
}
