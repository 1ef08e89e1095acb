import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE } from '../../api/api-error';
import { en } from '../../i18n/en';
import { retryAnnouncement, saveFailureAnnouncement, saveWithRetries, type Announcement } from './save-retries';

const intl = createIntl({ locale: 'en', messages: en });

/** A save that fails `times` times with `error`, then succeeds; each attempt's time is noted. */
function flakySave(times: number, error: unknown) {
  const attempts: number[] = [];
  const attempt = vi.fn(async () => {
    attempts.push(Date.now());
    if (attempts.length <= times) throw error;
    return 'saved';
  });
  return { attempt, attempts };
}

/** What the page shows while it retries: the toasts' texts, in order. */
function announcer() {
  const shown: Announcement[] = [];
  return { shown, announce: (retry: number, of: number) => void shown.push(retryAnnouncement(intl, retry, of)) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('saving notification settings with retries (§4, §8, §9)', () => {
  it('tries again after 1 s, then after 2 s more, saying "Retrying save..." with "Attempt n of 2"', async () => {
    const { attempt, attempts } = flakySave(2, new ApiError(503, 'Service Unavailable'));
    const { shown, announce } = announcer();
    const saved = saveWithRetries(attempt, announce);

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ title: 'Retrying save...', body: 'Attempt 1 of 2' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toEqual({ title: 'Retrying save...', body: 'Attempt 2 of 2' });
    await vi.advanceTimersByTimeAsync(2000);

    await expect(saved).resolves.toBe('saved');
    expect(attempts.map((time) => time - (attempts[0] ?? 0))).toEqual([0, 1000, 3000]);
  });

  it('gives up after the third attempt: "Failed to save notification settings" / "Please try again"', async () => {
    const error = new ApiError(500, 'Internal Server Error');
    const { attempt } = flakySave(5, error);
    const { shown, announce } = announcer();
    const saved = saveWithRetries(attempt, announce);
    const outcome = saved.catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(3000);

    expect(await outcome).toBe(error);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(shown).toHaveLength(2);
    expect(saveFailureAnnouncement(intl, error)).toEqual({
      title: 'Failed to save notification settings',
      body: 'Please try again',
    });
  });

  it('retries a lost connection too, and says so when it stays lost', async () => {
    const offline = new ApiError(NETWORK_FAILURE, 'Failed to fetch');
    const { attempt } = flakySave(1, offline);
    const saved = saveWithRetries(attempt, () => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(saved).resolves.toBe('saved');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(saveFailureAnnouncement(intl, offline).body).toBe(en['toast.network']);
  });

  it('does not retry a refused value (400) or a stale version (412): the same answer would come back', async () => {
    for (const refusal of [
      new ApiError(400, 'Max notifications per client per day must be <= 50', 'VALIDATION_ERROR'),
      new ApiError(412, 'These settings were changed since you opened them', 'STALE_VERSION'),
    ]) {
      const { attempt } = flakySave(1, refusal);
      const { shown, announce } = announcer();
      const outcome = saveWithRetries(attempt, announce).catch((failure: unknown) => failure);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await outcome).toBe(refusal);
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(shown).toEqual([]);
      // The failure names the server's reason rather than 'Please try again'.
      expect(saveFailureAnnouncement(intl, refusal).body).toBe(refusal.message);
    }
  });
});
