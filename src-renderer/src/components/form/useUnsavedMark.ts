import { useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { markUnsaved, unsavedFormsAtom } from './leave-guard';

/** Tells the leave guard whether this form holds unsaved edits; a form that goes away counts as saved. */
export function useUnsavedMark(unsaved: boolean): void {
  const key = useId();
  const setForms = useSetAtom(unsavedFormsAtom);
  useEffect(() => {
    setForms((forms) => markUnsaved(forms, key, unsaved));
  }, [setForms, key, unsaved]);
  useEffect(() => () => setForms((forms) => markUnsaved(forms, key, false)), [setForms, key]);
}
