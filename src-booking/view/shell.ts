import type { PublicBookingPage } from '../api';
import { telHref } from '../manage-state';
import { h } from './dom';

/** The business's header: its logo when shown, its name (a closed page may come without its brand). */
export function header(page: Pick<PublicBookingPage, 'business'> & { brand: PublicBookingPage['brand'] | null }) {
  const { brand, business } = page;
  return businessHeader(business.name, brand?.showLogo ? brand.logoUrl : null);
}

/** The business's name (and logo) at the top of the page. */
export function businessHeader(name: string, logoUrl: string | null = null): HTMLElement {
  return h(
    'header',
    { class: 'business' },
    logoUrl ? h('img', { src: logoUrl, alt: '', class: 'logo' }) : null,
    h('h1', {}, name),
  );
}

const COLOR = /^#[0-9a-f]{3,8}$/i;
const SIX_DIGITS = /^#[0-9a-f]{6}$/i;

/**
 * The brand's colours and theme on the document. Set through the CSSOM (not a style attribute or
 * element), which the page's content security policy allows without 'unsafe-inline'.
 */
/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The brand colour, darkened only as far as needed for white text on it (and it as text on white)
 * to reach the 4.5:1 contrast of WCAG AA: many brand colours (the default #667eea among them) are
 * lighter than that, and the page's buttons, chosen day and links use it.
 */
export function readableBrand(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 40 && 1.05 / (luminance(toHex()) + 0.05) < 4.5; step++) {
    [r, g, b] = [r * 0.95, g * 0.95, b * 0.95];
  }
  return toHex();
}

export function applyBrand(brand: PublicBookingPage['brand']): void {
  const root = document.documentElement;
  const primary = brand.primaryColor;
  if (COLOR.test(primary))
    root.style.setProperty('--primary', SIX_DIGITS.test(primary) ? readableBrand(primary) : primary);
  if (COLOR.test(brand.secondaryColor)) root.style.setProperty('--secondary', brand.secondaryColor);
  root.dataset.theme = brand.theme === 'dark' || brand.theme === 'light' ? brand.theme : 'auto';
}

/** A whole-page message: not found, could not load. */
export function notice(title: string, body: string, action?: HTMLElement): HTMLElement {
  return h(
    'section',
    { class: 'step notice' },
    h('h2', { tabindex: -1, 'data-step-heading': true }, title),
    h('p', {}, body),
    action ?? null,
  );
}

/** A business's phone and email as links (`tel:` and `mailto:`); null when it gave neither. */
export function contactLinks(phone: string, email: string): HTMLElement | null {
  const links = [
    phone.trim() ? h('a', { href: telHref(phone) }, phone.trim()) : null,
    email.trim() ? h('a', { href: `mailto:${email.trim()}` }, email.trim()) : null,
  ].filter((link): link is HTMLAnchorElement => link !== null);
  return links.length > 0 ? h('p', { class: 'contact' }, ...links) : null;
}
