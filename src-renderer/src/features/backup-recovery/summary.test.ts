import { describe, expect, it } from 'vitest';
import type { Backup } from '../../../../server/contract/backups';
import { nextProgress } from './progress';
import { summaryOf } from './summary';

const backup = (extra: Partial<Backup>): Backup => ({
  id: '01900000-0000-7000-8000-00000000a001',
  name: 'A',
  description: '',
  sections: ['organization'],
  encryption: false,
  status: 'success',
  type: 'manual',
  size: '0.01 MB',
  sizeBytes: 0,
  createdAt: '2026-03-02T15:00:00.000Z',
  createdBy: null,
  ...extra,
});

describe('the summary cards', () => {
  it('say Never and zero for no backups', () => {
    expect(summaryOf([], 0)).toEqual({ total: 0, successful: 0, megabytes: 0, last: null, recoveryPoints: 0 });
  });

  it('count the successful ones, add the sizes and take the first listed as the last backup', () => {
    const summary = summaryOf(
      [
        backup({ sizeBytes: 1024 * 1024, type: 'recovery_point', createdAt: '2026-03-03T00:00:00.000Z' }),
        backup({ sizeBytes: 512 * 1024, status: 'failed' }),
      ],
      4,
    );
    expect(summary).toEqual({
      total: 2,
      successful: 1,
      megabytes: 1.5,
      last: { createdAt: '2026-03-03T00:00:00.000Z', type: 'recovery_point' },
      recoveryPoints: 4,
    });
  });
});

describe('the creation progress', () => {
  it('rises by 10 and stops at 90 until the server answers', () => {
    const steps = [0];
    for (let i = 0; i < 12; i += 1) steps.push(nextProgress(steps[steps.length - 1] ?? 0));
    expect(steps).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
  });
});
