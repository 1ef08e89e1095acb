import { describe, expect, it } from 'vitest';
import { keptTickObject } from './tick-object-shape';

describe('keptTickObject', () => {
  it("holds one of Node's tick queue entries, with its callback", () => {
    const kept = keptTickObject();
    expect(kept).toBeDefined();
    expect(Reflect.ownKeys(kept!)).toEqual(expect.arrayContaining(['callback', 'args']));
    expect(typeof (kept as { callback?: unknown }).callback).toBe('function');
  });
});
