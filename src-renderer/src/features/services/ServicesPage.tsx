import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { AddressTabs } from '../../components/AddressTabs';
import { PageHeader } from '../../components/PageHeader';
import { ImportButton } from '../imports/ImportButton';
import type { MessageId } from '../../i18n/en';
import { BookingRulesTab, BusinessHoursTab, OnlineBookingTab } from './booking';
import { SERVICES_TABS_SPEC, type ServicesTabId } from './page-tabs';
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

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.services' })}
        subtitle={intl.formatMessage({ id: 'services.subtitle' })}
        actions={<ImportButton entity="treatments" />}
      />
      <div className="services-page">
        <AddressTabs id="services-page" spec={SERVICES_TABS_SPEC} content={TABS} panelClassName="services-tab-panel" />
      </div>
    </>
  );
}
