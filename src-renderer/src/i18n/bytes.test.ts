import { describe, expect, it } from 'vitest';
import { formatBytes, splitBytes } from './bytes';

describe('splitBytes', () => {
  it('keeps small sizes in bytes', () => {
    expect(splitBytes(0)).toEqual({ value: 0, unit: 'B' });
    expect(splitBytes(1023)).toEqual({ value: 1023, unit: 'B' });
  });

  it('steps by 1024, not 1000', () => {
    expect(splitBytes(1024)).toEqual({ value: 1, unit: 'KB' });
    expect(splitBytes(1000 * 1000).unit).toBe('KB');
    expect(splitBytes(1024 * 1024)).toEqual({ value: 1, unit: 'MB' });
    expect(splitBytes(1024 ** 3)).toEqual({ value: 1, unit: 'GB' });
  });

  it('stops at TB', () => {
    expect(splitBytes(1024 ** 4)).toEqual({ value: 1, unit: 'TB' });
    expect(splitBytes(2048 * 1024 ** 4)).toEqual({ value: 2048, unit: 'TB' });
  });

  it('treats nonsense as zero', () => {
    expect(splitBytes(-5)).toEqual({ value: 0, unit: 'B' });
    expect(splitBytes(Number.NaN)).toEqual({ value: 0, unit: 'B' });
  });
});

describe('formatBytes', () => {
  it('formats the way the specification shows storage', () => {
    expect(formatBytes(2.1 * 1024 ** 3)).toBe('2.1 GB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('rounds to one decimal', () => {
    expect(formatBytes(1024 * 1024 * 1.26)).toBe('1.3 MB');
  });

  it('uses the locale’s decimal separator', () => {
    expect(formatBytes(1536, 'de')).toBe('1,5 KB');
  });
});
