import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Archive16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/archive';
import ArrowDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down';
import ArrowUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up';
import DragHandleVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical';
import More16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import Unarchive16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/unarchive';
import List20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/list';

/**
 * The icons of Services & Booking beyond the shell's and the form kit's, bundled with the page and
 * registered when it loads (as components/form/icons.ts does), so nothing waits for Blueprint's
 * all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  archive: Archive16,
  'arrow-down': ArrowDown16,
  'arrow-up': ArrowUp16,
  'drag-handle-vertical': DragHandleVertical16,
  more: More16,
  unarchive: Unarchive16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  list: List20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the services page`);
    return found;
  };
}

export const servicesIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
