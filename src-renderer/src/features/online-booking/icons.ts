import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';

/**
 * The icons of Online Booking Setup beyond the shell's and the form kit's, bundled with the page
 * and registered when it loads (as components/form/icons.ts does).
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = { lock: Lock16 };

export const onlineBookingIconsLoaded: Promise<unknown> = Icons.load(
  Object.keys(STANDARD) as IconName[],
  IconSize.STANDARD,
  {
    loader: async (name: IconName) => {
      const found = STANDARD[name];
      if (found === undefined) throw new Error(`Icon ${name} is not bundled with the online booking page`);
      return found;
    },
  },
);
