/**
 * Spec part 3 §4, §9: after a restore or an applied settings template the page reloads 2 seconds
 * later, once the success toast has been read: every cached setting (formats, preferences, the
 * theme) changed at once, and a fresh start reads them all.
 */
export const RELOAD_AFTER_CHANGE_MS = 2_000;

export function reloadSoon(): void {
  window.setTimeout(() => window.location.reload(), RELOAD_AFTER_CHANGE_MS);
}
