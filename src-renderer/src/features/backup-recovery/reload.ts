/** §4, §9: after a successful restore the page reloads after 2 seconds, so every screen reads the restored settings. */
export const RELOAD_AFTER_RESTORE_MS = 2000;

export function reloadSoon(): void {
  setTimeout(() => window.location.reload(), RELOAD_AFTER_RESTORE_MS);
}
