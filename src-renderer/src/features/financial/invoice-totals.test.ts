import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-totals';

const GST = { name: 'GST', percentage: 10 };

describe('invoiceTotals', () => {
  it('adds the tax on top when prices are entered without it', () => {
    expect(invoiceTotals([80, 25], GST, false, 'AUD')).toEqual({ subtotal: 105, tax: 10.5, total: 115.5 });
  });

  it('takes the tax out of the prices when they include it', () => {
    expect(invoiceTotals([80, 30], GST, true, 'AUD')).toEqual({ subtotal: 100, tax: 10, total: 110 });
    // 25 incl. 8.875 %: the tax is rounded to the cent and the parts still add up to the price.
    const totals = invoiceTotals([25], { name: 'Sales tax', percentage: 8.875 }, true, 'USD');
    expect(totals).toEqual({ subtotal: 22.96, tax: 2.04, total: 25 });
  });

  it('has no tax without a default rate', () => {
    expect(invoiceTotals([80, 25], null, false, 'AUD')).toEqual({ subtotal: 105, tax: 0, total: 105 });
    expect(invoiceTotals([80, 25], null, true, 'AUD')).toEqual({ subtotal: 105, tax: 0, total: 105 });
  });

  it('works in the currency’s own units (no cents in yen)', () => {
    expect(invoiceTotals([1000, 555], { name: 'JCT', percentage: 10 }, false, 'JPY')).toEqual({
      subtotal: 1555,
      tax: 156,
      total: 1711,
    });
  });
});
