import { Button, Callout, Card, Icon, Intent, Tag, type IconName } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ProviderStatus } from '../../../../server/contract/notification-settings';
import { SectionLoading } from '../../components/FullPageLoading';
import type { MessageId } from '../../i18n/en';
import { CHANNELS, useProviderStatus, type Channel } from './api';
import { providerName } from './connection-outcome';
import { ANCHORS } from './anchors';

const LOOK: Readonly<Record<Channel, { icon: IconName; nameId: MessageId; setUpId: MessageId; editId: MessageId }>> = {
  email: {
    icon: 'envelope',
    nameId: 'bookingNotifications.providers.email',
    setUpId: 'bookingNotifications.providers.setUp.email',
    editId: 'bookingNotifications.providers.edit.email',
  },
  sms: {
    icon: 'mobile-phone',
    nameId: 'bookingNotifications.providers.sms',
    setUpId: 'bookingNotifications.providers.setUp.sms',
    editId: 'bookingNotifications.providers.edit.sms',
  },
  push: {
    icon: 'notifications',
    nameId: 'bookingNotifications.providers.push',
    setUpId: 'bookingNotifications.providers.setUp.push',
    editId: 'bookingNotifications.providers.edit.push',
  },
};

/**
 * Provider status (spec part 2 §2, §3): for email, SMS and push, the chosen provider and whether it
 * is connected, each with Set up or Edit opening its connection dialog.
 */
export function ProviderStatusCard({ onOpen }: { onOpen: (channel: Channel) => void }) {
  const intl = useIntl();
  const status = useProviderStatus();
  return (
    <Card className="settings-card" role="region" aria-labelledby="booking-notifications-providers-title">
      <h2 id="booking-notifications-providers-title" className="settings-card-title">
        <span id={ANCHORS.providers} tabIndex={-1}>
          {intl.formatMessage({ id: 'bookingNotifications.providers.title' })}
        </span>
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage({ id: 'bookingNotifications.providers.description' })}
      </p>
      {status.isError ? (
        <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="settings-callout">
          <p>{intl.formatMessage({ id: 'bookingNotifications.providers.loadFailed' })}</p>
          <Button
            icon="refresh"
            text={intl.formatMessage({ id: 'query.retry' })}
            onClick={() => void status.refetch()}
          />
        </Callout>
      ) : status.data === undefined ? (
        <SectionLoading />
      ) : (
        <ul className="booking-notifications-providers">
          {CHANNELS.map((channel) => (
            <ProviderRow key={channel} channel={channel} state={status.data[channel]} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProviderRow({
  channel,
  state,
  onOpen,
}: {
  channel: Channel;
  state: ProviderStatus[Channel];
  onOpen: (channel: Channel) => void;
}) {
  const intl = useIntl();
  const look = LOOK[channel];
  const nameId = `booking-notifications-provider-${channel}`;
  return (
    <li className="booking-notifications-provider" data-channel={channel}>
      <Icon icon={look.icon} className="booking-notifications-provider-icon" aria-hidden />
      <div className="booking-notifications-provider-text">
        <span id={nameId} className="booking-notifications-provider-channel">
          {intl.formatMessage({ id: look.nameId })}
        </span>
        <span className="booking-notifications-provider-name">{providerName(state.provider)}</span>
      </div>
      <Tag
        minimal
        round
        intent={state.connected ? Intent.SUCCESS : Intent.NONE}
        icon={state.connected ? 'tick-circle' : 'disable'}
        className="booking-notifications-provider-state"
      >
        {intl.formatMessage({
          id: state.connected
            ? 'bookingNotifications.providers.connected'
            : 'bookingNotifications.providers.notConnected',
        })}
      </Tag>
      <Button
        icon={state.connected ? 'edit' : 'add'}
        variant="outlined"
        text={intl.formatMessage({
          id: state.connected ? 'bookingNotifications.providers.edit' : 'bookingNotifications.providers.setUp',
        })}
        aria-label={intl.formatMessage({ id: state.connected ? look.editId : look.setUpId })}
        onClick={() => onOpen(channel)}
      />
    </li>
  );
}
