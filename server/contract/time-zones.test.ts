import { expect, it } from 'vitest';
import { isValidTimeZone } from './time-zones';

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
