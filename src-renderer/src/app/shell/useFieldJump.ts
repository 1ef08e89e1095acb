import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to arrive (its code, then its data) before the jump gives up. */
const WAIT_MS = 8000;
const POLL_MS = 100;
const GLOW_MS = 2000;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The element to focus for a target: itself, the chosen option of a group, or its first control. */
function focusTarget(target: HTMLElement): HTMLElement {
  if (target.matches(FOCUSABLE)) return target;
  const inside = target.querySelector<HTMLElement>('input:checked') ?? target.querySelector<HTMLElement>(FOCUSABLE);
  if (inside !== null) return inside;
  target.tabIndex = -1;
  return target;
}

function land(target: HTMLElement): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  focusTarget(target).focus({ preventScroll: true });
  // The field's whole group (label, control, help) glows briefly, so the eye finds it too.
  const glow = target.closest<HTMLElement>('.bp6-form-group, .settings-switch, .bp6-card') ?? target;
  glow.classList.add('settings-search-target');
  window.setTimeout(() => glow.classList.remove('settings-search-target'), GLOW_MS);
}

/**
 * Opens a page at one of its settings: a search result leads to '/…/personal/notifications#…' and
 * this waits for the element with that id (the page's code and data may still be on their way),
 * then scrolls it into view and focuses it. Runs again for every move, so the same result twice
 * lands twice.
 */
export function useFieldJump(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length <= 1) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let timer = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target !== null) land(target);
      else if (Date.now() - started < WAIT_MS) timer = window.setTimeout(attempt, POLL_MS);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
