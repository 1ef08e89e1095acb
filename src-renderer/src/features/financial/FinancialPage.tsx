import { Tab, Tabs } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/en';
import { GatewaysTab } from './GatewaysTab';
import { InvoicingTab } from './InvoicingTab';
import { FINANCIAL_TABS, selectedTab, TAB_ANCHORS, TAB_PARAM, type FinancialTabId } from './page-tabs';
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
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params, hash);

  function choose(next: FinancialTabId) {
    const nextParams = new URLSearchParams(params);
    if (next === 'gateways') nextParams.delete(TAB_PARAM);
    else nextParams.set(TAB_PARAM, next);
    // Replacing the entry drops a search result's anchor, which would otherwise keep its tab chosen.
    setParams(nextParams, { replace: true });
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.financial' })}
        subtitle={intl.formatMessage({ id: 'financial.subtitle' })}
      />
      <div className="financial-page">
        <Tabs
          id="financial-page"
          selectedTabId={tab}
          onChange={(next) => choose(next as FinancialTabId)}
          // Every tab stays mounted: edits on one survive a look at another, and leaving the page
          // with any of them unsaved asks first (the form kit's leave guard).
          size="large"
        >
          {FINANCIAL_TABS.map((id) => {
            const Content = TABS[id].content;
            return (
              <Tab
                key={id}
                id={id}
                title={intl.formatMessage({ id: TABS[id].titleId })}
                panel={
                  <div id={TAB_ANCHORS[id]} className="financial-tab-panel">
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
