/** English texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {};
