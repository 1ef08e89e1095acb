import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ArrowDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down';
import ArrowUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up';
import Bold16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/bold';
import Code16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/code';
import HeaderOne16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/header-one';
import HeaderTwo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/header-two';
import Italic16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/italic';
import Link16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/link';
import Minus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/minus';
import Paragraph16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/paragraph';
import WidgetButton16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/widget-button';
import Media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';

/**
 * The icons of the email builder beyond the shell's, the form kit's and the System Templates
 * page's, bundled with the builder and registered when it loads (as components/form/icons.ts
 * does), so nothing waits for Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'arrow-down': ArrowDown16,
  'arrow-up': ArrowUp16,
  bold: Bold16,
  code: Code16,
  'header-one': HeaderOne16,
  'header-two': HeaderTwo16,
  italic: Italic16,
  link: Link16,
  minus: Minus16,
  paragraph: Paragraph16,
  'widget-button': WidgetButton16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  media: Media20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the email builder`);
    return found;
  };
}

export const emailBuilderIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
