import { expect, it } from 'vitest';
import { BoundedStore } from './bounded-store';

it('holds values within its bytes and entries, the oldest out first, and none above an eighth', () => {
  const store = new BoundedStore<string, string>(800, 3);
  store.set('a', 'A', 100);
  store.set('b', 'B', 100);
  store.set('c', 'C', 100);
  store.set('d', 'D', 100);
  expect([store.get('a'), store.get('d')]).toEqual([undefined, 'D']);
  expect(store.size).toEqual({ entries: 3, bytes: 300 });
  store.set('e', 'E', 101);
  expect(store.get('e')).toBeUndefined();
  store.set('b', 'B2', 50);
  expect(store.size).toEqual({ entries: 3, bytes: 250 });
});

it('lets a value touched go out last', () => {
  const store = new BoundedStore<string, string>(800, 2);
  store.set('a', 'A', 10);
  store.set('b', 'B', 10);
  expect(store.touch('a')).toBe('A');
  store.set('c', 'C', 10);
  expect([store.get('a'), store.get('b'), store.get('c')]).toEqual(['A', undefined, 'C']);
  store.delete('a');
  expect(store.size).toEqual({ entries: 1, bytes: 10 });
});
