import { useCallback, useMemo, useState } from 'react';

export interface Draft<T extends object> {
  /** What the form shows: the saved values with the user's edits laid over them. */
  values: T | undefined;
  /** Something differs from what the server has (part 1 §4: "Editing marks dirty"). */
  dirty: boolean;
  set<K extends keyof T>(key: K, value: T[K]): void;
  /** Replaces every value at once (e.g. Revert to Defaults). */
  replace(values: T): void;
  /** Drops the edits: the form shows the saved values again. */
  reset(): void;
  /** The edits as they are now; pass them to `settle` once they are saved. */
  edits: Partial<T> | null;
  /** After a save: forget the saved edits, unless more were made meanwhile. */
  settle(saved: Partial<T> | null): void;
}

/**
 * The form state of a settings page, kept as edits over the server's values rather than a copy of
 * them. A refetch that brings changes made elsewhere shows them in every field the user has not
 * touched, and "dirty" is a plain comparison: editing a field back to its saved value is clean.
 */
export function useDraft<T extends object>(saved: T | undefined): Draft<T> {
  const [edits, setEdits] = useState<Partial<T> | null>(null);
  const values = useMemo(() => (saved && edits ? { ...saved, ...edits } : saved), [saved, edits]);
  const dirty =
    values !== undefined &&
    saved !== undefined &&
    (Object.keys(values) as (keyof T)[]).some((key) => !Object.is(values[key], saved[key]));

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setEdits((current) => ({ ...current, [key]: value }) as Partial<T>);
  }, []);
  const replace = useCallback((next: T) => setEdits({ ...next }), []);
  const reset = useCallback(() => setEdits(null), []);
  const settle = useCallback((savedEdits: Partial<T> | null) => {
    setEdits((current) => (current === savedEdits ? null : current));
  }, []);

  return { values, dirty, set, replace, reset, edits, settle };
}
