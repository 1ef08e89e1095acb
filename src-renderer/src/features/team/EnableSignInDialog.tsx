import { Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../../server/contract/auth';
import type { TeamUser } from '../../../../server/contract/team';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { useEnableSignIn } from './practitioner-api';

interface EnableSignInDialogProps {
  /** The member to give sign-in; null when the dialog is closed. */
  member: TeamUser | null;
  name: string;
  onClose: () => void;
}

/** Gives a member who does not sign in an initial password, so they can (they change it under Security). */
export function EnableSignInDialog({ member, name, onClose }: EnableSignInDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const enable = useEnableSignIn();
  const [password, setPassword] = useState('');
  const complete = password.length >= PASSWORD_MIN_LENGTH;

  function close() {
    setPassword('');
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (member === null || !complete || enable.isPending) return;
    enable.mutate(
      { member, password },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'practitioners.signIn.toast.given' }, { name }));
          close();
        },
        onError: (error) => notify.failure(intl.formatMessage({ id: 'practitioners.signIn.toast.failed' }), error),
      },
    );
  }

  return (
    <Dialog
      isOpen={member !== null}
      onClose={close}
      title={intl.formatMessage({ id: 'practitioners.signIn.title' }, { name })}
      icon="key"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <p>{intl.formatMessage({ id: 'practitioners.signIn.body' }, { email: member?.email ?? '' })}</p>
          <FormGroup
            label={intl.formatMessage({ id: 'team.dialog.password' })}
            labelFor="enable-sign-in-password"
            helperText={intl.formatMessage({ id: 'team.dialog.passwordHelp' }, { min: PASSWORD_MIN_LENGTH })}
          >
            <InputGroup
              id="enable-sign-in-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </FormGroup>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'practitioners.signIn.submit' })}
          onCancel={close}
          loading={enable.isPending}
          disabled={!complete}
        />
      </form>
    </Dialog>
  );
}
