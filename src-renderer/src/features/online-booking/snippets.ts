import type { BookingSettings } from '../../../../server/contract/booking-widget';
import { escapeHtml } from '../../../../server/contract/email-blocks';

/**
 * What the five integration tabs offer (spec part 2 §2): the public booking link
 * `{origin}/{slug}/book` and the snippets an owner pastes into their own site. Every value put in
 * an attribute or in text is escaped, so a business or button name with quotes or angle brackets
 * cannot break the owner's page.
 */

/** The embed script (server/plugins/booking-embed-script.ts): the floating button, and frames that size themselves. */
export const EMBED_SCRIPT_PATH = '/embed/booking.js';

export function bookingLink(origin: string, slug: string): string {
  return `${origin}/${slug}/book`;
}

type Embed = BookingSettings['embedSettings'];

/** The script that adds the floating Book button; its settings travel as data attributes. */
export function widgetSnippet(origin: string, slug: string, embed: Embed): string {
  return [
    `<script src="${escapeHtml(origin + EMBED_SCRIPT_PATH)}"`,
    `  data-booking-url="${escapeHtml(bookingLink(origin, slug))}"`,
    `  data-button-text="${escapeHtml(embed.buttonText)}"`,
    `  data-button-color="${escapeHtml(embed.buttonColor)}"`,
    `  data-button-text-color="${escapeHtml(embed.buttonTextColor)}"`,
    `  data-position="${escapeHtml(embed.position)}"`,
    '  async></script>',
  ].join('\n');
}

/** The page in a frame of the owner's site; the embed script after it sizes the frame to the page. */
export function iframeSnippet(origin: string, slug: string, businessName: string): string {
  return [
    `<iframe src="${escapeHtml(bookingLink(origin, slug))}"`,
    `  title="${escapeHtml(`Book with ${businessName}`)}"`,
    '  style="width: 100%; height: 700px; border: 0;"',
    '  loading="lazy"></iframe>',
    `<script src="${escapeHtml(origin + EMBED_SCRIPT_PATH)}" async></script>`,
  ].join('\n');
}

/** A plain link styled as the button, opening the booking page in a new tab. */
export function buttonSnippet(origin: string, slug: string, embed: Embed): string {
  const style = [
    'display: inline-block',
    'padding: 12px 24px',
    `background: ${embed.buttonColor}`,
    `color: ${embed.buttonTextColor}`,
    'border-radius: 6px',
    'font-weight: 600',
    'text-decoration: none',
  ].join('; ');
  return [
    `<a href="${escapeHtml(bookingLink(origin, slug))}" target="_blank" rel="noopener"`,
    `  style="${escapeHtml(style)}">${escapeHtml(embed.buttonText)}</a>`,
  ].join('\n');
}

/** The QR code's download name, after the business (§9): "Studio Nine" → "studio-nine-booking-qr.png". */
export function qrFileName(businessName: string): string {
  const base = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'booking'}-booking-qr.png`;
}

/**
 * The sites allowed to frame the page, one per line as typed: trimmed, lower-cased (a browser
 * compares origins that way), blank lines dropped, a trailing slash left off.
 */
export function sitesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((line) => line !== '');
}
