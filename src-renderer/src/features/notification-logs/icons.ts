import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import Repeat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/repeat';
import History20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/history';

/**
 * The icons of the Notification Logs page beyond the shell's and the form kit's, bundled with the
 * page and registered when it loads (as components/form/icons.ts does), so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'chevron-left': ChevronLeft16,
  'chevron-right': ChevronRight16,
  repeat: Repeat16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  history: History20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the notification logs page`);
    return found;
  };
}

export const notificationLogsIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
