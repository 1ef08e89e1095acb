/**
 * A list typed in a box, one entry per line (commas, semicolons and spaces also separate, so a list
 * pasted from elsewhere works as it is): addresses, websites.
 */
export function entryLines(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The list with an entry added at its end, once. */
export function withEntry(list: readonly string[], entry: string): string[] {
  return list.includes(entry) ? [...list] : [...list, entry];
}

/** The list as the server keeps it: without repeats (and, through entryLines, without blanks). */
export const distinctEntries = (list: readonly string[]): string[] => [...new Set(entryLines(list.join('\n')))];
