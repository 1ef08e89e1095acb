import { expect, it } from 'vitest';
import { MAX_CACHED_TIME_ZONES, cachedTimeZoneCount, isValidTimeZone } from './time-zones';

it.each([
  'UTC',
  'Etc/UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Europe/Kyiv',
  'Asia/Ho_Chi_Minh',
  'Australia/Sydney',
])('accepts %s', (zone) => expect(isValidTimeZone(zone)).toBe(true));

it.each(['', 'Mars/Olympus_Mons', 'America/Nowhere', 'New York', '+05:30x'])('refuses "%s"', (zone) =>
  expect(isValidTimeZone(zone)).toBe(false),
);

it('keeps its cache bounded however many distinct names it is asked about', () => {
  let refused = 0;
  for (let i = 0; i < 100_000; i++) if (!isValidTimeZone(`Nowhere/Place_${i}`)) refused++;
  expect(refused).toBe(100_000);
  expect(cachedTimeZoneCount()).toBeLessThanOrEqual(MAX_CACHED_TIME_ZONES);
  // Valid names are endless too (Intl ignores capitalization), so the cap holds for them as well.
  const base = 'america/new_york';
  let accepted = 0;
  for (let mask = 0; mask < 8192; mask++) {
    const zone = [...base].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join('');
    if (isValidTimeZone(zone)) accepted++;
  }
  expect(accepted).toBe(8192);
  expect(cachedTimeZoneCount()).toBe(MAX_CACHED_TIME_ZONES);
  expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
  expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
});
