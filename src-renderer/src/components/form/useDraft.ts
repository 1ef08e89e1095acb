import { useCallback, useMemo, useState } from 'react';
import { applyEdits, editsToward, hasChanges, settleEdits, withEdit, type Edits } from './draft';
import type { Path, PathValue } from './path';

export interface Draft<T> {
  /** What the form shows: the saved values with the user's edits laid over them. */
  values: T | undefined;
  /** Something differs from what is saved (part 1 §4: "Editing marks dirty"). */
  dirty: boolean;
  /** The edits as they are now; hand them to `settle` once a save of them succeeded. */
  edits: Edits | null;
  set<P extends Path<T>>(path: P, value: PathValue<T, P>): void;
  /** Every value at once (Revert to Defaults, a rule that flips several fields together). */
  replace(values: T): void;
  /** Drops the edits: the form shows the saved values again. */
  reset(): void;
  /** After a save: forget the edits that went out with it. */
  settle(sent: Edits | null): void;
}

/** The one path-aware draft of the settings forms (see draft.ts for why edits, not a copy). */
export function useDraft<T>(saved: T | undefined): Draft<T> {
  const [edits, setEdits] = useState<Edits | null>(null);

  const values = useMemo(() => (saved === undefined ? undefined : applyEdits(saved, edits)), [saved, edits]);
  const dirty = saved !== undefined && hasChanges(saved, edits);

  const set = useCallback(<P extends Path<T>>(path: P, value: PathValue<T, P>) => {
    setEdits((current) => withEdit(current, path, value));
  }, []);
  const replace = useCallback((next: T) => setEdits(editsToward(saved, next)), [saved]);
  const reset = useCallback(() => setEdits(null), []);
  const settle = useCallback((sent: Edits | null) => setEdits((current) => settleEdits(current, sent)), []);

  return { values, dirty, edits, set, replace, reset, settle };
}
