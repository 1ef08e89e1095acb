import { Checkbox, Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SubmitFooter } from '../../../components/form/SubmitFooter';
import { DEFAULT_SECURITY_POLICY } from '../../../../../server/contract/security-policy';
import { unmetPasswordRules } from '../../../../../server/contract/password-rules';
import { useChangePassword, usePasswordRules } from '../../../api/account';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { readableError } from '../../../components/form/form-errors';
import { PasswordRulesList } from './PasswordRulesList';

interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const EMPTY = { current: '', next: '', confirm: '', keepOtherSessions: false };

/** How a refusal names the body's fields: by the labels the dialog shows. */
const LABELS: Readonly<Record<string, MessageId>> = {
  currentPassword: 'security.password.current',
  newPassword: 'security.password.new',
};

/**
 * Part 1 §5: submit is off until the current and the new password are filled; the new one and its
 * confirmation must match and meet the organization's password rules (8 characters and more by
 * default, issue 18's security policy), checked here before the server checks the current password. Other devices are signed out with the change (whoever knew the old password
 * may be on one) unless the person ticks "Keep me signed in on other devices"; this one stays.
 */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const change = useChangePassword();
  // The organization's rules (the security policy); the defaults until they have loaded.
  const rules = usePasswordRules().data ?? DEFAULT_SECURITY_POLICY.passwordPolicy;
  const [values, setValues] = useState(EMPTY);
  const labelOf = (field: string) => {
    const id = LABELS[field];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  function close() {
    setValues(EMPTY);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      notify.danger(
        intl.formatMessage({ id: 'security.toast.passwordMismatch' }),
        intl.formatMessage({ id: 'security.toast.passwordMismatchBody' }),
      );
      return;
    }
    const unmet = unmetPasswordRules(rules, values.next);
    if (unmet.includes('minLength')) {
      notify.danger(
        intl.formatMessage({ id: 'security.toast.passwordShort' }),
        intl.formatMessage({ id: 'security.toast.passwordShortBody' }, { min: rules.minLength }),
      );
      return;
    }
    if (unmet.length > 0) {
      notify.danger(
        intl.formatMessage({ id: 'security.toast.passwordRules' }),
        intl.formatMessage({ id: 'security.toast.passwordRulesBody' }),
      );
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next, keepOtherSessions: values.keepOtherSessions },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'security.toast.passwordChanged' }));
          close();
        },
        onError: (error) =>
          notify.failure(
            intl.formatMessage({ id: 'security.toast.passwordFailed' }),
            readableError(intl, error, labelOf),
            intl.formatMessage({ id: 'security.toast.passwordFailedBody' }),
          ),
      },
    );
  }

  const fields = [
    { key: 'current', labelId: 'security.password.current', autoComplete: 'current-password' },
    { key: 'next', labelId: 'security.password.new', autoComplete: 'new-password' },
    { key: 'confirm', labelId: 'security.password.confirm', autoComplete: 'new-password' },
  ] as const;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: 'security.password.dialogTitle' })}
      icon="key"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {fields.map(({ key, labelId, autoComplete }) => (
            <FormGroup
              key={key}
              label={intl.formatMessage({ id: labelId })}
              labelFor={`password-${key}`}
              helperText={key === 'next' ? <PasswordRulesList rules={rules} password={values.next} /> : undefined}
            >
              <InputGroup
                id={`password-${key}`}
                type="password"
                autoComplete={autoComplete}
                value={values[key]}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                autoFocus={key === 'current'}
              />
            </FormGroup>
          ))}
          <Checkbox
            checked={values.keepOtherSessions}
            label={intl.formatMessage({ id: 'security.password.keepOthers' })}
            onChange={(event) => {
              const keepOtherSessions = event.currentTarget.checked;
              setValues((current) => ({ ...current, keepOtherSessions }));
            }}
          />
          <p className="settings-hint">
            {intl.formatMessage({
              id: values.keepOtherSessions ? 'security.password.keepOthersHelp' : 'security.password.endOthersHelp',
            })}
          </p>
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'security.password.submit' })}
          onCancel={close}
          loading={change.isPending}
          disabled={values.current === '' || values.next === ''}
        />
      </form>
    </Dialog>
  );
}
