import { describe, expect, it } from 'vitest';
import {
  COMMON_TIME_ZONES,
  IANA_TIME_ZONES,
  MAX_CACHED_TIME_ZONES,
  ORGANIZATION_TIME_ZONES,
  cachedTimeZoneCount,
  isValidTimeZone,
  listedTimeZone,
  timeZoneCity,
  timeZoneLabel,
  timeZoneOptions,
} from './time-zones';

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
  // Ten times what it may hold: each name is new, so an unbounded cache would hold them all.
  const names = 10 * MAX_CACHED_TIME_ZONES;
  let refused = 0;
  for (let i = 0; i < names; i++) if (!isValidTimeZone(`Nowhere/Place_${i}`)) refused++;
  expect(refused).toBe(names);
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

describe('the organization’s time zone list', () => {
  it('holds every zone the runtime knows, each once, with UTC, in IANA’s current names', () => {
    expect(new Set(ORGANIZATION_TIME_ZONES).size).toBe(ORGANIZATION_TIME_ZONES.length);
    expect(ORGANIZATION_TIME_ZONES.length).toBe(IANA_TIME_ZONES.length);
    expect(ORGANIZATION_TIME_ZONES).toContain('UTC');
    expect(ORGANIZATION_TIME_ZONES).toContain('Asia/Kolkata');
    // The runtime lists its canonical names, older spellings included (Asia/Calcutta): each is
    // some listed zone under another name.
    const canonical = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    const listed = new Set(ORGANIZATION_TIME_ZONES.map(canonical));
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => !listed.has(zone))).toEqual([]);
    for (const zone of ORGANIZATION_TIME_ZONES) expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it('has US Central and Mountain, which the 12-zone list lacked', () => {
    expect(ORGANIZATION_TIME_ZONES).toContain('America/Chicago');
    expect(ORGANIZATION_TIME_ZONES).toContain('America/Denver');
  });

  it('starts with the common zones, then every other alphabetically', () => {
    expect(ORGANIZATION_TIME_ZONES.slice(0, COMMON_TIME_ZONES.length)).toEqual([...COMMON_TIME_ZONES]);
    expect(ORGANIZATION_TIME_ZONES.slice(0, 5)).toEqual([
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Perth',
    ]);
    const rest = ORGANIZATION_TIME_ZONES.slice(COMMON_TIME_ZONES.length);
    expect(rest).toEqual([...rest].sort());
    expect(rest.some((zone) => (COMMON_TIME_ZONES as readonly string[]).includes(zone))).toBe(false);
  });

  it('keeps the 12 zones organizations could choose before', () => {
    for (const zone of [
      'Australia/Sydney',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Perth',
      'Pacific/Auckland',
      'Asia/Singapore',
      'Asia/Tokyo',
      'Europe/London',
      'Europe/Paris',
      'America/New_York',
      'America/Los_Angeles',
      'UTC',
    ])
      expect(ORGANIZATION_TIME_ZONES).toContain(zone);
  });

  it('labels a zone by its city and its everyday name, in the reader’s language', () => {
    const july = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneLabel('America/Chicago', 'en', july)).toBe('Chicago (Central Time)');
    expect(timeZoneLabel('America/Denver', 'en', july)).toBe('Denver (Mountain Time)');
    expect(timeZoneLabel('America/Sao_Paulo', 'en', july)).toMatch(/^São Paulo \(/);
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'en', july)).toMatch(/^Buenos Aires \(/);
    expect(timeZoneLabel('America/Chicago', 'fr', july)).toMatch(/^Chicago \(.*centre/);
    expect(timeZoneLabel('UTC', 'en', july)).toBe('UTC');
    expect(timeZoneCity('America/Indiana/Indianapolis')).toBe('Indianapolis');
  });

  it('labels every zone, none twice, and keeps each language’s list', () => {
    const options = timeZoneOptions('en');
    expect(options.map((option) => option.value)).toEqual([...ORGANIZATION_TIME_ZONES]);
    for (const option of options) expect(option.label, option.value).toMatch(/\S/);
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    expect(timeZoneOptions('en')).toBe(options);
  });
});

describe('listedTimeZone', () => {
  it('finds the listed zone behind the names runtimes report', () => {
    expect(listedTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(listedTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(listedTimeZone('Etc/UTC')).toBe('UTC');
    expect(listedTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(listedTimeZone(undefined)).toBeUndefined();
  });

  it('maps every canonical name this runtime reports', () => {
    const unmapped = Intl.supportedValuesOf('timeZone').filter((zone) => listedTimeZone(zone) === undefined);
    expect(unmapped).toEqual([]);
  });
});
