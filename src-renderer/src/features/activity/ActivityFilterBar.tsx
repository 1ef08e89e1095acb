import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { ACTIVITY_ACTIONS, ACTIVITY_SECTIONS } from '../../../../server/contract/activity';
import type { MessageId } from '../../i18n/en';
import { STATUS_FILTERS, TIME_FILTERS, type FilterState } from './filters';

type Choices = Omit<FilterState, 'search'>;

interface ActivityFilterBarProps {
  /** What is typed in the search box (sent to the server once typing pauses). */
  searchText: string;
  choices: Choices;
  onSearchText: (text: string) => void;
  onChoices: (next: Choices) => void;
}

function Select({
  labelId,
  value,
  options,
  onChange,
}: {
  labelId: MessageId;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <label className="activity-filter">
      <span className="activity-filter-label">{intl.formatMessage({ id: labelId })}</span>
      <HTMLSelect value={value} options={options} onChange={(event) => onChange(event.currentTarget.value)} />
    </label>
  );
}

/** §2's search box and its four filters: section, action, time (§9) and status; 'all' filters nothing. */
export function ActivityFilterBar({ searchText, choices, onSearchText, onChoices }: ActivityFilterBarProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="activity-filters" role="search" aria-label={text('activity.filters.label')}>
      <InputGroup
        className="activity-search"
        type="search"
        leftIcon="search"
        value={searchText}
        placeholder={text('activity.search.placeholder')}
        aria-label={text('activity.search.label')}
        onValueChange={onSearchText}
      />
      <Select
        labelId="activity.filter.section"
        value={choices.section}
        options={[
          { value: 'all', label: text('activity.filter.section.all') },
          ...ACTIVITY_SECTIONS.map((section) => ({
            value: section,
            label: intl.formatMessage({ id: 'activity.sectionName' }, { section }),
          })),
        ]}
        onChange={(value) => onChoices({ ...choices, section: value as Choices['section'] })}
      />
      <Select
        labelId="activity.filter.action"
        value={choices.action}
        options={[
          { value: 'all', label: text('activity.filter.action.all') },
          ...ACTIVITY_ACTIONS.map((action) => ({
            value: action,
            label: intl.formatMessage({ id: 'activity.actionName' }, { action }),
          })),
        ]}
        onChange={(value) => onChoices({ ...choices, action: value as Choices['action'] })}
      />
      <Select
        labelId="activity.filter.time"
        value={choices.time}
        options={TIME_FILTERS.map((time) => ({ value: time, label: text(`activity.filter.time.${time}`) }))}
        onChange={(value) => onChoices({ ...choices, time: value as Choices['time'] })}
      />
      <Select
        labelId="activity.filter.status"
        value={choices.status}
        options={STATUS_FILTERS.map((status) => ({ value: status, label: text(`activity.filter.status.${status}`) }))}
        onChange={(value) => onChoices({ ...choices, status: value as Choices['status'] })}
      />
    </div>
  );
}
