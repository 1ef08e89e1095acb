/**
 * Dates and times as the messages write them, in the appointment's (or organization's) zone:
 * "Tuesday, March 4, 2025" and "2:30 PM". The messages are English, like their templates.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      'en-US',
      kind === 'date'
        ? { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }
        : { timeZone, hour: 'numeric', minute: '2-digit' },
    );
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, found);
  }
  return found;
}

export const formatDate = (at: Date, timeZone: string) => formatter('date', timeZone).format(at);
export const formatTime = (at: Date, timeZone: string) => formatter('time', timeZone).format(at);
export const formatDateTime = (at: Date, timeZone: string) =>
  `${formatDate(at, timeZone)} at ${formatTime(at, timeZone)}`;
