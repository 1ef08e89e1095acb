import { Button, ButtonGroup, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../../../server/contract/message-templates';
import { tabPanelProps } from '../../components/tab-panel';
import type { MessageId } from '../../i18n/en';
import { TEMPLATE_TABS, type TemplateTab } from './template-list';
import type { TemplateView } from './view-atom';

const TAB_TITLE: Readonly<Record<TemplateTab, MessageId>> = {
  all: 'systemTemplates.tab.all',
  sms: 'systemTemplates.tab.sms',
  email: 'systemTemplates.tab.email',
};

const TABS_ID = 'system-templates-tabs';

/** The list under the tabs is the chosen tab's panel (components/tab-panel.ts). */
export const templateTabPanelProps = (tab: TemplateTab) => tabPanelProps(TABS_ID, tab);

interface TemplateToolbarProps {
  tab: TemplateTab;
  /** Each tab's count; null while the list loads. */
  counts: Readonly<Record<TemplateTab, number>> | null;
  search: string;
  view: TemplateView;
  onTab: (tab: TemplateTab) => void;
  onSearch: (search: string) => void;
  onView: (view: TemplateView) => void;
}

/** The tabs All, SMS and Email with their counts, the search, and the list or card view (§2). */
export function TemplateToolbar({ tab, counts, search, view, onTab, onSearch, onView }: TemplateToolbarProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="system-templates-toolbar">
      <Tabs
        id={TABS_ID}
        selectedTabId={tab}
        onChange={(next) => onTab(next as TemplateTab)}
        className="system-templates-tabs"
      >
        {TEMPLATE_TABS.map((id) => (
          <Tab key={id} id={id} title={text(TAB_TITLE[id])} tagContent={counts === null ? undefined : counts[id]} />
        ))}
      </Tabs>
      <InputGroup
        type="search"
        leftIcon="search"
        className="system-templates-search"
        value={search}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        aria-label={text('systemTemplates.search.label')}
        placeholder={text('systemTemplates.search.placeholder')}
        onChange={(event) => onSearch(event.target.value)}
      />
      <ButtonGroup role="group" aria-label={text('systemTemplates.view.label')}>
        <Button
          icon="list"
          text={text('systemTemplates.view.list')}
          active={view === 'list'}
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
        />
        <Button
          icon="grid-view"
          text={text('systemTemplates.view.cards')}
          active={view === 'cards'}
          aria-pressed={view === 'cards'}
          onClick={() => onView('cards')}
        />
      </ButtonGroup>
    </div>
  );
}
