import { fromMinorUnits, toMinorUnits } from '../../../../server/contract/currency';

/**
 * The sums of the sample invoice in the Invoicing tab's preview: the organization's default tax
 * rate applied the way its prices are entered (tax configuration: inclusive or exclusive). Worked
 * in minor units, so the lines, the tax and the total add up to the cent as a real invoice must.
 */
export interface TaxRateShown {
  name: string;
  percentage: number;
}

export interface InvoiceTotals {
  /** Before tax. */
  subtotal: number;
  tax: number;
  /** What the client pays. */
  total: number;
}

export function invoiceTotals(
  amounts: readonly number[],
  rate: TaxRateShown | null,
  pricesIncludeTax: boolean,
  currency: string,
): InvoiceTotals {
  const sum = amounts.reduce((total, amount) => total + toMinorUnits(amount, currency), 0);
  const share = rate === null ? 0 : rate.percentage / 100;
  const tax = pricesIncludeTax ? Math.round(sum - sum / (1 + share)) : Math.round(sum * share);
  const subtotal = pricesIncludeTax ? sum - tax : sum;
  const major = (minor: number) => fromMinorUnits(minor, currency);
  return { subtotal: major(subtotal), tax: major(tax), total: major(subtotal + tax) };
}
