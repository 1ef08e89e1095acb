import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH, type SetupBody } from '../../../../server/contract/auth';
import type { RoleSummary } from '../../../../server/contract/team';
import { useAddTeamMember } from '../../api/team';
import { useNotify } from '../../components/toaster/useNotify';

type TextField = keyof Pick<SetupBody, 'firstName' | 'lastName' | 'email' | 'password'>;

const FIELDS: readonly { field: TextField; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'off' },
  { field: 'lastName', type: 'text', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: Record<TextField, string> = { firstName: '', lastName: '', email: '', password: '' };

/** The least powerful role is the safe default for someone new. */
function defaultRoleId(roles: readonly RoleSummary[]): string {
  return [...roles].sort((a, b) => a.rank - b.rank)[0]?.id ?? '';
}

interface AddTeamMemberDialogProps {
  isOpen: boolean;
  roles: readonly RoleSummary[];
  onClose: () => void;
}

export function AddTeamMemberDialog({ isOpen, roles, onClose }: AddTeamMemberDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const add = useAddTeamMember();
  const [values, setValues] = useState(EMPTY);
  const [roleId, setRoleId] = useState('');
  const chosenRole = roleId || defaultRoleId(roles);

  const labelIds = {
    firstName: 'team.dialog.firstName',
    lastName: 'team.dialog.lastName',
    email: 'team.dialog.email',
    password: 'team.dialog.password',
  } as const;
  const complete =
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    values.email.trim() !== '' &&
    values.password.length >= PASSWORD_MIN_LENGTH &&
    chosenRole !== '';

  function close() {
    setValues(EMPTY);
    setRoleId('');
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        roleId: chosenRole,
      },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'team.toast.added' }));
          close();
        },
        onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.addFailed' }), error),
      },
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} title={intl.formatMessage({ id: 'team.dialog.title' })} icon="new-person">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {FIELDS.map(({ field, type, autoComplete }) => (
            <FormGroup
              key={field}
              label={intl.formatMessage({ id: labelIds[field] })}
              labelFor={`add-member-${field}`}
              helperText={
                field === 'password'
                  ? intl.formatMessage({ id: 'team.dialog.passwordHelp' }, { min: PASSWORD_MIN_LENGTH })
                  : undefined
              }
            >
              <InputGroup
                id={`add-member-${field}`}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                required
              />
            </FormGroup>
          ))}
          <FormGroup label={intl.formatMessage({ id: 'team.dialog.role' })} labelFor="add-member-role">
            <HTMLSelect
              id="add-member-role"
              fill
              value={chosenRole}
              onChange={(event) => setRoleId(event.target.value)}
            >
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.displayName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'team.cancel' })} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={add.isPending}
                disabled={!complete}
                text={intl.formatMessage({ id: 'team.dialog.submit' })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
