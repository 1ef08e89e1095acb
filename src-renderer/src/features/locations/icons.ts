import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import GridView16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view';
import Phone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone';
import Upload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload';
import MapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker';
import Media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';
import Upload20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/upload';

/**
 * The icons of the Locations page beyond the shell's and the form kit's, bundled with the page and
 * registered when it loads (as components/form/icons.ts does), so nothing waits for Blueprint's
 * all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'chevron-left': ChevronLeft16,
  'chevron-right': ChevronRight16,
  'grid-view': GridView16,
  phone: Phone16,
  upload: Upload16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  'map-marker': MapMarker20,
  media: Media20,
  upload: Upload20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the locations page`);
    return found;
  };
}

export const locationsIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
