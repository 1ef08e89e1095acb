import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH, type SetupBody } from '../../../../server/contract/auth';
import { mayGrantRole } from '../../../../server/contract/role-authority';
import type { CreateTeamUserBody, RoleSummary } from '../../../../server/contract/team';
import { useAddTeamMember } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../components/toaster/useNotify';
import { RoleGrantConfirm, weightyRole, type PendingGrant } from './RoleGrantConfirm';

type TextField = keyof Pick<SetupBody, 'firstName' | 'lastName' | 'email' | 'password'>;

const FIELDS: readonly { field: TextField; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'off' },
  { field: 'lastName', type: 'text', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: Record<TextField, string> = { firstName: '', lastName: '', email: '', password: '' };

/** The least powerful role the caller may give is the safe default for someone new. */
function defaultRoleId(roles: readonly RoleSummary[], grantable: (role: RoleSummary) => boolean): string {
  return [...roles].filter(grantable).sort((a, b) => a.rank - b.rank)[0]?.id ?? '';
}

interface AddTeamMemberDialogProps {
  isOpen: boolean;
  roles: readonly RoleSummary[];
  onClose: () => void;
}

export function AddTeamMemberDialog({ isOpen, roles, onClose }: AddTeamMemberDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const add = useAddTeamMember();
  const [values, setValues] = useState(EMPTY);
  const [roleId, setRoleId] = useState('');
  // Off: someone on the team who never signs in (a junior stylist); sign-in can be given later.
  const [canSignIn, setCanSignIn] = useState(true);
  const [confirming, setConfirming] = useState<PendingGrant | null>(null);
  // The server refuses the rest (contract/role-authority.ts); offering them would only end in a toast.
  const grantable = (role: RoleSummary) => mayGrantRole(user, role).ok;
  const chosenRole = roleId || defaultRoleId(roles, grantable);

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
    (!canSignIn || values.password.length >= PASSWORD_MIN_LENGTH) &&
    chosenRole !== '';

  function close() {
    setValues(EMPTY);
    setRoleId('');
    setCanSignIn(true);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || add.isPending) return;
    const body: CreateTeamUserBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      roleId: chosenRole,
      ...(canSignIn ? { password: values.password } : {}),
    };
    const role = roles.find((candidate) => candidate.id === chosenRole);
    const kind = role ? weightyRole(role) : null;
    if (role && kind) {
      setConfirming({
        kind,
        personName: `${body.firstName} ${body.lastName}`,
        roleDisplayName: role.displayName,
        apply: () => submit(body),
      });
      return;
    }
    submit(body);
  }

  function submit(body: CreateTeamUserBody) {
    add.mutate(body, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'team.toast.added' }));
        close();
      },
      onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.addFailed' }), error),
    });
  }

  function renderField({ field, type, autoComplete }: (typeof FIELDS)[number]) {
    return (
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
    );
  }

  return (
    <>
      <Dialog isOpen={isOpen} onClose={close} title={intl.formatMessage({ id: 'team.dialog.title' })} icon="new-person">
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            {FIELDS.filter(({ field }) => field !== 'password').map(renderField)}
            <FormGroup
              label={intl.formatMessage({ id: 'team.dialog.role' })}
              labelFor="add-member-role"
              helperText={intl.formatMessage({ id: chosenRole === '' ? 'team.dialog.noRole' : 'team.dialog.roleHelp' })}
            >
              <HTMLSelect
                id="add-member-role"
                fill
                value={chosenRole}
                onChange={(event) => setRoleId(event.target.value)}
              >
                {roles.map((role) => (
                  <option key={role.id} value={role.id} disabled={!grantable(role)}>
                    {role.displayName}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Switch
              role="switch"
              id="add-member-canSignIn"
              checked={canSignIn}
              label={intl.formatMessage({ id: 'practitioners.add.canSignIn' })}
              onChange={(event) => setCanSignIn(event.currentTarget.checked)}
            />
            {canSignIn ? (
              FIELDS.filter(({ field }) => field === 'password').map(renderField)
            ) : (
              <p className="settings-hint">{intl.formatMessage({ id: 'practitioners.add.noSignInHelp' })}</p>
            )}
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
      <RoleGrantConfirm pending={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
