/** Spec part 3 §4, §9: after a template is applied the page reloads 2 seconds later. */
export const APPLY_RELOAD_MS = 2_000;

/**
 * Reloads the app once the success toast has been read: every cached setting (the organization's
 * formats, the person's preferences, the theme) changed at once, and a fresh start reads them all.
 */
export function reloadAfterApply(): void {
  window.setTimeout(() => window.location.reload(), APPLY_RELOAD_MS);
}
