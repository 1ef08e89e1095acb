import { Tab, Tabs } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ImportButton } from '../imports/ImportButton';
import type { MessageId } from '../../i18n/en';
import { BookingRulesTab, BusinessHoursTab, OnlineBookingTab } from './booking';
import { SERVICES_TABS, selectedTab, TAB_ANCHORS, TAB_PARAM, type ServicesTabId } from './page-tabs';
import { ServicesTab } from './ServicesTab';
import '../../components/form/styles';
import './icons';
import './services.css';

const TABS: Readonly<Record<ServicesTabId, { titleId: MessageId; content: ComponentType }>> = {
  services: { titleId: 'services.tab.services', content: ServicesTab },
  'online-booking': { titleId: 'services.tab.onlineBooking', content: OnlineBookingTab },
  'business-hours': { titleId: 'services.tab.businessHours', content: BusinessHoursTab },
  'booking-rules': { titleId: 'services.tab.bookingRules', content: BookingRulesTab },
};

/**
 * Services & Booking (organization/services, spec part 2 §2): four tabs, the chosen one kept in
 * the address so a reload opens it again. The Services tab is this folder's; the other three come
 * from ./booking.
 */
export function ServicesPage() {
  const intl = useIntl();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params, hash);

  function choose(next: ServicesTabId) {
    const nextParams = new URLSearchParams(params);
    if (next === 'services') nextParams.delete(TAB_PARAM);
    else nextParams.set(TAB_PARAM, next);
    // Replacing the entry drops a search result's anchor, which would otherwise keep its tab chosen.
    setParams(nextParams, { replace: true });
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.services' })}
        subtitle={intl.formatMessage({ id: 'services.subtitle' })}
        actions={<ImportButton entity="treatments" />}
      />
      <div className="services-page">
        <Tabs
          id="services-page"
          selectedTabId={tab}
          onChange={(next) => choose(next as ServicesTabId)}
          // Every tab stays mounted: edits on one tab survive a look at another, and leaving the
          // page with any of them unsaved asks first (the form kit's leave guard).
          size="large"
        >
          {SERVICES_TABS.map((id) => {
            const Content = TABS[id].content;
            return (
              <Tab
                key={id}
                id={id}
                title={intl.formatMessage({ id: TABS[id].titleId })}
                panel={
                  // The anchor search results land on: the page opens this tab for it.
                  <div id={TAB_ANCHORS[id]} className="services-tab-panel">
                    <Content />
                  </div>
                }
              />
            );
          })}
        </Tabs>
      </div>
    </>
  );
}
