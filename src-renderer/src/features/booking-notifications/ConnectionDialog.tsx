import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type {
  EmailConfiguration,
  PushConfiguration,
  SmsConfiguration,
} from '../../../../server/contract/notification-providers';
import type { EmailProvider } from '../../../../server/contract/notification-settings';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import type { MessageId } from '../../i18n/en';
import { useConnection, type Channel } from './api';
import { EmailConnectionForm } from './EmailConnectionForm';
import { PushConnectionForm } from './PushConnectionForm';
import { SmsConnectionForm } from './SmsConnectionForm';

const TITLES: Readonly<Record<Channel, MessageId>> = {
  email: 'bookingNotifications.dialog.email.title',
  sms: 'bookingNotifications.dialog.sms.title',
  push: 'bookingNotifications.dialog.push.title',
};

interface ConnectionDialogProps {
  channel: Channel;
  /** The email provider the customer settings name (a connection not set up yet starts with it). */
  chosenEmailProvider: EmailProvider;
  onClose: () => void;
}

/** Set up or edit one channel's provider connection; it reads the stored connection first. */
export function ConnectionDialog({ channel, chosenEmailProvider, onClose }: ConnectionDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: TITLES[channel] })}
      className="booking-notifications-dialog"
    >
      <DialogBody>
        <ConnectionContent channel={channel} chosenEmailProvider={chosenEmailProvider} />
      </DialogBody>
      <DialogFooter
        actions={<Button text={intl.formatMessage({ id: 'bookingNotifications.dialog.close' })} onClick={onClose} />}
      />
    </Dialog>
  );
}

/** The channel's form once its stored connection is read (exported for the page tests). */
export function ConnectionContent({
  channel,
  chosenEmailProvider,
}: Pick<ConnectionDialogProps, 'channel' | 'chosenEmailProvider'>) {
  const intl = useIntl();
  const connection = useConnection(channel);
  if (connection.isError) {
    return (
      <LoadFailure
        title={intl.formatMessage({ id: 'bookingNotifications.dialog.loadFailed' })}
        error={connection.error}
        onRetry={() => void connection.refetch()}
      />
    );
  }
  if (connection.data === undefined) return <SectionLoading />;
  switch (channel) {
    case 'email':
      return (
        <EmailConnectionForm
          connection={connection.data as EmailConfiguration | null}
          chosenProvider={chosenEmailProvider}
        />
      );
    case 'sms':
      return <SmsConnectionForm connection={connection.data as SmsConfiguration | null} />;
    default:
      return <PushConnectionForm connection={connection.data as PushConfiguration | null} />;
  }
}
