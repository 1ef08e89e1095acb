import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILURE } from './api-error';
import { createQueryClient, DEFAULT_STALE_TIME, shouldRetry } from './query-client';
import { queryKeys } from './query-keys';

describe('createQueryClient', () => {
  it('applies the specification’s stale times by key prefix', () => {
    const client = createQueryClient();
    const staleTime = (key: readonly unknown[]) => client.getQueryDefaults(key).staleTime;
    expect(staleTime([...queryKeys.categories])).toBe(300_000);
    expect(staleTime([...queryKeys.treatments, { categoryId: 'x' }])).toBe(300_000);
    expect(staleTime([...queryKeys.systemTemplates])).toBe(300_000);
    expect(staleTime([...queryKeys.onlineBooking])).toBe(600_000);
    expect(staleTime([...queryKeys.businessHours])).toBe(600_000);
    expect(staleTime([...queryKeys.bookingRules])).toBe(600_000);
    expect(staleTime([...queryKeys.notificationLogs, { page: 2 }])).toBe(60_000);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(DEFAULT_STALE_TIME);
  });
});

describe('shouldRetry', () => {
  it('never retries a refusal', () => {
    expect(shouldRetry(0, new ApiError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Session ended'))).toBe(false);
  });

  it('retries network failures and server faults twice', () => {
    expect(shouldRetry(0, new ApiError(NETWORK_FAILURE, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'closing'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'closing'))).toBe(false);
  });
});
