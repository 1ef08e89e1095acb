import { TAX_PERCENT_DECIMALS } from '../../../../server/contract/tax';

/** '10%', '8.875%' in the user's language. */
export function formatPercent(percentage: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: TAX_PERCENT_DECIMALS }).format(
    percentage / 100,
  );
}

/** What someone typed as a percentage ('8.875', '8,875', '10 %'), or null when it is no number. */
export function parsePercent(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim().replace(',', '.');
  if (cleaned === '' || !/^-?\d*\.?\d*$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
