import { shortcutFor, type KeyInput, type ShortcutAction } from '../../app/shortcuts/shortcut-map';
import type { SettingsSection } from '../../app/sections/section';

/** One line of the Keyboard Shortcuts tab: the keys (without the modifier) and what they do. */
export interface ShortcutEntry {
  /** Stable, for React keys and tests: 'palette', 'nth-section 3', 'section organization/general'. */
  key: string;
  /** The key after the modifier: 'K', '1', 'H'. */
  letter: string;
  shift: boolean;
  action: ShortcutAction;
  /** The area it opens, for the two kinds that open one. */
  section?: SettingsSection;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '123456789'.split('');

const press = (letter: string, shift: boolean): KeyInput => ({
  key: letter.toLowerCase(),
  code: /\d/.test(letter) ? `Digit${letter}` : `Key${letter}`,
  metaKey: false,
  ctrlKey: true,
  shiftKey: shift,
  altKey: false,
});

const keyOf = (action: ShortcutAction): string => {
  switch (action.kind) {
    case 'palette':
    case 'mobile-menu':
      return action.kind;
    case 'nth-section':
      return `nth-section ${action.index}`;
    case 'section':
      return `section ${action.path}`;
  }
};

/**
 * The shortcuts the app really has, read from the shell's own key map (app/shortcuts/shortcut-map.ts)
 * by asking it about every Ctrl/Cmd letter and digit, with and without Shift: a shortcut added there,
 * or a section given a `shortcut`, shows up here by itself. Only those this user can use are listed:
 * Cmd/Ctrl+N opens the N-th area of *their* menu, and an area they cannot see is not reachable.
 */
export function listShortcuts(visible: readonly SettingsSection[]): ShortcutEntry[] {
  const entries: ShortcutEntry[] = [];
  const seen = new Set<string>();
  for (const shift of [false, true]) {
    for (const letter of [...LETTERS, ...DIGITS]) {
      const action = shortcutFor(press(letter, shift));
      if (action === undefined) continue;
      let section: SettingsSection | undefined;
      if (action.kind === 'nth-section') {
        section = visible[action.index];
        if (section === undefined) continue;
      } else if (action.kind === 'section') {
        section = visible.find((candidate) => candidate.path === action.path);
        if (section === undefined) continue;
      }
      const key = keyOf(action);
      // The same action on two keys (a digit row and its letter, say) is listed once, first key kept.
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ key, letter, shift, action, ...(section ? { section } : {}) });
    }
  }
  return entries;
}

/** How the keys are written here: ⌘⇧H on a Mac, Ctrl+Shift+H elsewhere (modifier-label.ts). */
export function keysLabel(entry: Pick<ShortcutEntry, 'letter' | 'shift'>, modifier: string): string {
  const mac = modifier === '⌘';
  const shift = entry.shift ? (mac ? '⇧' : 'Shift+') : '';
  return `${modifier}${shift}${entry.letter}`;
}
