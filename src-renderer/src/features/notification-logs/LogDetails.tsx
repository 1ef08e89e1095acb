import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { PROVIDER_DISPLAY_NAMES } from '../../../../server/contract/notification-settings';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';
import { metadataNotes, type MetadataNote } from './metadata';
import { reasonText } from './reason-text';
import { StatusTag } from './StatusTag';
import { templateName } from './template-name';

interface LogDetailsProps {
  log: NotificationLog;
  /** Opens another entry in the dialog (the original of a resend). */
  onOpen: (id: string) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="notification-logs-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const isKnownProvider = (name: string): name is keyof typeof PROVIDER_DISPLAY_NAMES => name in PROVIDER_DISPLAY_NAMES;
/** As people know it ("Twilio"); a name the product does not know is shown as stored. */
const providerName = (name: string | null) =>
  name === null ? null : isKnownProvider(name) ? PROVIDER_DISPLAY_NAMES[name] : name;

/**
 * Every field of one entry. The subject, the message and the error are shown as text, never as
 * markup: they hold what a client or a provider wrote, and a `<script>` in them stays words.
 * Times are in the user's time zone, as their preferences say.
 */
export function LogDetails({ log, onOpen }: LogDetailsProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  const when = (iso: string | null) =>
    iso === null
      ? intl.formatMessage({ id: 'notificationLogs.detail.notYet' })
      : formatDateTime(new Date(iso), display);
  const none = intl.formatMessage({ id: 'notificationLogs.detail.none' });
  const notes = metadataNotes(log.metadata);
  const error = log.error === null ? null : reasonText(intl, log.error, log.errorReason);

  function note(item: MetadataNote): ReactNode {
    switch (item.kind) {
      case 'resendOf':
        return (
          <>
            {intl.formatMessage({ id: 'notificationLogs.meta.resendOf' })}{' '}
            <Button
              variant="minimal"
              size="small"
              intent={Intent.PRIMARY}
              text={intl.formatMessage({ id: 'notificationLogs.meta.viewOriginal' })}
              onClick={() => onOpen(item.id)}
            />
          </>
        );
      case 'fallback':
        return (
          <>
            {intl.formatMessage({ id: 'notificationLogs.meta.fallback' }, { from: item.from, to: log.type })}
            {item.reason !== null && (
              <>
                {' '}
                {intl.formatMessage(
                  { id: 'notificationLogs.meta.fallbackReason' },
                  {
                    reason: reasonText(
                      intl,
                      item.reason,
                      item.reasonKey === null ? null : { key: item.reasonKey, values: {} },
                    ),
                  },
                )}
              </>
            )}
          </>
        );
      case 'appointment':
        return item.start === null
          ? intl.formatMessage({ id: 'notificationLogs.meta.appointmentUnknownTime' })
          : intl.formatMessage({ id: 'notificationLogs.meta.appointment' }, { time: when(item.start) });
      case 'digest':
        return intl.formatMessage({ id: 'notificationLogs.meta.digestItems' }, { count: item.items });
      case 'other':
        return intl.formatMessage({ id: 'notificationLogs.meta.other' }, { key: item.key, value: item.value });
    }
  }

  return (
    <div className="notification-logs-details">
      {log.status === 'failed' && log.error !== null && (
        <Callout intent={Intent.DANGER} icon="error" className="notification-logs-detail-error">
          <strong>{intl.formatMessage({ id: 'notificationLogs.detail.error' })}</strong>
          <p>{error}</p>
        </Callout>
      )}
      {log.status === 'pending' && (
        <p className="settings-hint" role="status">
          {intl.formatMessage({ id: 'notificationLogs.detail.pendingHint' })}
        </p>
      )}
      <dl className="notification-logs-facts">
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.status' })}>
          <StatusTag status={log.status} />
        </Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.type' })}>
          {intl.formatMessage({ id: `notificationLogs.type.${log.type}` })}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.event' })}>
          {intl.formatMessage({ id: `notificationLogs.event.${log.event}` })}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.recipient' })}>
          {log.recipientName !== null && <div>{log.recipientName}</div>}
          <div className="notification-logs-break">{log.recipient}</div>
        </Fact>
        {log.subject !== null && (
          <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.subject' })}>{log.subject}</Fact>
        )}
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.template' })}>
          {log.template === null
            ? intl.formatMessage({ id: 'notificationLogs.template.custom' })
            : intl.formatMessage(
                { id: 'notificationLogs.detail.templateWithSubtype' },
                { name: templateName(intl, log.template), subtype: log.template.subtype },
              )}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.provider' })}>
          {providerName(log.provider) ?? none}
        </Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.created' })}>{when(log.createdAt)}</Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.scheduled' })}>{when(log.scheduledFor)}</Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.sent' })}>{when(log.sentAt)}</Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.delivered' })}>{when(log.deliveredAt)}</Fact>
        <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.retries' })}>
          {intl.formatNumber(log.retryCount)}
        </Fact>
        {log.status !== 'failed' && log.error !== null && (
          // A message that went after a failed attempt keeps the attempt's error: say it too.
          <Fact label={intl.formatMessage({ id: 'notificationLogs.detail.error' })}>{error}</Fact>
        )}
      </dl>
      <section className="notification-logs-message">
        <h3 id={`log-${log.id}-content`} className="notification-logs-detail-heading">
          {intl.formatMessage({ id: 'notificationLogs.detail.content' })}
        </h3>
        {/* Long messages scroll inside the dialog; the box takes focus so the keyboard can scroll it. */}
        <div className="notification-logs-content" tabIndex={0} role="group" aria-labelledby={`log-${log.id}-content`}>
          {log.content}
        </div>
      </section>
      {notes.length > 0 && (
        <section aria-labelledby={`log-${log.id}-notes`}>
          <h3 id={`log-${log.id}-notes`} className="notification-logs-detail-heading">
            {intl.formatMessage({ id: 'notificationLogs.detail.notes' })}
          </h3>
          <ul className="notification-logs-notes">
            {notes.map((item, index) => (
              <li key={`${item.kind}-${index}`}>{note(item)}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
