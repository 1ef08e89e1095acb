import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as IdsModuleNs from './ids';

type IdsModule = typeof IdsModuleNs;

// newId keeps the last millisecond and counter in module state; each test gets a fresh copy.
let ids: IdsModule;

beforeEach(async () => {
  vi.resetModules();
  ids = await import('./ids');
});

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const timestampOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const counterOf = (id: string) => parseInt(id.replace(/-/g, '').slice(13, 16), 16);

describe('newId', () => {
  it('is a UUIDv7: version nibble 7, variant 10xx, matching UUID_PATTERN', () => {
    for (let i = 0; i < 200; i++) {
      const id = ids.newId();
      expect(id).toMatch(V7);
      expect(id).toMatch(new RegExp(ids.UUID_PATTERN));
      const variant = parseInt(id.split('-')[3]!.slice(0, 1), 16);
      expect(variant >> 2).toBe(0b10);
    }
  });

  it('embeds the `now` it was given as 48-bit milliseconds', () => {
    const now = Date.UTC(2024, 4, 17, 9, 30, 15, 123);
    const id = ids.newId(now);
    expect(timestampOf(id)).toBe(now);
    expect(id.replace(/-/g, '').slice(0, 12)).toBe(now.toString(16).padStart(12, '0'));
  });

  it('embeds the current time by default', () => {
    const before = Date.now();
    const id = ids.newId();
    const after = Date.now();
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    expect(timestampOf(id)).toBeLessThanOrEqual(after);
  });

  it('gives 1000 strictly increasing ids in a tight loop', () => {
    const list = Array.from({ length: 1000 }, () => ids.newId());
    for (let i = 1; i < list.length; i++) expect(list[i]! > list[i - 1]!).toBe(true);
    expect(new Set(list).size).toBe(1000);
  });

  it('orders ids of the same millisecond by a counter', () => {
    const now = 1_700_000_000_000;
    const [a, b, c] = [ids.newId(now), ids.newId(now), ids.newId(now)];
    expect([a, b, c].map(timestampOf)).toEqual([now, now, now]);
    expect([a, b, c].map(counterOf)).toEqual([0, 1, 2]);
    expect(a < b && b < c).toBe(true);
  });

  it('stays ordered when the clock goes backwards', () => {
    const later = ids.newId(1_700_000_000_500);
    const earlier = ids.newId(1_700_000_000_100);
    expect(earlier > later).toBe(true);
    expect(timestampOf(earlier)).toBe(1_700_000_000_500);
  });

  it('moves to the next millisecond when the 12-bit counter runs out', () => {
    const now = 1_700_000_000_000;
    const list = Array.from({ length: 4097 }, () => ids.newId(now));
    expect(counterOf(list[4095]!)).toBe(4095);
    expect(timestampOf(list[4095]!)).toBe(now);
    expect(timestampOf(list[4096]!)).toBe(now + 1);
    expect(counterOf(list[4096]!)).toBe(0);
    for (let i = 1; i < list.length; i++) expect(list[i]! > list[i - 1]!).toBe(true);
  });
});
