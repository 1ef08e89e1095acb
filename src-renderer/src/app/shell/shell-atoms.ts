import { atom } from 'jotai';

/** The command palette (Cmd/Ctrl+K). */
export const paletteOpenAtom = atom(false);

/** The settings menu on narrow windows, where it folds away (Cmd/Ctrl+M). */
export const mobileMenuOpenAtom = atom(false);

/** The menu's search text; kept while moving between pages. */
export const menuQueryAtom = atom('');
