const DAY_MS = 86_400_000;

/** Today in `timeZone` as YYYY-MM-DD, moved by `days` (the public page's dates are the location's). */
export function localDate(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
