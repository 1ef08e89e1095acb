import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Duplicate20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate';

/**
 * The icon of the Settings Templates page beyond the shell's and the form kit's (star, star-empty,
 * tick, trash, add, info-sign, endorsed, refresh, lock): the empty state's large one, bundled with
 * the page and registered when it loads, so nothing waits for Blueprint's all-icons download.
 */
const LARGE: Partial<Record<IconName, IconPaths>> = { duplicate: Duplicate20 };

export const settingsTemplatesIconsLoaded: Promise<unknown> = Icons.load(
  Object.keys(LARGE) as IconName[],
  IconSize.LARGE,
  {
    loader: async (name: IconName) => {
      const found = LARGE[name];
      if (found === undefined) throw new Error(`Icon ${name} is not bundled with the settings templates page`);
      return found;
    },
  },
);
