import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressTabs } from '../../components/AddressTabs';
import { PageHeader } from '../../components/PageHeader';
import { ContactSupportDialog } from './ContactSupportDialog';
import { findGuide } from './guides';
import { GuideDialog } from './GuideDialog';
import { GuidesTab } from './GuidesTab';
import { useHelpAddress } from './help-address';
import './help.css';
import './icons';
import { FaqsTab, ShortcutsTab } from './OtherTabs';
import { HELP_TABS } from './page-tabs';
import { NeedMoreHelp } from './NeedMoreHelp';
import { QuickCards } from './QuickCards';
import { SearchResults } from './SearchResults';
import { filterHelp, useHelpContent } from './useHelpContent';

const TAB_CONTENT = {
  guides: { titleId: 'help.tab.guides', content: GuidesTab },
  faqs: { titleId: 'help.tab.faqs', content: FaqsTab },
  shortcuts: { titleId: 'help.tab.shortcuts', content: ShortcutsTab },
} as const;

/**
 * Help & Documentation (spec part 3 §2): search, the four quick cards, the three tabs, and 'Need
 * more help?'. A search shows what it found of all three kinds at once instead of the tabs.
 */
export function HelpPage() {
  const intl = useIntl();
  const content = useHelpContent();
  const address = useHelpAddress();
  const [contactOpen, setContactOpen] = useState(false);
  const searching = address.query.trim() !== '';
  const openGuide = content.guides.find((item) => item.guide.id === findGuide(address.guideId)?.id);

  return (
    <div className="help-page">
      <PageHeader
        title={intl.formatMessage({ id: 'section.help' })}
        subtitle={intl.formatMessage({ id: 'help.subtitle' })}
      />
      <InputGroup
        type="search"
        leftIcon="search"
        size="large"
        className="help-search"
        value={address.query}
        onValueChange={address.setQuery}
        placeholder={intl.formatMessage({ id: 'help.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'help.search.label' })}
      />
      <QuickCards onContact={() => setContactOpen(true)} />
      {searching ? (
        <SearchResults
          query={address.query.trim()}
          found={filterHelp(content, address.query, intl.locale)}
          onOpenGuide={address.openGuide}
          onClear={() => address.setQuery('')}
        />
      ) : (
        <AddressTabs id="help-tabs" spec={HELP_TABS} content={TAB_CONTENT} panelClassName="help-tab-panel" />
      )}
      <NeedMoreHelp onContact={() => setContactOpen(true)} />
      <GuideDialog item={openGuide} onClose={address.closeGuide} />
      <ContactSupportDialog isOpen={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
