import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { SETTINGS_TEMPLATE_NAME_MAX_LENGTH } from '../../../../server/contract/settings-templates';
import { CATEGORY_FILTERS, isCategoryFilter, type CategoryFilter } from './template-list';

export const TEMPLATE_SEARCH_ID = 'settings-templates-search';

interface TemplateToolbarProps {
  search: string;
  category: CategoryFilter;
  onSearch: (search: string) => void;
  onCategory: (category: CategoryFilter) => void;
}

/** The search over names and descriptions and the category filter (All and the three of §3). */
export function TemplateToolbar({ search, category, onSearch, onCategory }: TemplateToolbarProps) {
  const intl = useIntl();
  return (
    <div className="settings-templates-toolbar">
      <InputGroup
        id={TEMPLATE_SEARCH_ID}
        type="search"
        leftIcon="search"
        className="settings-templates-search"
        value={search}
        maxLength={SETTINGS_TEMPLATE_NAME_MAX_LENGTH}
        aria-label={intl.formatMessage({ id: 'settingsTemplates.search.label' })}
        placeholder={intl.formatMessage({ id: 'settingsTemplates.search.placeholder' })}
        onChange={(event) => onSearch(event.target.value)}
      />
      <HTMLSelect
        className="settings-templates-category"
        value={category}
        aria-label={intl.formatMessage({ id: 'settingsTemplates.category.label' })}
        options={CATEGORY_FILTERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `settingsTemplates.category.${value}` }),
        }))}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCategoryFilter(next)) onCategory(next);
        }}
      />
    </div>
  );
}
