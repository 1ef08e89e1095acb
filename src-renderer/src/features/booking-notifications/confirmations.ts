/** The page's two actions that replace what the form shows (spec part 2 §4). */
export type Confirmation = 'revert' | 'reset';

/**
 * Which confirmation an action opens, or null when it can go ahead at once: Revert to Defaults
 * always asks (it replaces every setting, saved or not); Reset asks only when unsaved changes
 * would be lost, and otherwise has nothing to restore.
 */
export function confirmationFor(action: Confirmation, dirty: boolean): Confirmation | null {
  if (action === 'revert') return 'revert';
  return dirty ? 'reset' : null;
}
