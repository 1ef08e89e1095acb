import { DEFAULT_SECURITY_POLICY, type PasswordRules, type SecurityPolicy } from '../../contract/security-policy';
import type { Db } from '../../db/client';
import { readDocument, type DocumentKind } from '../../documents/documents';
import type { RequestContext } from '../../types';

/** Security & Compliance: one document per organization (contract/security-policy.ts). */
export const securityPolicyKind: DocumentKind<SecurityPolicy> = {
  kind: 'security-policy',
  scope: 'organization',
  defaults: () => DEFAULT_SECURITY_POLICY,
};

/**
 * The organization's policy outside a request (sign-in, the session guard, daily jobs): read
 * through the documents' cache, so the guard pays a lookup, not a query.
 */
export function readSecurityPolicy(db: Db, organizationId: string): SecurityPolicy {
  const caller = { organizationId, user: { id: '' } } as Pick<RequestContext, 'organizationId' | 'user'>;
  return readDocument(db, securityPolicyKind, caller).data;
}

/** The rules a new password must meet; before any organization exists (first run), the defaults. */
export function passwordRulesOf(db: Db, organizationId: string | null): PasswordRules {
  return organizationId === null
    ? DEFAULT_SECURITY_POLICY.passwordPolicy
    : readSecurityPolicy(db, organizationId).passwordPolicy;
}
