import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ArrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import DocumentOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document-open';
import Export16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/export';
import ShoppingCart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart';
import Upload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload';
import List20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/list';
import ShoppingCart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart';
import Team20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/team';
import Upload20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/upload';

/**
 * The icons of the Import & Export hub and the wizards beyond the shell's and the form kit's,
 * bundled with them and registered when they load (as the other pages do), so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'arrow-left': ArrowLeft16,
  'chevron-left': ChevronLeft16,
  'chevron-right': ChevronRight16,
  'document-open': DocumentOpen16,
  export: Export16,
  'shopping-cart': ShoppingCart16,
  upload: Upload16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  list: List20,
  'shopping-cart': ShoppingCart20,
  team: Team20,
  upload: Upload20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the import pages`);
    return found;
  };
}

export const importsIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
