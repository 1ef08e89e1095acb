import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { AddressTabs } from '../../components/AddressTabs';
import { PageHeader } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/en';
import { GatewaysTab } from './GatewaysTab';
import { InvoicingTab } from './InvoicingTab';
import { FINANCIAL_TABS_SPEC, type FinancialTabId } from './page-tabs';
import { TipsTab } from './TipsTab';
import '../../components/form/styles';
import './icons';
import './financial.css';

const TABS: Readonly<Record<FinancialTabId, { titleId: MessageId; content: ComponentType }>> = {
  gateways: { titleId: 'financial.tab.gateways', content: GatewaysTab },
  tips: { titleId: 'financial.tab.tips', content: TipsTab },
  invoicing: { titleId: 'financial.tab.invoicing', content: InvoicingTab },
};

/**
 * Financial & Payments (organization/financial, spec part 2 §2): payment gateways, tips and
 * invoicing, one tab each, the chosen one kept in the address so a reload opens it again.
 */
export function FinancialPage() {
  const intl = useIntl();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.financial' })}
        subtitle={intl.formatMessage({ id: 'financial.subtitle' })}
      />
      <div className="financial-page">
        <AddressTabs
          id="financial-page"
          spec={FINANCIAL_TABS_SPEC}
          content={TABS}
          panelClassName="financial-tab-panel"
        />
      </div>
    </>
  );
}
