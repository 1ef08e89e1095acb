import type { securityPolicyMessages as english } from '../en/security-policy';
import type { Translation } from '../translation';

/** Spanish texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {} satisfies Translation<typeof english>;
