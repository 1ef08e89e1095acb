import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import BlockedPerson16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/blocked-person';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import Calendar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/calendar';

/**
 * The icons of the Bookings page beyond the shell's and the form kit's (tick, cross, add, disable,
 * warning-sign), bundled with the page and registered when it loads, so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'blocked-person': BlockedPerson16,
  'chevron-left': ChevronLeft16,
  'chevron-right': ChevronRight16,
};
const LARGE: Partial<Record<IconName, IconPaths>> = { calendar: Calendar20 };

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the bookings page`);
    return found;
  };
}

export const bookingsIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
