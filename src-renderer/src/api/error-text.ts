import { isApiError } from './api-error';

export interface ToastTexts {
  /** The specification's default text for this action, e.g. 'Failed to save your preferences. Please try again.' */
  fallback: string;
  /** Shown when the server could not be reached at all. */
  network: string;
  /** The refusal in the reader's language, when its code has a text (api/error-code-texts.ts). */
  coded?: string;
}

/**
 * The text of an error toast. The specification prefers the server's message where it has one;
 * 5xx answers carry no useful message (the server hides their details), so they get the default.
 */
export function errorToastText(error: unknown, texts: ToastTexts): string {
  if (!isApiError(error)) return texts.fallback;
  if (error.isNetworkFailure) return texts.network;
  // A server failure's own words are not for users; maintenance mode's sentence is (issue 18).
  if (error.status >= 500 && error.code !== 'MAINTENANCE') return texts.fallback;
  return texts.coded ?? (error.message.trim() || texts.fallback);
}
