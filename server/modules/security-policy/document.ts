import { DEFAULT_SECURITY_POLICY, type PasswordRules, type SecurityPolicy } from '../../contract/security-policy';
import type { Db } from '../../db/client';
import { readDocument, type DocumentKind } from '../../documents/documents';
import type { RequestContext } from '../../types';
import { readSystemConfiguration } from '../system-configuration/document';

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

/** System Configuration's "Enforce strong passwords": a floor under whatever the policy says. */
const STRONG_PASSWORD_FLOOR = { minLength: 8, requireUppercase: true, requireLowercase: true, requireNumbers: true };

/** The rules a new password must meet; before any organization exists (first run), the defaults. */
export function passwordRulesOf(db: Db, organizationId: string | null): PasswordRules {
  if (organizationId === null) return DEFAULT_SECURITY_POLICY.passwordPolicy;
  const rules = readSecurityPolicy(db, organizationId).passwordPolicy;
  if (!readSystemConfiguration(db, organizationId).security.enforceStrongPasswords) return rules;
  return {
    ...rules,
    minLength: Math.max(rules.minLength, STRONG_PASSWORD_FLOOR.minLength),
    requireUppercase: rules.requireUppercase || STRONG_PASSWORD_FLOOR.requireUppercase,
    requireLowercase: rules.requireLowercase || STRONG_PASSWORD_FLOOR.requireLowercase,
    requireNumbers: rules.requireNumbers || STRONG_PASSWORD_FLOOR.requireNumbers,
  };
}
