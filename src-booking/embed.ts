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
  post();
}
