import type { IntlShape } from 'react-intl';
import { formatCurrency } from '../../../../server/contract/currency';
import type { PriceType, Service } from '../../../../server/contract/services';

/** How a service reads in the list: its length, its price and its timing, in the user's language. */

/** 90 → '1h 30min', 45 → '45min', 120 → '2h' (spec §2's own short form). */
export function durationText(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage({ id: 'services.duration.minutes' }, { minutes: rest });
  if (rest === 0) return intl.formatMessage({ id: 'services.duration.hours' }, { hours });
  return intl.formatMessage({ id: 'services.duration.hoursMinutes' }, { hours, minutes: rest });
}

/**
 * 'Free', 'From $45', '$45' or '$220.50' in the price's currency; `moneyLocale` is the locale money
 * is written in (i18n/money-locale.ts: the organization's region in the user's language).
 */
export function priceText(
  intl: IntlShape,
  moneyLocale: string,
  currency: string,
  priceType: PriceType,
  price: number,
): string {
  if (priceType === 'free') return intl.formatMessage({ id: 'services.price.free' });
  const amount = formatCurrency(price, { currency, locale: moneyLocale });
  return priceType === 'from' ? intl.formatMessage({ id: 'services.price.from' }, { price: amount }) : amount;
}

/**
 * A service's price as its row shows it. With variants: the one price they share, 'Free' when all
 * are free, else 'From' the lowest price charged.
 */
export function servicePriceText(intl: IntlShape, moneyLocale: string, service: Service): string {
  const { variants, currency } = service;
  if (variants.length === 0) return priceText(intl, moneyLocale, currency, service.priceType, service.price);
  const charged = variants.filter((variant) => variant.priceType !== 'free');
  if (charged.length === 0) return priceText(intl, moneyLocale, currency, 'free', 0);
  const [first] = charged;
  const same = charged.length === variants.length && charged.every((variant) => variant.price === first!.price);
  if (same && charged.every((variant) => variant.priceType === 'fixed')) {
    return priceText(intl, moneyLocale, currency, 'fixed', first!.price);
  }
  return priceText(intl, moneyLocale, currency, 'from', Math.min(...charged.map((variant) => variant.price)));
}

/** The service's length; with variants of different lengths, the range ('45min – 1h 30min'). */
export function serviceDurationText(intl: IntlShape, service: Service): string {
  const lengths = service.variants.map((variant) => variant.durationMinutes);
  if (lengths.length === 0) return durationText(intl, service.durationMinutes);
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  if (shortest === longest) return durationText(intl, shortest);
  return intl.formatMessage(
    { id: 'services.duration.range' },
    { from: durationText(intl, shortest), to: durationText(intl, longest) },
  );
}

/**
 * The small timing hint under a service that has them: its processing gap and its buffers
 * ('Processing 20min after 20min · 10min before · 15min after'); null when it has none.
 */
export function timingHint(intl: IntlShape, service: Service): string | null {
  const parts: string[] = [];
  if (service.processingMinutes > 0) {
    parts.push(
      intl.formatMessage(
        { id: 'services.timing.processing' },
        {
          length: durationText(intl, service.processingMinutes),
          start: durationText(intl, service.processingStartMinutes),
        },
      ),
    );
  }
  if (service.bufferBeforeMinutes > 0) {
    parts.push(
      intl.formatMessage(
        { id: 'services.timing.bufferBefore' },
        { length: durationText(intl, service.bufferBeforeMinutes) },
      ),
    );
  }
  if (service.bufferAfterMinutes > 0) {
    parts.push(
      intl.formatMessage(
        { id: 'services.timing.bufferAfter' },
        { length: durationText(intl, service.bufferAfterMinutes) },
      ),
    );
  }
  return parts.length === 0 ? null : parts.join(' · ');
}

/** Spec §2: the search box looks in names and descriptions, ignoring case and accents. */
export function matchesServiceSearch(service: Service, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(query.trim());
  if (wanted === '') return true;
  return fold(service.name).includes(wanted) || fold(service.description).includes(wanted);
}
