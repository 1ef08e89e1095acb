import {
  AUDIT_RETENTION_LIMITS,
  PASSWORD_RULE_LIMITS,
  SESSION_LIMITS,
} from '../../../../server/contract/security-policy';
import type { NumberLimits } from './number-entry';

const limits = ([min, max]: readonly [number, number], fallback: number): NumberLimits => ({ min, max, fallback });

/** Spec part 3 §5, "Security form limits (fallback in brackets)"; the ranges are the contract's. */
export const SECURITY_NUMBER_LIMITS = {
  minLength: limits(PASSWORD_RULE_LIMITS.minLength, 8),
  expirationDays: limits(PASSWORD_RULE_LIMITS.expirationDays, 90),
  sessionTimeout: limits(SESSION_LIMITS.sessionTimeout, 8),
  maxConcurrentSessions: limits(SESSION_LIMITS.maxConcurrentSessions, 3),
  retentionDays: limits(AUDIT_RETENTION_LIMITS, 90),
} as const;
