const checked = new Map<string, boolean>();

/**
 * Any zone the runtime's Intl accepts, aliases included: Node 20's `supportedValuesOf` lists only
 * canonical names of its ICU version, which would refuse valid names such as Asia/Kolkata.
 */
export function isValidTimeZone(zone: string): boolean {
  let valid = checked.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone.length > 0;
    } catch {
      valid = false;
    }
    checked.set(zone, valid);
  }
  return valid;
}
