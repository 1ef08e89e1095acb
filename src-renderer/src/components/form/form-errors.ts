import { ApiError, isApiError } from '../../api/api-error';

/** A refused value, for the field that shows it: `text` names the field by its label. */
export interface FieldError {
  path: string;
  text: string;
}

/** The label a form shows for a field the server names ('companyName' → 'Company name'). */
export type LabelOf = (path: string) => string | undefined;

/** A 412: someone saved the document after this form read it. */
export function isStale(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

function firstDetail(error: ApiError): { field: string; rule: string } | undefined {
  if (error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const first = error.details[0] as { field?: unknown; message?: unknown } | undefined;
  if (typeof first?.field !== 'string' || typeof first.message !== 'string') return undefined;
  return { field: first.field, rule: first.message };
}

/**
 * Whether the server's message is only "<field> <rule>", which the form can say with its own
 * label. A refusal with a sentence of its own ('Please check your current password and try
 * again'), whose detail only points at the field, keeps the server's words.
 */
const isFieldRule = (error: ApiError, rule: string) => error.message.endsWith(rule);

/**
 * The refusal in the user's words. A 400 names the field as the payload does and the rule
 * ('companyName is required'); people know the field by its label ('Company name is required'),
 * and a rule that is a sentence of its own ('Please enter a valid email address') stands alone.
 */
export function sentenceOf(field: string, rule: string, labelOf: LabelOf): string | undefined {
  if (/^[A-Z]/.test(rule)) return rule;
  const label = labelOf(field);
  return label === undefined ? undefined : `${label} ${rule}`;
}

/** The same error with its message in the user's words, for the toast (other errors unchanged). */
export function readableError(error: unknown, labelOf: LabelOf): unknown {
  if (!isApiError(error)) return error;
  const detail = firstDetail(error);
  if (detail === undefined || !isFieldRule(error, detail.rule)) return error;
  const text = sentenceOf(detail.field, detail.rule, labelOf);
  return text === undefined ? error : new ApiError(error.status, text, error.code, error.details);
}

/** The field a 400 is about, when the form shows it under a label. */
export function fieldErrorOf(error: unknown, labelOf: LabelOf): FieldError | undefined {
  if (!isApiError(error)) return undefined;
  const detail = firstDetail(error);
  if (detail === undefined || labelOf(detail.field) === undefined) return undefined;
  const text = sentenceOf(detail.field, detail.rule, labelOf);
  return text === undefined ? undefined : { path: detail.field, text };
}
