import { IntlMessageFormat } from 'intl-messageformat';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActivityEntry } from '../../../../server/contract/activity';
import type { ActivityDetail } from '../../../../server/contract/activity-details';

/** An entry as the list, the overview and the undo answer carry it: the stored English and its key. */
export type DetailedEntry = Pick<ActivityEntry, 'details' | 'detail'>;

/**
 * What an entry says was done, in the reader's language: its key and values said through the
 * catalog, lists as the language joins them, nested details said the same way. An entry without a
 * key (written before there were keys), with a key this release does not know, or with values that
 * do not fit its message shows its stored English instead.
 */
export function detailText(intl: IntlShape, entry: DetailedEntry): string {
  if (entry.detail === null) return entry.details;
  return say(intl, entry.detail) ?? entry.details;
}

/** detailText bound to the reader's language. */
export function useDetailText(): (entry: DetailedEntry) => string {
  const intl = useIntl();
  return useCallback((entry: DetailedEntry) => detailText(intl, entry), [intl]);
}

function say(intl: IntlShape, detail: { key: string; values: unknown }): string | undefined {
  if (!Object.hasOwn(intl.messages, detail.key) || typeof detail.values !== 'object' || detail.values === null) {
    return undefined;
  }
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(detail.values)) {
    const said = sayValue(intl, value);
    if (said === undefined) return undefined;
    values[name] = said;
  }
  // Formatted here rather than by intl.formatMessage, which shows the raw pattern when a value is
  // missing: this throws, and the stored English is shown instead.
  try {
    return String(formatterOf(intl, detail.key).format(values));
  } catch {
    return undefined;
  }
}

const formatters = new WeakMap<IntlShape, Map<string, IntlMessageFormat>>();

function formatterOf(intl: IntlShape, key: string): IntlMessageFormat {
  let known = formatters.get(intl);
  if (!known) formatters.set(intl, (known = new Map()));
  let formatter = known.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat((intl.messages as Record<string, string>)[key]!, intl.locale, undefined, {
      ignoreTag: true,
    });
    known.set(key, formatter);
  }
  return formatter;
}

function sayValue(intl: IntlShape, value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => (isDetail(item) ? say(intl, item) : undefined));
    if (items.some((item) => item === undefined)) return undefined;
    return intl.formatList(items as string[], { type: 'unit' });
  }
  return isDetail(value) ? say(intl, value) : undefined;
}

const isDetail = (value: unknown): value is ActivityDetail =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
