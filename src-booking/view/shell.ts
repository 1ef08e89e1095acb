import type { PublicBookingPage } from '../api';
import { h } from './dom';

/** The business's header: its logo when shown, its name. */
export function header(page: Pick<PublicBookingPage, 'business' | 'brand'>): HTMLElement {
  const { brand, business } = page;
  return h(
    'header',
    { class: 'business' },
    brand.showLogo && brand.logoUrl ? h('img', { src: brand.logoUrl, alt: '', class: 'logo' }) : null,
    h('h1', {}, business.name),
  );
}

const COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The brand's colours and theme on the document. Set through the CSSOM (not a style attribute or
 * element), which the page's content security policy allows without 'unsafe-inline'.
 */
export function applyBrand(brand: PublicBookingPage['brand']): void {
  const root = document.documentElement;
  if (COLOR.test(brand.primaryColor)) root.style.setProperty('--primary', brand.primaryColor);
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
