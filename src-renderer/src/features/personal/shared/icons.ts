import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Camera16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/camera';
import Key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key';
import MobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone';
import Desktop16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/desktop';
import WarningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import InfoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import Tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import Download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download';
import Clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard';
import Undo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/undo';
import Reset16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/reset';
import Globe16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe';
import EyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import Envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope';
import Dot16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dot';
import NotificationsSnooze16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications-snooze';
import Chat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat';
import Media16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/media';
import Cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';

/**
 * The icons of the personal pages, bundled with their chunk and registered when it loads, so a
 * page never waits for Blueprint's all-icons download (see app/icons.ts for the shell's own).
 */
const PATHS: Partial<Record<IconName, IconPaths>> = {
  camera: Camera16,
  key: Key16,
  'mobile-phone': MobilePhone16,
  desktop: Desktop16,
  'warning-sign': WarningSign16,
  'info-sign': InfoSign16,
  tick: Tick16,
  download: Download16,
  clipboard: Clipboard16,
  undo: Undo16,
  reset: Reset16,
  globe: Globe16,
  'eye-open': EyeOpen16,
  envelope: Envelope16,
  dot: Dot16,
  'notifications-snooze': NotificationsSnooze16,
  chat: Chat16,
  media: Media16,
  cross: Cross16,
};

export const personalIconsLoaded: Promise<void> = Icons.load(Object.keys(PATHS) as IconName[], IconSize.STANDARD, {
  loader: async (name) => {
    const paths = PATHS[name];
    if (paths === undefined) throw new Error(`Icon ${name} is not bundled with the personal pages`);
    return paths;
  },
});
