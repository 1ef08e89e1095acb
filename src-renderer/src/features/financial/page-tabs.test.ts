import { describe, expect, it } from 'vitest';
import { selectedTab, TAB_ANCHORS } from './page-tabs';

const params = (text: string) => new URLSearchParams(text);

describe('selectedTab', () => {
  it('opens Payment Gateways unless the address names another tab', () => {
    expect(selectedTab(params(''), '')).toBe('gateways');
    expect(selectedTab(params('tab=tips'), '')).toBe('tips');
    expect(selectedTab(params('tab=invoicing'), '')).toBe('invoicing');
    expect(selectedTab(params('tab=nonsense'), '')).toBe('gateways');
  });

  it('opens the tab a search result points into, by its panel or by one of its fields', () => {
    expect(selectedTab(params('tab=tips'), `#${TAB_ANCHORS.gateways}`)).toBe('gateways');
    expect(selectedTab(params(''), '#tips-allowCustom')).toBe('tips');
    expect(selectedTab(params('tab=tips'), '#invoice-terms')).toBe('invoicing');
    expect(selectedTab(params('tab=tips'), '#something-else')).toBe('tips');
  });
});
