import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  nextTier,
  shouldShowUpgradePrompt,
  showTrialWarning,
  UNLIMITED,
  usagePercent,
  usageSeverity,
} from './billing';

describe('usage rules (§4, §9)', () => {
  it('computes an uncapped percentage with one decimal, 0 for unlimited', () => {
    expect(usagePercent(3, 4)).toBe(75);
    expect(usagePercent(1, 3)).toBe(33.3);
    expect(usagePercent(6, 5)).toBe(120);
    expect(usagePercent(500, UNLIMITED)).toBe(0);
  });

  it.each([
    [0, null],
    [74.9, null],
    [75, 'MEDIUM'],
    [89.9, 'MEDIUM'],
    [90, 'HIGH'],
    [100, 'HIGH'],
    [100.1, 'CRITICAL'],
  ] as const)('%s%% is %s', (percent, severity) => {
    expect(usageSeverity(percent)).toBe(severity);
  });

  it('walks the upgrade path FREE → STUDIO → LUXE → PREMIER', () => {
    expect(nextTier('FREE')).toBe('STUDIO');
    expect(nextTier('STUDIO')).toBe('LUXE');
    expect(nextTier('LUXE')).toBe('PREMIER');
    expect(nextTier('PREMIER')).toBeNull();
  });

  it('prompts an upgrade at 75% of anything, except on PREMIER', () => {
    expect(shouldShowUpgradePrompt('STUDIO', { staff: 75, sms: 0 })).toBe(true);
    expect(shouldShowUpgradePrompt('STUDIO', { staff: 74.9, sms: 10 })).toBe(false);
    expect(shouldShowUpgradePrompt('PREMIER', { staff: 150 })).toBe(false);
  });

  it('warns about a trial at 3 days or fewer', () => {
    expect(showTrialWarning({ isOnTrial: true, daysRemaining: 3 })).toBe(true);
    expect(showTrialWarning({ isOnTrial: true, daysRemaining: 4 })).toBe(false);
    expect(showTrialWarning({ isOnTrial: false, daysRemaining: null })).toBe(false);
  });

  it('formats storage in B, KB, MB, GB, TB at base 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });
});
