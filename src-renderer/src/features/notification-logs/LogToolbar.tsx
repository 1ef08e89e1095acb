import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { LOG_SEARCH_MAX, type MessageChannel, type MessageStatus } from '../../../../server/contract/notification-logs';
import { STATUS_OPTIONS, TYPE_OPTIONS, type LogFilters } from './filters';

interface LogToolbarProps {
  /** What is in the search box now (the list follows it once typing settles). */
  typed: string;
  filters: LogFilters;
  refreshing: boolean;
  onType: (text: string) => void;
  onFilters: (filters: LogFilters) => void;
  onRefresh: () => void;
}

const ALL = '';

/** Search by recipient, the type and status filters, and Refresh (spec part 3 §2). */
export function LogToolbar({ typed, filters, refreshing, onType, onFilters, onRefresh }: LogToolbarProps) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'notificationLogs.filter.all' });
  return (
    <div className="notification-logs-toolbar">
      <InputGroup
        type="search"
        leftIcon="search"
        className="notification-logs-search"
        value={typed}
        maxLength={LOG_SEARCH_MAX}
        aria-label={intl.formatMessage({ id: 'notificationLogs.search.label' })}
        placeholder={intl.formatMessage({ id: 'notificationLogs.search.placeholder' })}
        onChange={(event) => onType(event.target.value)}
      />
      <div className="notification-logs-filter">
        <label htmlFor="notification-logs-type">{intl.formatMessage({ id: 'notificationLogs.filter.type' })}</label>
        <HTMLSelect
          id="notification-logs-type"
          value={filters.type ?? ALL}
          options={[
            { value: ALL, label: all },
            ...TYPE_OPTIONS.map((type) => ({
              value: type,
              label: intl.formatMessage({ id: `notificationLogs.type.${type}` }),
            })),
          ]}
          onChange={(event) =>
            onFilters({ ...filters, type: event.target.value === ALL ? null : (event.target.value as MessageChannel) })
          }
        />
      </div>
      <div className="notification-logs-filter">
        <label htmlFor="notification-logs-status">{intl.formatMessage({ id: 'notificationLogs.filter.status' })}</label>
        <HTMLSelect
          id="notification-logs-status"
          value={filters.status ?? ALL}
          options={[
            { value: ALL, label: all },
            ...STATUS_OPTIONS.map((status) => ({
              value: status,
              label: intl.formatMessage({ id: `notificationLogs.status.${status}` }),
            })),
          ]}
          onChange={(event) =>
            onFilters({
              ...filters,
              status: event.target.value === ALL ? null : (event.target.value as MessageStatus),
            })
          }
        />
      </div>
      <Button
        icon="refresh"
        text={intl.formatMessage({ id: 'notificationLogs.refresh' })}
        loading={refreshing}
        onClick={onRefresh}
      />
    </div>
  );
}
