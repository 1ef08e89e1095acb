import { SIGNED_IN } from '../permissions';
import { CallerAddress, PasswordRules, SecurityPolicy, SecurityPolicyPatch } from '../security-policy';
import { defineRoute } from './define';

/**
 * Security & Compliance (organization/security, spec part 3): the policy document (paths ours: the
 * spec's form saved nothing), and what every member may read of it.
 */
const permission = 'manage_security_settings';

export const securityPolicyRoutes = {
  policy: defineRoute({
    method: 'GET',
    path: '/api/settings/security-policy',
    permission,
    response: SecurityPolicy,
    versioned: true,
  }),
  savePolicy: defineRoute({
    method: 'PUT',
    path: '/api/settings/security-policy',
    permission,
    body: SecurityPolicyPatch,
    response: SecurityPolicy,
    activity: { section: 'security', action: 'update' },
    versioned: true,
  }),
  /** The rules a new password must meet, for the forms that set one (change, forced change). */
  passwordRules: defineRoute({
    method: 'GET',
    path: '/api/security/password-rules',
    permission: SIGNED_IN,
    response: PasswordRules,
  }),
  /** The caller's address as the server sees it, so an allow-list can be checked before saving. */
  myAddress: defineRoute({
    method: 'GET',
    path: '/api/security/my-address',
    permission: SIGNED_IN,
    response: CallerAddress,
  }),
};
