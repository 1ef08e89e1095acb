import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { fieldErrorOf, isStale, readableError, type FieldError, type LabelOf } from './form-errors';

/** What a failed save leaves on the form. */
export interface SaveFailure {
  /** Someone else saved first: the form offers to load their version (saving again would fail too). */
  conflict: boolean;
  /** The field to mark, with the refusal in the user's words. */
  fieldError: FieldError | null;
  /** The error as the toast shows it (a field named by its label). */
  shown: unknown;
}

/**
 * Reads a failed save. `fieldOfCode` ties a refusal that carries no field ('EMAIL_TAKEN', a 409)
 * to the field it is about.
 */
export function saveFailure(
  intl: IntlShape,
  error: unknown,
  labelOf: LabelOf,
  fieldOfCode: Readonly<Record<string, string>> = {},
): SaveFailure {
  const shown = readableError(intl, error, labelOf);
  let fieldError = fieldErrorOf(intl, error, labelOf) ?? null;
  const codeField = isApiError(error) && error.code !== undefined ? fieldOfCode[error.code] : undefined;
  if (fieldError === null && codeField !== undefined && isApiError(shown)) {
    fieldError = { path: codeField, text: shown.message };
  }
  return { conflict: isStale(error), fieldError, shown };
}
