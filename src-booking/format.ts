/**
 * Dates, times and prices as the client reads them. Slots arrive as ISO times carrying the
 * location's offset; the page shows them in the location's zone (where the client will be), and
 * notes the client's own zone when it differs. Days are `YYYY-MM-DD` keys in the location's zone,
 * as the availability API takes them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The `YYYY-MM-DD` day an instant falls on in a time zone. */
export function dayKeyIn(instant: string | Date, timeZone: string): string {
  const parts = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day key `days` later (or earlier, when negative). */
export function addDays(dayKey: string, days: number): string {
  const [year = 0, month = 1, day = 1] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Seven consecutive day keys from `start`. */
export function weekFrom(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** A day key as the week strip shows it: short weekday and day of the month ("Mon 3"). */
export function dayLabel(dayKey: string, locale: string): { weekday: string; day: string; full: string } {
  // Noon UTC of that date, formatted in UTC: the same calendar day whatever the zone.
  const date = new Date(`${dayKey}T12:00:00Z`);
  return {
    weekday: formatter(locale, { timeZone: 'UTC', weekday: 'short' }).format(date),
    day: formatter(locale, { timeZone: 'UTC', day: 'numeric' }).format(date),
    full: formatter(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(date),
  };
}

/** The clock time of an instant in a zone ("14:30" or "2:30 PM" by the locale). */
export function timeIn(instant: string, timeZone: string, locale: string): string {
  return formatter(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** Date and time of an instant in a zone, for summaries and the manage view. */
export function dateTimeIn(instant: string, timeZone: string, locale: string): string {
  return formatter(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** The browser's own zone, or null when the browser does not say. */
export function clientTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Whether the client should be told about zones: only when the client's zone reads the same
 * instant differently from the location's (Europe/Paris and Europe/Berlin do not).
 */
export function zonesDiffer(locationZone: string, client: string | null, at: Date): boolean {
  if (client === null || client === locationZone) return false;
  const clock = (zone: string) =>
    formatter('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
  try {
    return clock(locationZone) !== clock(client);
  } catch {
    return false;
  }
}

/** A zone as people read it: "Australia/Sydney" becomes "Australia/Sydney (GMT+10)". */
export function zoneLabel(timeZone: string, locale: string, at: Date): string {
  try {
    const name = formatter(locale, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ? `${timeZone.replace(/_/g, ' ')} (${name})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** A price in the business's currency, in the client's locale. */
export function priceLabel(price: { amount: number; currency: string }, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(price.amount);
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}

/** A share as the locale writes it: "25%" in English, "25 %" in French. */
export function percentLabel(percentage: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);
}

/** A number of hours in words, plural by the locale: "1 hour", "24 hours", "24 Stunden". */
export function hoursLabel(hours: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
  } catch {
    return `${hours} h`;
  }
}

/** How many decimals a currency's amounts have (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
