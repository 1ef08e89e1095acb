import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface MaintenanceDialogProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Off in tests, which render the dialog where it stands. */
  usePortal?: boolean;
}

/**
 * Asked before the save that turns maintenance mode on: who will be kept out and what closes. Built
 * like components/ConfirmDialog (an alertdialog named by its question), which has no way to render
 * in place for a page test.
 */
export function MaintenanceDialog({ isOpen, onConfirm, onCancel, usePortal = true }: MaintenanceDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={intl.formatMessage({ id: 'systemConfig.maintenanceDialog.title' })}
      role="alertdialog"
      isCloseButtonShown={false}
      className="confirm-dialog"
      usePortal={usePortal}
    >
      <DialogBody>
        <p>{intl.formatMessage({ id: 'systemConfig.maintenanceDialog.keptOut' })}</p>
        <p>{intl.formatMessage({ id: 'systemConfig.maintenanceDialog.booking' })}</p>
        <p>{intl.formatMessage({ id: 'systemConfig.maintenanceDialog.admins' })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={intl.formatMessage({ id: 'systemConfig.maintenanceDialog.cancel' })} onClick={onCancel} />
            <Button
              intent={Intent.WARNING}
              text={intl.formatMessage({ id: 'systemConfig.maintenanceDialog.confirm' })}
              onClick={onConfirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
