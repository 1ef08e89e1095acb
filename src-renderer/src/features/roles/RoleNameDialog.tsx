import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PERMISSIONS, type Permission } from '../../../../server/contract/permissions';
import { ROLE_NAME_MAX_LENGTH } from '../../../../server/contract/roles';
import type { RoleSummary } from '../../../../server/contract/team';
import { isApiError } from '../../api/api-error';
import { refusalText } from '../../api/error-code-texts';
import { useCreateRole, useUpdateRole } from '../../api/roles';
import { useNotify } from '../../components/toaster/useNotify';

interface RoleNameDialogProps {
  isOpen: boolean;
  /** The custom role to rename; absent to create one. */
  role?: RoleSummary;
  /** Creating: the owner may choose permissions at once; others create a role without any. */
  mayEditPermissions: boolean;
  onClose: () => void;
  onCreated?: (role: RoleSummary) => void;
}

/** Create a custom role, or rename one. The server's refusal (a reserved or taken name) shows by the field. */
export function RoleNameDialog({ isOpen, role, mayEditPermissions, onClose, onCreated }: RoleNameDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [name, setName] = useState<string | null>(null);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [error, setError] = useState<string | null>(null);
  const value = name ?? role?.name ?? '';
  const saving = create.isPending || update.isPending;
  const renaming = role !== undefined;

  function close() {
    setName(null);
    setPermissions([]);
    setError(null);
    onClose();
  }

  function failed(title: string, cause: unknown) {
    // 400 (reserved name, empty) and 409 (taken) are about the name: say so beside it too.
    if (isApiError(cause) && (cause.status === 400 || cause.status === 409)) setError(refusalText(intl, cause));
    notify.failure(title, cause);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setError(null);
    if (role) {
      update.mutate(
        { role, changes: { name: value } },
        {
          onSuccess: () => {
            notify.success(intl.formatMessage({ id: 'roles.rename.done' }));
            close();
          },
          onError: (cause) => failed(intl.formatMessage({ id: 'roles.rename.failed' }), cause),
        },
      );
      return;
    }
    create.mutate(
      { name: value, ...(permissions.length > 0 ? { customPermissions: permissions } : {}) },
      {
        onSuccess: (created) => {
          notify.success(intl.formatMessage({ id: 'roles.create.done' }));
          onCreated?.(created);
          close();
        },
        onError: (cause) => failed(intl.formatMessage({ id: 'roles.create.failed' }), cause),
      },
    );
  }

  const title = renaming
    ? intl.formatMessage({ id: 'roles.rename.title' }, { role: role.displayName })
    : intl.formatMessage({ id: 'roles.create.title' });
  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} icon={renaming ? 'edit' : 'people'} className="roles-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'roles.create.name' })}
            labelFor="role-name"
            intent={error ? Intent.DANGER : Intent.NONE}
            helperText={error ?? intl.formatMessage({ id: 'roles.create.nameHelp' }, { max: ROLE_NAME_MAX_LENGTH })}
          >
            <InputGroup
              id="role-name"
              value={value}
              maxLength={ROLE_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              intent={error ? Intent.DANGER : Intent.NONE}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          </FormGroup>
          {!renaming &&
            (mayEditPermissions ? (
              <fieldset className="roles-create-permissions">
                <legend className="roles-section-title">{intl.formatMessage({ id: 'roles.permissions.title' })}</legend>
                {PERMISSIONS.map((permission) => (
                  <Checkbox
                    key={permission}
                    checked={permissions.includes(permission)}
                    label={intl.formatMessage({ id: `roles.permission.${permission}` })}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setPermissions((current) =>
                        PERMISSIONS.filter((p) => (p === permission ? on : current.includes(p))),
                      );
                    }}
                  />
                ))}
              </fieldset>
            ) : (
              <p className="settings-hint">{intl.formatMessage({ id: 'roles.create.permissionsLater' })}</p>
            ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'organization.cancel' })} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={saving}
                disabled={value.trim() === '' || (renaming && value.trim() === role.name)}
                text={intl.formatMessage({ id: renaming ? 'roles.rename' : 'roles.create' })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
