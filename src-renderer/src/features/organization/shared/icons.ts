import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add';
import Dot16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dot';
import Edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit';
import InfoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import Star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import StarEmpty16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty';
import Trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import TrendingUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-up';
import WarningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import Issue16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/issue';
import Key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key';
import Swap16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal';
import Cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import Tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import Disable16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import Percentage20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/percentage';

/**
 * The icons of the organization pages beyond the shell's own, bundled with their chunk and
 * registered when it loads, so a page never waits for Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  add: Add16,
  dot: Dot16,
  edit: Edit16,
  'info-sign': InfoSign16,
  star: Star16,
  'star-empty': StarEmpty16,
  trash: Trash16,
  'trending-up': TrendingUp16,
  'warning-sign': WarningSign16,
  issue: Issue16,
  key: Key16,
  'swap-horizontal': Swap16,
  cross: Cross16,
  tick: Tick16,
  disable: Disable16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  percentage: Percentage20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the organization pages`);
    return found;
  };
}

export const organizationIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
