import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import Book16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/book';
import Chat16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat';
import Clipboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard';
import KeyCommand16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key-command';
import Manual16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/manual';
import Share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share';
import Tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import Chat20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chat';
import Code20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/code';
import Pulse20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/pulse';
import Video20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/video';

/**
 * The icons of Help & Documentation beyond the shell's (help, search, lightbulb), bundled with the
 * page and registered when it loads, so nothing waits for Blueprint's all-icons download.
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  book: Book16,
  chat: Chat16,
  clipboard: Clipboard16,
  'key-command': KeyCommand16,
  manual: Manual16,
  share: Share16,
  tick: Tick16,
};
const LARGE: Partial<Record<IconName, IconPaths>> = { chat: Chat20, code: Code20, pulse: Pulse20, video: Video20 };

function loaderOf(paths: Partial<Record<IconName, IconPaths>>) {
  return async (name: IconName) => {
    const found = paths[name];
    if (found === undefined) throw new Error(`Icon ${name} is not bundled with the help page`);
    return found;
  };
}

export const helpIconsLoaded: Promise<unknown> = Promise.all([
  Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD, { loader: loaderOf(STANDARD) }),
  Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE, { loader: loaderOf(LARGE) }),
]);
