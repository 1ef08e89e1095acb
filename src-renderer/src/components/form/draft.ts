import { differences, getAt, sameValue, setAt } from './path';

/**
 * A form's edits: path → the value the user chose. The form shows the saved document with these
 * laid over it, rather than a copy of the document, so a refetch (another window, another PC, a
 * reload after a 412) shows fresh values in every field the user has not touched, and editing a
 * field back to its saved value makes the form clean again.
 *
 * No path in a set of edits is inside another one (see withEdit), so the order they are laid over
 * the document in never matters.
 */
export type Edits = Readonly<Record<string, unknown>>;

const isInside = (path: string, ancestor: string) => path.startsWith(`${ancestor}.`);

/** The saved document with the edits laid over it. */
export function applyEdits<T>(saved: T, edits: Edits | null): T {
  if (edits === null) return saved;
  let result = saved;
  for (const [path, value] of Object.entries(edits)) result = setAt(result, path, value);
  return result;
}

/** Some edit differs from what is saved. */
export function hasChanges(saved: unknown, edits: Edits | null): boolean {
  if (edits === null) return false;
  return Object.entries(edits).some(([path, value]) => !sameValue(value, getAt(saved, path)));
}

/** The edits with one more: a value at `path` replaces any edit inside it, or goes into the edit around it. */
export function withEdit(edits: Edits | null, path: string, value: unknown): Edits {
  const current = edits ?? {};
  const around = Object.keys(current).find((candidate) => isInside(path, candidate));
  if (around !== undefined) {
    return { ...current, [around]: setAt(current[around], path.slice(around.length + 1), value) };
  }
  const kept = Object.fromEntries(Object.entries(current).filter(([candidate]) => !isInside(candidate, path)));
  return { ...kept, [path]: value };
}

/**
 * Edits that turn `saved` into `next`, one per changed leaf (Revert to Defaults, a rule that
 * flips several switches at once). Leaves that did not change stay free to follow a refetch.
 */
export function editsToward(saved: unknown, next: unknown): Edits | null {
  const found = differences(saved, next);
  delete found[''];
  return Object.keys(found).length === 0 ? null : found;
}

/**
 * After a save: drop the edits that went out with it; an edit made while the save was under way
 * (a different value, or a new path) stays.
 */
export function settleEdits(current: Edits | null, sent: Edits | null): Edits | null {
  if (current === null || sent === null) return current;
  const left = Object.entries(current).filter(([path, value]) => !(path in sent && Object.is(sent[path], value)));
  return left.length === 0 ? null : Object.fromEntries(left);
}
