import {
  AUDIT_RETENTION_LIMITS,
  PASSWORD_RULE_LIMITS,
  SESSION_LIMITS,
} from '../../../../server/contract/security-policy';
import { numberLimits } from '../../components/form/number-entry';

/** Spec part 3 §5, "Security form limits (fallback in brackets)"; the ranges are the contract's. */
export const SECURITY_NUMBER_LIMITS = {
  minLength: numberLimits(PASSWORD_RULE_LIMITS.minLength, 8),
  expirationDays: numberLimits(PASSWORD_RULE_LIMITS.expirationDays, 90),
  sessionTimeout: numberLimits(SESSION_LIMITS.sessionTimeout, 8),
  maxConcurrentSessions: numberLimits(SESSION_LIMITS.maxConcurrentSessions, 3),
  retentionDays: numberLimits(AUDIT_RETENTION_LIMITS, 90),
} as const;
