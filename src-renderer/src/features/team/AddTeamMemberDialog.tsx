import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { mayGrantRole } from '../../../../server/contract/role-authority';
import type { CreateTeamUserBody, RoleSummary } from '../../../../server/contract/team';
import { useAddTeamMember } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../components/toaster/useNotify';
import { newMemberBody, newMemberComplete, type NewMemberValues, type SignInChoice } from './member-sign-in';
import { RoleGrantConfirm, weightyRole, type PendingGrant } from './RoleGrantConfirm';
import { SignInChoiceField } from './SignInChoiceField';
import { roleText } from '../roles/role-names';

type TextField = keyof Omit<NewMemberValues, 'password'>;

const FIELDS: readonly { field: TextField; type: string }[] = [
  { field: 'firstName', type: 'text' },
  { field: 'lastName', type: 'text' },
  { field: 'email', type: 'email' },
];

const EMPTY: NewMemberValues = { firstName: '', lastName: '', email: '', password: '' };

/** The least powerful role the caller may give is the safe default for someone new. */
function defaultRoleId(roles: readonly RoleSummary[], grantable: (role: RoleSummary) => boolean): string {
  return [...roles].filter(grantable).sort((a, b) => a.rank - b.rank)[0]?.id ?? '';
}

interface AddTeamMemberDialogProps {
  isOpen: boolean;
  roles: readonly RoleSummary[];
  onClose: () => void;
  /** False renders the dialog in place rather than in a portal (the page tests render to a string). */
  usePortal?: boolean;
}

export function AddTeamMemberDialog({ isOpen, roles, onClose, usePortal = true }: AddTeamMemberDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const add = useAddTeamMember();
  const [values, setValues] = useState(EMPTY);
  const [roleId, setRoleId] = useState('');
  const [signIn, setSignIn] = useState<SignInChoice>('invite');
  const [confirming, setConfirming] = useState<PendingGrant | null>(null);
  // The server refuses the rest (contract/role-authority.ts); offering them would only end in a toast.
  const grantable = (role: RoleSummary) => mayGrantRole(user, role).ok;
  const chosenRole = roleId || defaultRoleId(roles, grantable);

  const labelIds = {
    firstName: 'team.dialog.firstName',
    lastName: 'team.dialog.lastName',
    email: 'team.dialog.email',
  } as const;
  const complete = newMemberComplete(values, chosenRole, signIn);

  function close() {
    setValues(EMPTY);
    setRoleId('');
    setSignIn('invite');
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || add.isPending) return;
    const body = newMemberBody(values, chosenRole, signIn);
    const role = roles.find((candidate) => candidate.id === chosenRole);
    const kind = role ? weightyRole(role) : null;
    if (role && kind) {
      setConfirming({
        kind,
        personName: `${body.firstName} ${body.lastName}`,
        roleDisplayName: roleText(intl, role),
        apply: () => submit(body),
      });
      return;
    }
    submit(body);
  }

  function submit(body: CreateTeamUserBody) {
    add.mutate(body, {
      onSuccess: (added) => {
        notify.success(
          body.invite === true
            ? intl.formatMessage({ id: 'invitation.toast.sent' }, { email: added.email })
            : intl.formatMessage({ id: 'team.toast.added' }),
        );
        close();
      },
      onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.addFailed' }), error),
    });
  }

  function renderField({ field, type }: (typeof FIELDS)[number]) {
    return (
      <FormGroup key={field} label={intl.formatMessage({ id: labelIds[field] })} labelFor={`add-member-${field}`}>
        <InputGroup
          id={`add-member-${field}`}
          type={type}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          required
        />
      </FormGroup>
    );
  }

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={intl.formatMessage({ id: 'team.dialog.title' })}
        icon="new-person"
        usePortal={usePortal}
      >
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            {FIELDS.map(renderField)}
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
                    {roleText(intl, role)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <SignInChoiceField
              choice={signIn}
              onChoice={setSignIn}
              password={values.password}
              onPassword={(password) => setValues((current) => ({ ...current, password }))}
            />
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
