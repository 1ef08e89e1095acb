import type { SecurityPolicy, SecurityPolicyPatch } from '../../contract/security-policy';
import { mergeDeep, patchDocument, readDocument } from '../../documents/documents';
import { ValidationError } from '../../errors';
import { assertAddressListSavable } from '../../security/address-list-check';
import type { AppDeps, RequestContext } from '../../types';
import { securityPolicyKind } from './document';

/**
 * The policy's rules a schema cannot express: the authenticator app stays allowed (recovery codes
 * alone cannot be set up), every allowed address parses, and an owner never saves an allow-list
 * that would keep them out at their next sign-in.
 */
export function securityPolicyService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readDocument(deps.db, securityPolicyKind, ctx),
    save(ctx: RequestContext, patch: SecurityPolicyPatch, ifMatch: string | undefined) {
      const tidy: SecurityPolicyPatch =
        patch.sessionPolicy?.allowedIPs === undefined
          ? patch
          : {
              ...patch,
              sessionPolicy: { ...patch.sessionPolicy, allowedIPs: tidyAddresses(patch.sessionPolicy.allowedIPs) },
            };
      const next = mergeDeep<SecurityPolicy>(readDocument(deps.db, securityPolicyKind, ctx).data, tidy);
      check(next, ctx.ipAddress);
      return patchDocument(deps.db, securityPolicyKind, ctx, tidy, ifMatch, deps.now());
    },
  };
}

/** Trimmed, without repeats, in the order typed. */
function tidyAddresses(list: readonly string[]): string[] {
  return [...new Set(list.map((entry) => entry.trim()))];
}

function check(policy: SecurityPolicy, callerIp: string): void {
  if (!policy.twoFactorAuth.allowedMethods.includes('authenticator')) {
    throw new ValidationError('Allowed methods', 'must include the authenticator app');
  }
  assertAddressListSavable({
    list: policy.sessionPolicy.allowedIPs,
    enforced: policy.sessionPolicy.enforceIPRestriction,
    callerIp,
    label: 'Allowed IP addresses',
    field: 'sessionPolicy.allowedIPs',
    lockedOut: (address) =>
      `Your current address (${address}) is not in the allowed list, so you could not sign in again. Add it to the list first.`,
  });
}
