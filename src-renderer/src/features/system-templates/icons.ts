import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import Export16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/export';
import GridView16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view';
import More16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import Wrench16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/wrench';
import Document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document';
import History20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/history';

/**
 * The icons of the System Templates page beyond the shell's and the form kit's, bundled with the
 * page and registered when it loads (as components/form/icons.ts does), so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'chevron-left': ChevronLeft16,
  export: Export16,
  'grid-view': GridView16,
  more: More16,
  wrench: Wrench16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  document: Document20,
  history: History20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the system templates page`);
    return found;
  };
}

export const systemTemplatesIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
