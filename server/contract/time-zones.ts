import { IANA_TIME_ZONES, type IanaTimeZone } from './time-zone-names';

/**
 * Names already found valid. Invalid input is never kept (anyone can send endless made-up names),
 * and the cache has a cap because valid names are not a closed set either: Intl accepts any
 * capitalization ("america/NEW_york"). About 600 real names and aliases fit well under it.
 */
const validZones = new Set<string>();
export const MAX_CACHED_TIME_ZONES = 1024;

/** How many names the validity cache holds now (for the test that it stays bounded). */
export const cachedTimeZoneCount = (): number => validZones.size;

/**
 * Any zone the runtime's Intl accepts, aliases included: Node 20's `supportedValuesOf` lists only
 * canonical names of its ICU version, which would refuse valid names such as Asia/Kolkata.
 */
export function isValidTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  if (zone.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (validZones.size >= MAX_CACHED_TIME_ZONES) {
    // Oldest first: a Set iterates in insertion order.
    const oldest = validZones.values().next().value;
    if (oldest !== undefined) validZones.delete(oldest);
  }
  validZones.add(zone);
  return true;
}

export { IANA_TIME_ZONES, type IanaTimeZone } from './time-zone-names';

/**
 * The zones most businesses using the product are in, offered first in the organization's list
 * and at setup: Australia and New Zealand (the product's home market), the British Isles, the US
 * and Canada (Central and Mountain included), western Europe, Latin America's largest cities, east
 * and south Asia, the Gulf and South Africa; UTC last.
 */
export const COMMON_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Darwin',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'America/Mexico_City',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Africa/Johannesburg',
  'UTC',
] as const satisfies readonly IanaTimeZone[];

/** City names the identifiers spell without their accents. */
const CITY_SPELLINGS: Readonly<Record<string, string>> = {
  'America/Sao_Paulo': 'São Paulo',
  'America/Bogota': 'Bogotá',
  'America/Asuncion': 'Asunción',
  'America/Curacao': 'Curaçao',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Mazatlan': 'Mazatlán',
  'America/St_Johns': 'St. John’s',
  'Atlantic/Reykjavik': 'Reykjavík',
};

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
export function timeZoneCity(zone: string): string {
  return CITY_SPELLINGS[zone] ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * The zone as a person reads it, in their language: its city and the zone's everyday name from
 * the runtime's Intl ("Chicago (Central Time)", "Denver (Mountain Time)", in Japanese
 * "Chicago (米国中部時間)"), so no language needs 400 translated labels. Falls back to the city alone
 * where Intl has no name but an offset.
 */
export function timeZoneLabel(zone: string, locale: string, at: Date = new Date()): string {
  if (zone === 'UTC') return 'UTC';
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    // An unknown zone or locale: the city alone still reads well.
  }
  const city = timeZoneCity(zone);
  return name && !/^(GMT|UTC)([+-−]|$)/.test(name) ? `${city} (${name})` : city;
}

/** The organization's list (and setup's): the common zones first, then every other, alphabetically. */
export const ORGANIZATION_TIME_ZONES: readonly IanaTimeZone[] = [
  ...COMMON_TIME_ZONES,
  ...IANA_TIME_ZONES.filter((zone) => !(COMMON_TIME_ZONES as readonly string[]).includes(zone)),
];
export type OrganizationTimeZone = IanaTimeZone;

// Labelling 400 zones takes a fifth of a second: each language's list is built once.
const labelledLists = new Map<string, readonly { value: IanaTimeZone; label: string }[]>();

/** ORGANIZATION_TIME_ZONES with their labels in `locale`, in the same order. */
export function timeZoneOptions(locale: string): readonly { value: IanaTimeZone; label: string }[] {
  let options = labelledLists.get(locale);
  if (!options) {
    const at = new Date();
    options = ORGANIZATION_TIME_ZONES.map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale, at) }));
    if (labelledLists.size >= 16) labelledLists.clear();
    labelledLists.set(locale, options);
  }
  return options;
}

/**
 * Older spellings a runtime may report (Node 20 and some browsers say Asia/Calcutta) for zones the
 * list has under IANA's current name, and the names of UTC.
 */
const RENAMED_TIME_ZONES: Readonly<Record<string, IanaTimeZone>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/Zulu': 'UTC',
  GMT: 'UTC',
  UCT: 'UTC',
  Universal: 'UTC',
  Zulu: 'UTC',
};

const listed = new Set<string>(IANA_TIME_ZONES);

/** The listed zone a runtime's zone name stands for ('Asia/Calcutta' → 'Asia/Kolkata'), if any. */
export function listedTimeZone(zone: string | undefined): IanaTimeZone | undefined {
  if (zone === undefined) return undefined;
  if (listed.has(zone)) return zone as IanaTimeZone;
  return RENAMED_TIME_ZONES[zone];
}
