import { ApiError, isApiError } from '../../../api/api-error';

/**
 * A 400 names the field and the rule ('email Please enter a valid email address'). Where the rule
 * is a whole sentence in the specification's words, the toast shows just that sentence.
 */
export function withReadableMessage(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return error;
  const rule = (error.details[0] as { message?: unknown } | undefined)?.message;
  if (typeof rule !== 'string' || !/^[A-Z]/.test(rule)) return error;
  return new ApiError(error.status, rule, error.code, error.details);
}

/** The field a 400 is about, when it is one of `fields`. */
export function fieldOfError<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const field = (error.details[0] as { field?: unknown } | undefined)?.field;
  return fields.find((candidate) => candidate === field);
}
