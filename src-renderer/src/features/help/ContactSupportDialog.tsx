import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../components/toaster/useNotify';
import { useServerVersion } from './api';
import { browserAndSystem, supportDetailsText, type SupportDetail } from './support-details';

interface ContactSupportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The moment the details describe; now unless a test fixes it. */
  now?: Date;
  usePortal?: boolean;
}

/**
 * Contact support (the Contact Support card and Chat with Support): the facts whoever helps will
 * ask for first, shown and copied in one go. This app has no support desk of its own; the dialog
 * says to send them to whoever looks after it.
 */
export function ContactSupportDialog({ isOpen, onClose, now, usePortal = true }: ContactSupportDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { organization } = useSession();
  const version = useServerVersion();
  const text = (id: MessageId) => intl.formatMessage({ id });

  // Copy sends the details of the render on screen, so what is copied is what is shown.
  const openedAt = now ?? new Date();
  const versionText =
    version.data ?? text(version.isError ? 'help.support.versionUnknown' : 'help.support.versionLoading');
  const details: SupportDetail[] = [
    { label: text('help.support.version'), value: versionText },
    {
      label: text('help.support.browser'),
      value: browserAndSystem(typeof navigator === 'undefined' ? undefined : navigator),
    },
    { label: text('help.support.organization'), value: `${organization.name} (${organization.slug})` },
    {
      label: text('help.support.time'),
      value: `${intl.formatDate(openedAt, { dateStyle: 'medium', timeStyle: 'long' })} (${openedAt.toISOString()})`,
    },
  ];

  function copy() {
    navigator.clipboard.writeText(supportDetailsText(details)).then(
      () => notify.success(text('help.support.copied')),
      () => notify.danger(text('help.support.copyFailed')),
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text('help.support.title')} icon="chat" usePortal={usePortal}>
      <DialogBody>
        <p>{text('help.support.intro')}</p>
        <dl className="help-support-details">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <p className="help-muted">{text('help.support.whom')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text('help.support.close')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="clipboard" text={text('help.support.copy')} onClick={copy} />
          </>
        }
      />
    </Dialog>
  );
}
