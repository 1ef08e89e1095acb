import { Button, HTMLTable, Icon, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import type { MessageId } from '../../i18n/en';
import { reasonText } from './reason-text';
import { LogTime } from './LogTime';
import { templateName } from './template-name';
import { StatusTag, TYPE_ICON } from './StatusTag';

interface LogTableProps {
  logs: readonly NotificationLog[];
  now: Date;
  /** The entry being resent, if any: its button shows it is busy. */
  resendingId: string | null;
  onView: (log: NotificationLog) => void;
  onResend: (log: NotificationLog) => void;
}

/** How a row names its recipient to a screen reader: the person, else the address or number. */
export const recipientLabel = (log: NotificationLog): string => log.recipientName ?? log.recipient;

/**
 * The spec's columns (part 3 §2): Status, Type, Recipient, Template (or 'Custom'), Time, Retries,
 * Actions. A failed row also says why under its status, and only failed rows offer Resend (§4).
 */
export function LogTable({ logs, now, resendingId, onView, onResend }: LogTableProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="settings-table-scroll">
      <HTMLTable className="settings-table notification-logs-table" compact striped>
        <caption className="visually-hidden">{text('notificationLogs.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="notification-logs-status-column">
              {text('notificationLogs.column.status')}
            </th>
            <th scope="col">{text('notificationLogs.column.type')}</th>
            <th scope="col">{text('notificationLogs.column.recipient')}</th>
            <th scope="col">{text('notificationLogs.column.template')}</th>
            <th scope="col">{text('notificationLogs.column.time')}</th>
            <th scope="col" className="settings-number">
              {text('notificationLogs.column.retries')}
            </th>
            <th scope="col">{text('notificationLogs.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => {
            const recipient = recipientLabel(log);
            return (
              <tr key={log.id} data-log-id={log.id}>
                <td>
                  <StatusTag status={log.status} />
                  {log.status === 'failed' && log.error !== null && (
                    <FailureReason english={log.error} reason={log.errorReason} />
                  )}
                </td>
                <td>
                  <span className="notification-logs-type">
                    <Icon icon={TYPE_ICON[log.type]} size={14} aria-hidden />
                    {intl.formatMessage({ id: `notificationLogs.type.${log.type}` })}
                  </span>
                </td>
                <td className="notification-logs-recipient">
                  {log.recipientName !== null && (
                    <div className="notification-logs-recipient-name">{log.recipientName}</div>
                  )}
                  <div className="notification-logs-recipient-address" title={log.recipient}>
                    {log.recipient}
                  </div>
                </td>
                <td>
                  {log.template === null ? text('notificationLogs.template.custom') : templateName(intl, log.template)}
                </td>
                <td>
                  <LogTime log={log} now={now} />
                </td>
                <td className="settings-number">{intl.formatNumber(log.retryCount)}</td>
                <td>
                  <div className="settings-row-actions">
                    <Button
                      variant="minimal"
                      size="small"
                      icon="eye-open"
                      text={text('notificationLogs.view')}
                      aria-label={intl.formatMessage({ id: 'notificationLogs.view.label' }, { recipient })}
                      onClick={() => onView(log)}
                    />
                    {log.status === 'failed' && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="repeat"
                        intent={Intent.PRIMARY}
                        text={text('notificationLogs.resend')}
                        aria-label={intl.formatMessage({ id: 'notificationLogs.resend.label' }, { recipient })}
                        loading={resendingId === log.id}
                        disabled={resendingId !== null && resendingId !== log.id}
                        onClick={() => onResend(log)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Why a failed entry failed, on one line (the whole sentence on hover), in the reader's language. */
function FailureReason({ english, reason }: { english: string; reason: NotificationLog['errorReason'] }) {
  const text = reasonText(useIntl(), english, reason);
  return (
    <div className="notification-logs-error" title={text}>
      {text}
    </div>
  );
}
