/**
 * The time zones offered in personal preferences and quiet hours: about 170 IANA zones in the
 * specification's regions (part 1 §9: UTC, Americas, Europe, Africa, Asia, Australia, Pacific,
 * Antarctica), one or more per country people run salons in. The names are the ones the server's
 * runtime lists (an older ICU keeps e.g. Asia/Calcutta rather than Asia/Kolkata; browsers accept
 * both), so everything offered here is accepted by the server; the labels use today's city names.
 */
export const TIME_ZONES = [
  // UTC
  'UTC',
  // America
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Detroit',
  'America/Halifax',
  'America/St_Johns',
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Regina',
  'America/Mexico_City',
  'America/Cancun',
  'America/Tijuana',
  'America/Monterrey',
  'America/Guatemala',
  'America/El_Salvador',
  'America/Tegucigalpa',
  'America/Managua',
  'America/Costa_Rica',
  'America/Panama',
  'America/Havana',
  'America/Jamaica',
  'America/Port-au-Prince',
  'America/Santo_Domingo',
  'America/Puerto_Rico',
  'America/Barbados',
  'America/Bogota',
  'America/Caracas',
  'America/Lima',
  'America/Guayaquil',
  'America/La_Paz',
  'America/Santiago',
  'America/Buenos_Aires',
  'America/Montevideo',
  'America/Asuncion',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Fortaleza',
  'America/Recife',
  'America/Godthab',
  // Europe
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Luxembourg',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Rome',
  'Europe/Malta',
  'Europe/Prague',
  'Europe/Warsaw',
  'Europe/Budapest',
  'Europe/Zagreb',
  'Europe/Belgrade',
  'Europe/Sofia',
  'Europe/Bucharest',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Helsinki',
  'Europe/Tallinn',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Copenhagen',
  'Europe/Kiev',
  'Europe/Chisinau',
  'Europe/Minsk',
  'Europe/Moscow',
  'Europe/Kaliningrad',
  // Africa
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Africa/Casablanca',
  'Africa/Algiers',
  'Africa/Tunis',
  'Africa/Accra',
  'Africa/Abidjan',
  'Africa/Addis_Ababa',
  'Africa/Dar_es_Salaam',
  'Africa/Kampala',
  'Africa/Khartoum',
  'Africa/Maputo',
  'Africa/Harare',
  'Africa/Windhoek',
  'Africa/Lusaka',
  'Africa/Kigali',
  // Asia
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Baghdad',
  'Asia/Tehran',
  'Asia/Jerusalem',
  'Asia/Beirut',
  'Asia/Amman',
  'Asia/Nicosia',
  'Asia/Baku',
  'Asia/Tbilisi',
  'Asia/Yerevan',
  'Asia/Kabul',
  'Asia/Karachi',
  'Asia/Tashkent',
  'Asia/Almaty',
  'Asia/Calcutta',
  'Asia/Colombo',
  'Asia/Katmandu',
  'Asia/Dhaka',
  'Asia/Rangoon',
  'Asia/Bangkok',
  'Asia/Saigon',
  'Asia/Phnom_Penh',
  'Asia/Jakarta',
  'Asia/Kuala_Lumpur',
  'Asia/Singapore',
  'Asia/Manila',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Asia/Ulaanbaatar',
  'Asia/Yekaterinburg',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  // Australia
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  // Pacific
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Fiji',
  'Pacific/Guam',
  'Pacific/Honolulu',
  'Pacific/Port_Moresby',
  'Pacific/Noumea',
  'Pacific/Tongatapu',
  'Pacific/Apia',
  'Pacific/Tahiti',
  'Pacific/Guadalcanal',
  'Pacific/Majuro',
  'Pacific/Tarawa',
  'Pacific/Pago_Pago',
  'Pacific/Kiritimati',
  'Pacific/Norfolk',
  'Pacific/Rarotonga',
  'Pacific/Easter',
  // Antarctica
  'Antarctica/McMurdo',
  'Antarctica/Casey',
  'Antarctica/Palmer',
] as const;

export const TIME_ZONE_REGIONS = [
  'UTC',
  'America',
  'Europe',
  'Africa',
  'Asia',
  'Australia',
  'Pacific',
  'Antarctica',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

/** Cities renamed since the zone got its identifier. */
const CITY_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Europe/Kiev': 'Kyiv',
  'America/Godthab': 'Nuuk',
  'America/St_Johns': 'St. John’s',
};

export function regionOf(zone: string): TimeZoneRegion | undefined {
  const region = zone.split('/')[0];
  return TIME_ZONE_REGIONS.find((candidate) => candidate === region);
}

/** 'America/New_York' → 'New York'; 'Asia/Calcutta' → 'Kolkata'. */
export function cityOf(zone: string): string {
  return CITY_NAMES[zone] ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** The zone's offset from UTC at `at`, as 'UTC+05:30' ('UTC' itself for zero). */
export function utcOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  if (part === undefined || part === 'GMT' || /^GMT[+-]00:00$/.test(part)) return 'UTC';
  return part.replace('GMT', 'UTC').replace('-', '\u2212');
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface TimeZoneGroup {
  region: TimeZoneRegion | 'other';
  zones: { value: string; label: string }[];
}

/**
 * The list grouped by region, each zone labelled with its city and current offset. Values that
 * must stay selectable though they are not in the list (a zone saved elsewhere, the
 * organization's) come last under 'other'.
 */
export function timeZoneGroups(at: Date, extra: readonly string[] = []): TimeZoneGroup[] {
  const label = (zone: string) => (zone === 'UTC' ? 'UTC' : `${cityOf(zone)} (${utcOffsetOf(zone, at)})`);
  const groups: TimeZoneGroup[] = TIME_ZONE_REGIONS.map((region) => ({
    region,
    zones: TIME_ZONES.filter((zone) => regionOf(zone) === region).map((zone) => ({ value: zone, label: label(zone) })),
  }));
  const listed = new Set<string>(TIME_ZONES);
  const others = [...new Set(extra)].filter((zone) => !listed.has(zone) && isKnownTimeZone(zone));
  if (others.length > 0) {
    groups.push({
      region: 'other',
      zones: others.map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (${utcOffsetOf(zone, at)})` })),
    });
  }
  return groups;
}
