import { describe, expect, it } from 'vitest';
import { selectedTab, SERVICES_TAB_ANCHORS, TAB_ANCHORS } from './page-tabs';

const params = (text: string) => new URLSearchParams(text);

describe('selectedTab', () => {
  it('opens Services unless the address names another tab', () => {
    expect(selectedTab(params(''), '')).toBe('services');
    expect(selectedTab(params('tab=business-hours'), '')).toBe('business-hours');
    expect(selectedTab(params('tab=nonsense'), '')).toBe('services');
  });

  it('opens the tab a search result points into', () => {
    expect(selectedTab(params('tab=services'), `#${TAB_ANCHORS['booking-rules']}`)).toBe('booking-rules');
    expect(selectedTab(params('tab=online-booking'), `#${SERVICES_TAB_ANCHORS.categories}`)).toBe('services');
    expect(selectedTab(params('tab=online-booking'), '#something-else')).toBe('online-booking');
  });
});
