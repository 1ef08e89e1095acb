import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { roleDisplayName } from '../../../../server/contract/permissions';
import { ROLE_DISPLAY_NAME_MAX_LENGTH } from '../../../../server/contract/roles';
import type { RoleSummary } from '../../../../server/contract/team';
import { isApiError } from '../../api/api-error';
import { refusalText } from '../../api/error-code-texts';
import { useUpdateRole } from '../../api/roles';
import { useNotify } from '../../components/toaster/useNotify';
import { roleText, standardRoleText } from './role-names';

interface RoleDisplayNameDialogProps {
  isOpen: boolean;
  /** A built-in role: its rules stay, only what this organization calls it changes. */
  role: RoleSummary;
  onClose: () => void;
}

/**
 * What the organization calls a built-in role (a spa's "Therapist" for Practitioner). Owner only;
 * the server refuses a name that reads as another role, and says so beside the field.
 */
export function RoleDisplayNameDialog({ isOpen, role, onClose }: RoleDisplayNameDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateRole();
  // The standard name and the current one as the reader says them (role-names.ts).
  const standard = standardRoleText(intl, role.name);
  const current = roleText(intl, role);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? current;
  const customized = role.displayName !== roleDisplayName(role.name);

  function close() {
    setValue(null);
    setError(null);
    onClose();
  }

  function save(displayName: string | null) {
    if (update.isPending) return;
    setError(null);
    update.mutate(
      { role, changes: { displayName } },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'roles.displayName.done' }));
          close();
        },
        onError: (cause) => {
          // 400 (empty, too long, reads as another role) and 409 (shown by another role) are about the field.
          if (isApiError(cause) && (cause.status === 400 || cause.status === 409)) setError(refusalText(intl, cause));
          notify.failure(intl.formatMessage({ id: 'roles.displayName.failed' }), cause);
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The standard name typed in the reader's language goes back to the standard name, as in English.
    save(shown.trim() === standard ? null : shown);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: 'roles.displayName.title' }, { role: standard })}
      icon="edit"
      className="roles-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'roles.displayName.label' })}
            labelFor="role-display-name"
            intent={error ? Intent.DANGER : Intent.NONE}
            helperText={
              error ??
              intl.formatMessage({ id: 'roles.displayName.help' }, { max: ROLE_DISPLAY_NAME_MAX_LENGTH, standard })
            }
          >
            <InputGroup
              id="role-display-name"
              value={shown}
              maxLength={ROLE_DISPLAY_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              intent={error ? Intent.DANGER : Intent.NONE}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'organization.cancel' })} onClick={close} />
              {customized && (
                <Button
                  text={intl.formatMessage({ id: 'roles.displayName.reset' }, { standard })}
                  disabled={update.isPending}
                  onClick={() => save(null)}
                />
              )}
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={update.isPending}
                disabled={shown.trim() === '' || shown.trim() === current}
                text={intl.formatMessage({ id: 'roles.displayName.save' })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
