import type { IntlShape } from 'react-intl';
import { isValidationRule, type ValidationDetail } from '../../../../server/contract/validation-rules';
import { ApiError, isApiError } from '../../api/api-error';
import { errorCodeText, readsEnglish } from '../../api/error-code-texts';

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

function firstDetail(error: ApiError): ValidationDetail | undefined {
  if (error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const first = error.details[0] as Partial<Record<keyof ValidationDetail, unknown>> | undefined;
  if (typeof first?.field !== 'string' || typeof first.message !== 'string') return undefined;
  const rule = isValidationRule(first.rule) ? first.rule : undefined;
  const limit = typeof first.limit === 'number' ? first.limit : undefined;
  return {
    field: first.field,
    message: first.message,
    ...(rule ? { rule } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
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
 * in their language: a standard rule the server names (contract/validation-rules.ts) is said with
 * the form's own label ('Nom de l’entreprise : ce champ est obligatoire'), never the label beside
 * the server's English. A rule that is a sentence of its own ('Please enter a valid email address')
 * stands alone.
 * A service's reason of its own ('is reserved: it reads as the Owner role') exists in English only:
 * another language gets the server's whole sentence (`serverSentence`), not a label in French
 * before English words.
 */
export function sentenceOf(
  intl: IntlShape,
  detail: ValidationDetail,
  labelOf: LabelOf,
  serverSentence?: string,
): string | undefined {
  if (/^[A-Z]/.test(detail.message)) return detail.message;
  const label = labelOf(detail.field);
  if (label === undefined) return undefined;
  if (detail.rule === undefined) {
    return readsEnglish(intl) || serverSentence === undefined ? `${label} ${detail.message}` : serverSentence;
  }
  const limit = detail.limit === undefined ? '' : intl.formatNumber(detail.limit);
  return intl.formatMessage({ id: `form.rule.${detail.rule}` }, { label, limit });
}

/** The same error with its message in the user's words, for the toast (other errors unchanged). */
export function readableError(intl: IntlShape, error: unknown, labelOf: LabelOf): unknown {
  if (!isApiError(error)) return error;
  // A refusal its code says in the reader's language ('EMAIL_TAKEN'), for the toast and the field.
  const coded = errorCodeText(intl, error);
  if (coded !== undefined) return new ApiError(error.status, coded, error.code, error.details);
  const detail = firstDetail(error);
  if (detail === undefined || !isFieldRule(error, detail.message)) return error;
  const text = sentenceOf(intl, detail, labelOf, error.message);
  return text === undefined ? error : new ApiError(error.status, text, error.code, error.details);
}

/** The field a 400 is about, when the form shows it under a label. */
export function fieldErrorOf(intl: IntlShape, error: unknown, labelOf: LabelOf): FieldError | undefined {
  if (!isApiError(error)) return undefined;
  const detail = firstDetail(error);
  if (detail === undefined || labelOf(detail.field) === undefined) return undefined;
  const text = sentenceOf(intl, detail, labelOf, isFieldRule(error, detail.message) ? error.message : undefined);
  return text === undefined ? undefined : { path: detail.field, text };
}
