import { Dialog, DialogBody, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SubmitFooter } from '../../../components/form/SubmitFooter';
import { useDisableTwoFactor } from '../../../api/account';
import { useNotify } from '../../../components/toaster/useNotify';

interface DisableTwoFactorDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Turning two-factor off asks for the current password first (issue 8): an unattended signed-in
 * screen must not be enough to remove the second factor. Wrong passwords count towards the same
 * lock as sign-in, so the server's message (a 403 or the lockout) is shown as it comes.
 */
export function DisableTwoFactorDialog({ isOpen, onClose }: DisableTwoFactorDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');

  function close() {
    setPassword('');
    disable.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return;
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'security.toast.disabled' }));
          close();
        },
        onError: (error) => {
          setPassword('');
          notify.failure(
            intl.formatMessage({ id: 'security.toast.disableFailed' }),
            error,
            intl.formatMessage({ id: 'security.toast.disableFailedBody' }),
          );
        },
      },
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: 'security.twoFactor.disableTitle' })}
      icon="shield"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <p>{intl.formatMessage({ id: 'security.twoFactor.disableBody' })}</p>
          <FormGroup
            label={intl.formatMessage({ id: 'security.password.current' })}
            labelFor="two-factor-disable-password"
          >
            <InputGroup
              id="two-factor-disable-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
          </FormGroup>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'security.twoFactor.disableSubmit' })}
          onCancel={close}
          intent={Intent.DANGER}
          loading={disable.isPending}
          disabled={password === ''}
        />
      </form>
    </Dialog>
  );
}
