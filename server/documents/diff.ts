import type { ActivityChange } from '../types';

// Codes that unlock something (`code`, verificationCode, recoveryCodes), not countryCode or postcode.
const SECRET_FIELD = /password|secret|token|api_?key|private_?key|otp|(^|verification|backup|auth|recovery)codes?$/i;
const REDACTED = '[hidden]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isSecret = (key: string) => SECRET_FIELD.test(key);

/** A copy of a value recorded whole (an array, an added or removed object) with its secrets hidden. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, isSecret(key) ? REDACTED : redact(v)]));
}

/**
 * Field-by-field changes between two versions of a record or document, as dotted paths
 * (`address.city`). Arrays count as one value. Secret-looking fields are recorded as changed
 * without their values, so the activity log never becomes a copy of credentials.
 */
export function diffChanges(before: unknown, after: unknown, prefix = ''): Record<string, ActivityChange> {
  const changes: Record<string, ActivityChange> = {};
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      Object.assign(changes, diffChanges(before[key], after[key], prefix ? `${prefix}.${key}` : key));
    }
    return changes;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return changes;
  // Any secret-named segment hides the value: `apiKeys.stripe` is as secret as `apiKey`.
  const hide = prefix.split('.').some(isSecret);
  changes[prefix || 'value'] = hide
    ? { before: REDACTED, after: REDACTED }
    : { before: redact(before ?? null), after: redact(after ?? null) };
  return changes;
}
