import { describe, expect, it } from 'vitest';
import { cityOf, regionOf, TIME_ZONE_REGIONS, TIME_ZONES, timeZoneGroups, utcOffsetOf } from './timezones';

describe('preference time zones', () => {
  it('offers about 170 zones, each once, from the specification’s regions only', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(160);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(180);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    for (const zone of TIME_ZONES) expect(regionOf(zone), zone).toBeDefined();
    for (const region of TIME_ZONE_REGIONS) expect(TIME_ZONES.some((zone) => regionOf(zone) === region)).toBe(true);
  });

  it('offers only names the server accepts (its runtime’s IANA list, plus UTC)', () => {
    // The same check as server/modules/settings/preferences.ts.
    const known = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));
    expect(TIME_ZONES.filter((zone) => !known.has(zone))).toEqual([]);
  });

  it('includes the defaults: America/New_York for preferences, UTC for quiet hours', () => {
    expect(TIME_ZONES).toContain('America/New_York');
    expect(TIME_ZONES).toContain('UTC');
  });

  it('labels zones by today’s city name and their offset', () => {
    expect(cityOf('America/New_York')).toBe('New York');
    expect(cityOf('Asia/Calcutta')).toBe('Kolkata');
    expect(utcOffsetOf('Asia/Calcutta', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+05:30');
    expect(utcOffsetOf('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC\u221205:00');
    expect(utcOffsetOf('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('UTC\u221204:00');
    expect(utcOffsetOf('UTC', new Date())).toBe('UTC');
  });

  it('groups by region and keeps a value from outside the list selectable', () => {
    const groups = timeZoneGroups(new Date('2026-01-15T12:00:00Z'), ['Africa/Bamako', 'UTC', 'Not/AZone']);
    expect(groups.map((group) => group.region)).toEqual([...TIME_ZONE_REGIONS, 'other']);
    expect(groups.at(-1)?.zones).toEqual([{ value: 'Africa/Bamako', label: 'Africa/Bamako (UTC)' }]);
    const total = groups.reduce((sum, group) => sum + group.zones.length, 0);
    expect(total).toBe(TIME_ZONES.length + 1);
  });
});
