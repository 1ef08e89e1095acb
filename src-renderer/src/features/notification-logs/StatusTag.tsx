import { Intent, Tag, type IconName } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageChannel, MessageStatus } from '../../../../server/contract/notification-logs';

/** The colour of each status: failed stands out, delivered reads as done, cancelled as neutral. */
export const STATUS_INTENT: Record<MessageStatus, Intent> = {
  pending: Intent.WARNING,
  sent: Intent.PRIMARY,
  delivered: Intent.SUCCESS,
  failed: Intent.DANGER,
  cancelled: Intent.NONE,
};

export const TYPE_ICON: Record<MessageChannel, IconName> = {
  email: 'envelope',
  sms: 'mobile-phone',
  push: 'notifications',
};

export function StatusTag({ status }: { status: MessageStatus }) {
  const intl = useIntl();
  return (
    <Tag
      minimal
      intent={STATUS_INTENT[status]}
      className={`notification-logs-status notification-logs-status-${status}`}
    >
      {intl.formatMessage({ id: `notificationLogs.status.${status}` })}
    </Tag>
  );
}
