import { Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { unmetPasswordRules } from '../../../../server/contract/password-rules';
import { DEFAULT_SECURITY_POLICY } from '../../../../server/contract/security-policy';
import { usePasswordRules } from '../../api/account';
import { PasswordRulesList } from '../account/security/PasswordRulesList';
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
  // The organization's password rules (the security policy), as the server checks them.
  const rules = usePasswordRules().data ?? DEFAULT_SECURITY_POLICY.passwordPolicy;
  const complete = unmetPasswordRules(rules, password).length === 0;

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
            helperText={<PasswordRulesList rules={rules} password={password} />}
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
