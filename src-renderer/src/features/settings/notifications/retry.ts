import { isApiError } from '../../../api/api-error';
import {
  NOTIFICATION_RETRY_DELAY_MS,
  NOTIFICATION_SAVE_RETRIES,
} from '../../../../../server/contract/notification-preferences';

export interface RetryOptions {
  /** Called before each further attempt, with its number among the retries (1, then 2). */
  onRetry?: (retry: number, of: number) => void;
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A refusal (4xx: invalid value, stale version, session ended) gets the same answer every time;
 * only a failure of the connection or the server is worth trying again.
 */
export function isWorthRetrying(error: unknown): boolean {
  return !isApiError(error) || error.isNetworkFailure || error.status >= 500;
}

/**
 * Part 1 §4 and §9: a failed save is tried again up to 2 more times, 1000 ms times the retry's
 * number later (after 1 s, then 2 s). The last failure is thrown.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? NOTIFICATION_SAVE_RETRIES;
  const delayMs = options.delayMs ?? NOTIFICATION_RETRY_DELAY_MS;
  const sleep = options.sleep ?? wait;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries || !isWorthRetrying(error)) throw error;
      options.onRetry?.(retry + 1, retries);
      await sleep(delayMs * (retry + 1));
    }
  }
}
