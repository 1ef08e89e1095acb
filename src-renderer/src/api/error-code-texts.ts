import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../../../server/contract/error-codes';
import type { MessageId } from '../i18n/en';
import { isApiError, type ApiError } from './api-error';

/**
 * Refusals whose code says all there is to say, in the reader's language. The server writes its
 * reasons in English; a French owner who gave an email already in use read it in English inside a
 * French page. Codes whose message carries a number of its own (a lockout's minutes, a limit) or
 * that the screens already say in their own words are not listed.
 */
const CODE_TEXTS = {
  LAST_OWNER: 'error.code.LAST_OWNER',
  ROLE_NAME_TAKEN: 'error.code.ROLE_NAME_TAKEN',
  BUILT_IN_ROLE: 'error.code.BUILT_IN_ROLE',
  EMAIL_TAKEN: 'error.code.EMAIL_TAKEN',
  TAX_RATE_NAME_TAKEN: 'error.code.TAX_RATE_NAME_TAKEN',
  TAX_OVERRIDE_EXISTS: 'error.code.TAX_OVERRIDE_EXISTS',
  DEFAULT_REQUIRED: 'error.code.DEFAULT_REQUIRED',
  INVALID_CURRENT_PASSWORD: 'error.code.INVALID_CURRENT_PASSWORD',
  API_ACCESS_OFF: 'error.code.API_ACCESS_OFF',
  EMAIL_VERIFICATION_REQUIRED: 'error.code.EMAIL_VERIFICATION_REQUIRED',
  RATE_LIMITED: 'error.code.RATE_LIMITED',
  WRITE_RATE_LIMITED: 'error.code.WRITE_RATE_LIMITED',
  CROSS_SITE_REQUEST: 'error.code.CROSS_SITE_REQUEST',
  OFFICIAL_TEMPLATE: 'error.code.OFFICIAL_TEMPLATE',
  STALE_VERSION: 'error.code.STALE_VERSION',
} as const satisfies Partial<Record<ErrorCode, MessageId>>;

/** Whether the reader reads the server's own language: its English words need no translation. */
export const readsEnglish = (intl: IntlShape) => intl.locale === 'en' || intl.locale.startsWith('en-');

/**
 * A refusal's code said in the reader's language, when the code has a text of its own; undefined
 * for English readers, who get the server's own words (a code may stand for two sentences, 'cannot
 * be renamed' and 'cannot be deleted'), and for any other code. An error answer's code and a failed
 * activity entry's stored one are said alike.
 */
export function codeText(intl: IntlShape, code: string | null | undefined): string | undefined {
  if (readsEnglish(intl) || code == null || !Object.hasOwn(CODE_TEXTS, code)) return undefined;
  return intl.formatMessage({ id: CODE_TEXTS[code as keyof typeof CODE_TEXTS] });
}

/** The refusal in the reader's language when it is an API error whose code has a text (codeText). */
export function errorCodeText(intl: IntlShape, error: unknown): string | undefined {
  return isApiError(error) ? codeText(intl, error.code) : undefined;
}

/** What a form shows beside a field the server refused: its code's text, else the server's message. */
export const refusalText = (intl: IntlShape, error: ApiError): string => errorCodeText(intl, error) ?? error.message;
