import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import DocumentOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document-open';
import FloppyDisk16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk';
import FolderOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open';
import Database20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/database';

/**
 * The icons of the Backup & Recovery page beyond the shell's and the form kit's (database, import,
 * time, history, download, undo, trash, key, lock), bundled with the page and registered when it
 * loads, so nothing waits for Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'document-open': DocumentOpen16,
  'floppy-disk': FloppyDisk16,
  'folder-open': FolderOpen16,
};
const LARGE: Partial<Record<IconName, IconPaths>> = { database: Database20 };

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the backup page`);
    return found;
  };
}

export const backupIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
