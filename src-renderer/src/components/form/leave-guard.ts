import { atom } from 'jotai';

/**
 * The forms on screen that hold unsaved edits, by a key per form. One guard (LeaveGuard, in the
 * settings shell) reads it for every way of leaving: a menu entry, the palette, a shortcut, a link
 * on the page, Back, and a reload or a closed window.
 */
export const unsavedFormsAtom = atom<ReadonlySet<string>>(new Set<string>());

export const hasUnsavedFormsAtom = atom((get) => get(unsavedFormsAtom).size > 0);

/** Adds or removes one form's key (a new set each time, so readers see the change). */
export function markUnsaved(forms: ReadonlySet<string>, key: string, unsaved: boolean): ReadonlySet<string> {
  if (forms.has(key) === unsaved) return forms;
  const next = new Set(forms);
  if (unsaved) next.add(key);
  else next.delete(key);
  return next;
}

interface Place {
  pathname: string;
}

/**
 * Whether a move inside the app should ask first. Staying on the page (a jump to one of its own
 * fields changes only the hash) loses nothing; nor does signing in again after the session ended,
 * where nothing could be saved any more.
 */
export function shouldAskBeforeLeaving(unsaved: boolean, from: Place, to: Place, signInPath: string): boolean {
  if (!unsaved) return false;
  if (to.pathname === signInPath) return false;
  return from.pathname !== to.pathname;
}
