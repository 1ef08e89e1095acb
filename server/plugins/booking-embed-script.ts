/**
 * The embed script an owner pastes into their own site (`<script src="{origin}/embed/booking.js"
 * data-booking-url=...>`, written by the Online Booking Setup's Widget tab). Plain ES2015 without
 * dependencies: it runs in other people's pages, in whatever browser their visitors have.
 *
 * - With `data-booking-url`: a button (the owner's text and colours; fixed at the bottom right or
 *   left, or where the script tag stands for `custom`) that opens the booking page in a frame over
 *   the site, closed by its button or Escape.
 * - In any case: every frame of this server's booking page on the host page takes the height the
 *   page reports (`{type: 'salon-booking:height', height}`, src-booking/embed.ts), from messages of
 *   this server's origin only, so an iframe snippet followed by this script sizes itself. Frames
 *   already there are asked to report again (`{type: 'salon-booking:measure'}`).
 */
export const BOOKING_EMBED_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var serverOrigin;
  try { serverOrigin = new URL(script.src).origin; } catch (e) { return; }
  var colour = function (value, fallback) { return /^#[0-9a-f]{3,8}$/i.test(value || '') ? value : fallback; };

  window.addEventListener('message', function (event) {
    if (event.origin !== serverOrigin) return;
    var data = event.data;
    if (data && data.type === 'salon-booking:escape' && overlayFrame && overlayFrame.contentWindow === event.source) {
      close();
      return;
    }
    if (!data || data.type !== 'salon-booking:height' || typeof data.height !== 'number') return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow !== event.source) continue;
      var limit = frames[i].getAttribute('data-salon-overlay') ? window.innerHeight * 0.9 : Infinity;
      frames[i].style.height = Math.min(Math.max(Math.ceil(data.height), 200), limit) + 'px';
    }
  });

  // Frames that loaded before this script may have reported their height already: ask again.
  var ask = function (frame) {
    try { if (new URL(frame.src, location.href).origin !== serverOrigin) return; } catch (e) { return; }
    if (frame.contentWindow) frame.contentWindow.postMessage({ type: 'salon-booking:measure' }, serverOrigin);
  };
  var existing = document.getElementsByTagName('iframe');
  for (var f = 0; f < existing.length; f++) {
    ask(existing[f]);
    existing[f].addEventListener('load', (function (frame) { return function () { ask(frame); }; })(existing[f]));
  }

  var url = script.getAttribute('data-booking-url');
  if (!url) return;
  try { if (new URL(url, location.href).origin !== serverOrigin) return; } catch (e) { return; }
  var position = script.getAttribute('data-position') || 'bottom-right';
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = script.getAttribute('data-button-text') || 'Book Now';
  button.style.cssText = 'padding:12px 24px;border:0;border-radius:999px;font:600 15px system-ui,sans-serif;' +
    'cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.2);' +
    'background:' + colour(script.getAttribute('data-button-color'), '#8B5CF6') + ';' +
    'color:' + colour(script.getAttribute('data-button-text-color'), '#FFFFFF') + ';' +
    (position === 'custom' ? '' : 'position:fixed;bottom:24px;z-index:2147483000;' +
      (position === 'bottom-left' ? 'left' : 'right') + ':24px;');

  var overlay = null;
  var overlayFrame = null;
  function close() {
    if (!overlay) return;
    document.body.removeChild(overlay);
    overlay = null;
    overlayFrame = null;
    document.removeEventListener('keydown', onKey);
    button.focus();
  }
  function onKey(event) { if (event.key === 'Escape') close(); }
  button.addEventListener('click', function () {
    if (overlay) return;
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', button.textContent);
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483001;background:rgba(17,24,39,.55);' +
      'display:flex;align-items:flex-start;justify-content:center;padding:5vh 12px;overflow:auto;';
    var panel = document.createElement('div');
    panel.style.cssText = 'position:relative;width:100%;max-width:640px;background:#fff;border-radius:10px;overflow:hidden;';
    var shut = document.createElement('button');
    shut.type = 'button';
    shut.textContent = '\\u00d7';
    shut.setAttribute('aria-label', 'Close');
    shut.style.cssText = 'position:absolute;top:6px;right:8px;border:0;background:transparent;font:24px system-ui,sans-serif;cursor:pointer;';
    shut.addEventListener('click', close);
    var frame = document.createElement('iframe');
    frame.src = url;
    frame.title = button.textContent;
    frame.setAttribute('data-salon-overlay', '1');
    overlayFrame = frame;
    frame.style.cssText = 'display:block;width:100%;height:600px;border:0;';
    panel.appendChild(shut);
    panel.appendChild(frame);
    overlay.appendChild(panel);
    overlay.addEventListener('click', function (event) { if (event.target === overlay) close(); });
    document.body.appendChild(overlay);
    document.addEventListener('keydown', onKey);
    frame.focus();
  });
  if (position === 'custom') script.parentNode.insertBefore(button, script.nextSibling);
  else if (document.body) document.body.appendChild(button);
  else document.addEventListener('DOMContentLoaded', function () { document.body.appendChild(button); });
})();
`;
