import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add';
import Camera16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/camera';
import Chat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat';
import Clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard';
import Cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import Desktop16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/desktop';
import Disable16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import Dot16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dot';
import Download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download';
import Edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit';
import Envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope';
import EyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import Globe16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe';
import InfoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import Issue16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/issue';
import Key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key';
import Media16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/media';
import MobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone';
import NotificationsSnooze16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications-snooze';
import Reset16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/reset';
import Star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import StarEmpty16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty';
import Swap16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal';
import Tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import Trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import TrendingUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-up';
import Undo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/undo';
import WarningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import Percentage20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/percentage';

/**
 * The icons of the settings pages beyond the shell's own (app/icons.ts), bundled with the form
 * kit's chunk and registered when it loads, so a page never waits for Blueprint's all-icons
 * download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  add: Add16,
  camera: Camera16,
  chat: Chat16,
  clipboard: Clipboard16,
  cross: Cross16,
  desktop: Desktop16,
  disable: Disable16,
  dot: Dot16,
  download: Download16,
  edit: Edit16,
  envelope: Envelope16,
  'eye-open': EyeOpen16,
  globe: Globe16,
  'info-sign': InfoSign16,
  issue: Issue16,
  key: Key16,
  media: Media16,
  'mobile-phone': MobilePhone16,
  'notifications-snooze': NotificationsSnooze16,
  reset: Reset16,
  star: Star16,
  'star-empty': StarEmpty16,
  'swap-horizontal': Swap16,
  tick: Tick16,
  trash: Trash16,
  'trending-up': TrendingUp16,
  undo: Undo16,
  'warning-sign': WarningSign16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  percentage: Percentage20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the settings pages`);
    return found;
  };
}

export const settingsIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
