import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import type { SecurityPolicy, SecurityPolicyPatch } from '../../../../server/contract/security-policy';
import { api } from '../../api/client';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';
import { distinctEntries } from '../../components/form/entry-lines';

/**
 * GET and PUT /api/settings/security-policy (versioned: the api client sends If-Match with the
 * version it read), and the caller's own address as the server sees it.
 */
const { securityPolicy } = ROUTES;

export const securityPolicyKeys = {
  policy: ['security-policy', 'policy'],
  myAddress: ['security-policy', 'my-address'],
} as const;

export const securityPolicyEndpoint: DocumentEndpoint<SecurityPolicy, SecurityPolicyPatch> = {
  queryKey: securityPolicyKeys.policy,
  load: (signal) => api.call(securityPolicy.policy, { signal }).then(unversioned),
  save: (body) => api.call(securityPolicy.savePolicy, { body }).then(unversioned),
};

/**
 * The whole policy (a complete policy is also a valid patch), with the address list as the server
 * keeps it: trimmed, without blanks or repeats, so a stray line never fails the save.
 */
export function securityPolicyBody(values: SecurityPolicy): SecurityPolicyPatch {
  const allowedIPs = distinctEntries(values.sessionPolicy.allowedIPs);
  return { ...values, sessionPolicy: { ...values.sessionPolicy, allowedIPs } };
}

/** The address the server sees this computer at: what the allow-list must hold to keep the saver in. */
export function useMyAddress() {
  return useQuery({
    queryKey: securityPolicyKeys.myAddress,
    queryFn: ({ signal }) => api.call(securityPolicy.myAddress, { signal }).then((answer) => answer.ipAddress),
    // It changes only when the computer moves to another network.
    staleTime: 5 * 60_000,
  });
}
