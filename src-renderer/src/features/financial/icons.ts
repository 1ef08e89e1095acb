import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import ArrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import ChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import LabTest16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test';
import Link16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/link';
import BankAccount20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account';

/**
 * The icons of the Financial & Payments page beyond the shell's and the form kit's, bundled with
 * the page and registered when it loads (as components/form/icons.ts does), so nothing waits for
 * Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'arrow-left': ArrowLeft16,
  'chevron-right': ChevronRight16,
  'lab-test': LabTest16,
  link: Link16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  'bank-account': BankAccount20,
};

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the financial page`);
    return found;
  };
}

export const financialIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
