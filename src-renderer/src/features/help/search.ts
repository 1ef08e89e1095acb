/**
 * The help search: case- and accent-insensitive, in the user's language ('Résumé' is found by
 * 'resume', 'İ' folds as Turkish would), every word of the query somewhere in the item's texts.
 */
export function foldText(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

export function queryWords(query: string, locale: string): string[] {
  return foldText(query, locale)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Whether every word is in one of the texts; an empty query matches everything. */
export function matchesQuery(words: readonly string[], texts: readonly string[], locale: string): boolean {
  if (words.length === 0) return true;
  const haystack = foldText(texts.join('\n'), locale);
  return words.every((word) => haystack.includes(word));
}
