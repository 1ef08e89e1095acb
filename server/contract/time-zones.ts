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
