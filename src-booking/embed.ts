/**
 * Embedding: when the page runs in an iframe it tells the host page its height on every layout
 * change, so the embed script (or any host) can size the frame without scrollbars.
 *
 * The message, posted to `window.parent` with target origin '*' (the page does not know who embeds
 * it; the height is no secret):
 *
 *   { type: 'salon-booking:height', height: number }   // CSS pixels of the whole document
 *
 * Hosts must check `event.origin` is the booking server's before trusting it.
 */
export const HEIGHT_MESSAGE = 'salon-booking:height';
/** What a host may send the page to have its height reported again: `{ type: 'salon-booking:measure' }`. */
/** Posted when the client presses Escape in a framed page, so the embed script's overlay can close. */
export const ESCAPE_MESSAGE = 'salon-booking:escape';
export const MEASURE_MESSAGE = 'salon-booking:measure';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

export function reportHeight(win: Window = window): void {
  if (win.parent === win) return; // not framed
  let last = -1;
  const post = () => {
    const height = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, height };
    win.parent.postMessage(message, '*');
  };
  new ResizeObserver(post).observe(win.document.documentElement);
  // A host script that arrives after the page settled asks again (booking-embed-script.ts).
  // Keys typed in the frame never reach the host page: Escape is passed on for its overlay.
  win.addEventListener('keydown', (event: KeyboardEvent) => {
    if (event.key === 'Escape') win.parent.postMessage({ type: ESCAPE_MESSAGE }, '*');
  });
  win.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== MEASURE_MESSAGE) return;
    last = -1;
    post();
  });
  post();
}
