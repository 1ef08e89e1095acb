import { Tab, Tabs } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import type { MessageId } from '../i18n/en';
import { TAB_PARAM, tabOfAddress, type AddressTabsSpec } from './address-tabs';

interface AddressTabsProps<T extends string> {
  id: string;
  spec: AddressTabsSpec<T>;
  content: Readonly<Record<T, { titleId: MessageId; content: ComponentType }>>;
  panelClassName: string;
}

/**
 * A page's large tabs, the chosen one kept in the address (address-tabs.ts). Every tab stays
 * mounted: edits on one survive a look at another, and leaving the page with any of them unsaved
 * asks first (the form kit's leave guard).
 */
export function AddressTabs<T extends string>({ id, spec, content, panelClassName }: AddressTabsProps<T>) {
  const intl = useIntl();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const selected = tabOfAddress(spec, params, hash);

  function choose(next: T) {
    const nextParams = new URLSearchParams(params);
    if (next === spec.tabs[0]) nextParams.delete(TAB_PARAM);
    else nextParams.set(TAB_PARAM, next);
    // Replacing the entry drops a search result's anchor, which would otherwise keep its tab chosen.
    setParams(nextParams, { replace: true });
  }

  return (
    <Tabs id={id} selectedTabId={selected} onChange={(next) => choose(next as T)} size="large">
      {spec.tabs.map((tab) => {
        const Content = content[tab].content;
        return (
          <Tab
            key={tab}
            id={tab}
            title={intl.formatMessage({ id: content[tab].titleId })}
            panel={
              // The anchor search results land on: the page opens this tab for it.
              <div id={spec.anchors[tab]} className={panelClassName}>
                <Content />
              </div>
            }
          />
        );
      })}
    </Tabs>
  );
}
