import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE } from '../../../api/api-error';
import { withRetries } from './retry';

function failing(times: number, error: unknown) {
  let calls = 0;
  return {
    attempt: vi.fn(async () => {
      calls += 1;
      if (calls <= times) throw error;
      return 'saved';
    }),
  };
}

describe('notification save retries', () => {
  it('tries 2 more times, after 1 s then 2 s, announcing each retry', async () => {
    const { attempt } = failing(2, new ApiError(500, 'boom'));
    const sleeps: number[] = [];
    const retries: [number, number][] = [];
    await expect(
      withRetries(attempt, {
        sleep: async (ms) => void sleeps.push(ms),
        onRetry: (retry, of) => void retries.push([retry, of]),
      }),
    ).resolves.toBe('saved');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(retries).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('gives up after the third attempt with the last error', async () => {
    const error = new ApiError(NETWORK_FAILURE, 'offline');
    const { attempt } = failing(5, error);
    await expect(withRetries(attempt, { sleep: async () => undefined })).rejects.toBe(error);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal, which would get the same answer', async () => {
    const { attempt } = failing(1, new ApiError(412, 'stale'));
    await expect(withRetries(attempt, { sleep: async () => undefined })).rejects.toMatchObject({ status: 412 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
