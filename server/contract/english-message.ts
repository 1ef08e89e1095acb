import { IntlMessageFormat } from 'intl-messageformat';

const formats = new WeakMap<object, Map<string, IntlMessageFormat>>();

/**
 * One message of a catalog of ICU messages in English: what the server stores beside the message's
 * key and values (an activity line, a notification's failure), so that the screens can say the same
 * in the reader's language from their own catalogs. Each message is parsed once.
 */
export function englishMessage<K extends string>(
  catalog: Readonly<Record<K, string>>,
  key: K,
  values: Readonly<Record<string, string | number>>,
): string {
  let parsed = formats.get(catalog);
  if (!parsed) formats.set(catalog, (parsed = new Map()));
  let format = parsed.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalog[key], 'en', undefined, { ignoreTag: true });
    parsed.set(key, format);
  }
  return String(format.format(values));
}
