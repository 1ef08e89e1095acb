import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import SendMessage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message';

/**
 * The icons of the Booking Settings page beyond the shell's and the form kit's, bundled with the
 * page and registered when it loads (as components/form/icons.ts does), so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'send-message': SendMessage16,
};

export const bookingNotificationIconsLoaded: Promise<unknown> = Icons.load(
  Object.keys(STANDARD) as IconName[],
  IconSize.STANDARD,
  {
    loader: async (name: IconName) => {
      const found = STANDARD[name];
      if (found === undefined) throw new Error(`Icon ${name} is not bundled with the booking settings page`);
      return found;
    },
  },
);
