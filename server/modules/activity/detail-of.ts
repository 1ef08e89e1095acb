import { ACTIVITY_DETAILS, type ActivityDetail, type ActivityDetailKey } from '../../contract/activity-details';
import type { ActivityRow } from './repository';

/**
 * What an entry says it did, as its key and values; null for an entry written before details had
 * keys, or with a key this release no longer knows (the screens show its stored English then).
 */
export function detailOf(entry: Pick<ActivityRow, 'detailKey' | 'detailValues'>): ActivityDetail | null {
  if (entry.detailKey === null || !Object.hasOwn(ACTIVITY_DETAILS, entry.detailKey)) return null;
  return { key: entry.detailKey as ActivityDetailKey, values: (entry.detailValues ?? {}) as ActivityDetail['values'] };
}
