import { SYSTEM_LIMITS } from '../../../../server/contract/system-configuration';
import { numberLimits } from '../../components/form/number-entry';

/** Spec part 3 §5, "System form limits" (fallback in brackets); the ranges are the contract's. */
export const SYSTEM_NUMBER_LIMITS = {
  maxUsersPerOrg: numberLimits(SYSTEM_LIMITS.maxUsersPerOrg, 50),
  sessionTimeout: numberLimits(SYSTEM_LIMITS.sessionTimeout, 24),
  maxFileUploadSize: numberLimits(SYSTEM_LIMITS.maxFileUploadSize, 50),
  auditLogRetention: numberLimits(SYSTEM_LIMITS.auditLogRetention, 90),
  sessionTimeoutMinutes: numberLimits(SYSTEM_LIMITS.sessionTimeoutMinutes, 120),
  maxLoginAttempts: numberLimits(SYSTEM_LIMITS.maxLoginAttempts, 5),
  lockoutDurationMinutes: numberLimits(SYSTEM_LIMITS.lockoutDurationMinutes, 15),
} as const;
