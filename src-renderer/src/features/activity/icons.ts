import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import Code16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/code';
import Export16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/export';
import More16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import Th16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th';
import TimelineEvents20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-events';

/**
 * The icons of Settings Activity beyond the shell's and the form kit's: Export Activity's
 * "export" and "th" (CSV), the row menu's "more", the pager's chevrons, the raw JSON toggle's
 * "code", and the empty state's large timeline. Bundled with the page and registered when it
 * loads, so nothing waits for Blueprint's download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'chevron-left': ChevronLeft16,
  'chevron-right': ChevronRight16,
  code: Code16,
  export: Export16,
  more: More16,
  th: Th16,
};
const LARGE: Partial<Record<IconName, IconPaths>> = { 'timeline-events': TimelineEvents20 };

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the activity page`);
    return found;
  };
}

export const activityIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
