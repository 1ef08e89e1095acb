import { isApiError } from '../../../api/api-error';

export interface FieldError<F extends string> {
  field: F;
  /** The rule in the server's words ('is required', 'must be a valid email address'). */
  rule: string;
}

/**
 * The field a 400 is about (the server names it as the payload does: `companyName`,
 * `address.city`), when it is one the form shows.
 */
export function fieldErrorOf<F extends string>(error: unknown, fields: readonly F[]): FieldError<F> | undefined {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const first = error.details[0] as { field?: unknown; message?: unknown } | undefined;
  const field = fields.find((candidate) => candidate === first?.field);
  if (field === undefined || typeof first?.message !== 'string') return undefined;
  return { field, rule: first.message };
}

/** A 412: someone saved this record since it was read. */
export function isStale(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}
