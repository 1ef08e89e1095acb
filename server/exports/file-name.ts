/** YYYY-MM-DD in a time zone: en-CA formats dates that way. */
function localDate(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    // An unknown zone (never saved through the settings' list): the UTC date is still a date.
    return now.toISOString().slice(0, 10);
  }
}

/** `clients-2026-11-22.csv`: the day in the organization's time zone, as the salon would name it. */
export function exportFileName(stem: string, format: 'csv' | 'xlsx', now: Date, timeZone = 'UTC'): string {
  return `${stem}-${localDate(now, timeZone)}.${format}`;
}
