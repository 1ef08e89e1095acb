import type { ActivityChange } from '../../types';

const SECRET_FIELD = /password|secret|token|apikey|api_key|privatekey|code$/i;
const REDACTED = '[hidden]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const hide = SECRET_FIELD.test(prefix.split('.').pop() ?? '');
  changes[prefix || 'value'] = hide
    ? { before: REDACTED, after: REDACTED }
    : { before: before ?? null, after: after ?? null };
  return changes;
}
