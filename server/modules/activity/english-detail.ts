import { ACTIVITY_DETAILS, type ActivityDetail, type ActivityDetailValue } from '../../contract/activity-details';
import { englishMessage } from '../../contract/english-message';

/** "1 skipped, 1 failed": how a list value reads in English, as Intl says it in the other languages. */
const list = new Intl.ListFormat('en', { type: 'unit' });

/**
 * A detail in English, as the entry's `details` stores it. Throws when the detail lacks a value
 * its message uses, so a route that forgets one fails its tests instead of logging half a line.
 */
export function englishDetail(detail: ActivityDetail): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(detail.values)) values[name] = englishValue(value);
  return englishMessage(ACTIVITY_DETAILS, detail.key, values);
}

/** An entry's three columns for what it says: the English line, and the key and values it was said from. */
export const detailColumns = (said: ActivityDetail) => ({
  details: englishDetail(said),
  detailKey: said.key,
  detailValues: said.values,
});

function englishValue(value: ActivityDetailValue): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return list.format((value as readonly ActivityDetail[]).map(englishDetail));
  return englishDetail(value as ActivityDetail);
}
