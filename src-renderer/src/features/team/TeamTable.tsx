import { Button, HTMLSelect, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoleSummary, TeamUser } from '../../../../server/contract/team';
import { useChangeRole, useSetActive } from '../../api/team';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';

interface TeamTableProps {
  members: readonly TeamUser[];
  roles: readonly RoleSummary[];
  currentUserId: string;
}

const fullName = (member: TeamUser) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/**
 * Members with their role and status. Nobody changes their own role or deactivates themselves
 * here (the server refuses it too); whatever else the server refuses comes back as a toast.
 */
export function TeamTable({ members, roles, currentUserId }: TeamTableProps) {
  const intl = useIntl();
  const notify = useNotify();
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const [confirming, setConfirming] = useState<TeamUser | null>(null);

  function onRoleChange(member: TeamUser, roleId: string) {
    changeRole.mutate(
      { userId: member.id, roleId },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'team.toast.roleChanged' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.roleFailed' }), error),
      },
    );
  }

  function onSetActive(member: TeamUser, active: boolean) {
    setActive.mutate(
      { userId: member.id, active },
      {
        onSuccess: () =>
          notify.success(intl.formatMessage({ id: active ? 'team.toast.reactivated' : 'team.toast.deactivated' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.statusFailed' }), error),
      },
    );
  }

  const busy = (member: TeamUser) =>
    (changeRole.isPending && changeRole.variables.userId === member.id) ||
    (setActive.isPending && setActive.variables.userId === member.id);

  return (
    <>
      <HTMLTable className="team-table" striped>
        <caption className="visually-hidden">{intl.formatMessage({ id: 'team.title' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'team.column.name' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'team.column.email' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'team.column.role' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'team.column.status' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'team.column.actions' })}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.id === currentUserId;
            const name = fullName(member);
            return (
              <tr key={member.id}>
                <th scope="row">
                  {name} {self && <Tag>{intl.formatMessage({ id: 'team.you' })}</Tag>}
                </th>
                <td>{member.email}</td>
                <td>
                  {self ? (
                    member.role.displayName
                  ) : (
                    <HTMLSelect
                      aria-label={intl.formatMessage({ id: 'team.roleFor' }, { name })}
                      value={member.role.id}
                      disabled={busy(member)}
                      onChange={(event) => onRoleChange(member, event.target.value)}
                    >
                      {roles.map((role) => (
                        <option key={role.id} value={role.id}>
                          {role.displayName}
                        </option>
                      ))}
                    </HTMLSelect>
                  )}
                </td>
                <td>
                  <Tag intent={member.isActive ? Intent.SUCCESS : Intent.NONE} minimal={!member.isActive}>
                    {intl.formatMessage({ id: member.isActive ? 'team.status.active' : 'team.status.inactive' })}
                  </Tag>
                </td>
                <td>
                  {!self &&
                    (member.isActive ? (
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        text={intl.formatMessage({ id: 'team.deactivate' })}
                        aria-label={`${intl.formatMessage({ id: 'team.deactivate' })} ${name}`}
                        disabled={busy(member)}
                        onClick={() => setConfirming(member)}
                      />
                    ) : (
                      <Button
                        variant="minimal"
                        intent={Intent.PRIMARY}
                        text={intl.formatMessage({ id: 'team.reactivate' })}
                        aria-label={`${intl.formatMessage({ id: 'team.reactivate' })} ${name}`}
                        loading={busy(member)}
                        onClick={() => onSetActive(member, true)}
                      />
                    ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={intl.formatMessage(
          { id: 'team.deactivate.confirmTitle' },
          { name: confirming ? fullName(confirming) : '' },
        )}
        confirmText={intl.formatMessage({ id: 'team.deactivate' })}
        cancelText={intl.formatMessage({ id: 'team.cancel' })}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) onSetActive(confirming, false);
          setConfirming(null);
        }}
      >
        <p>{intl.formatMessage({ id: 'team.deactivate.confirmBody' })}</p>
      </ConfirmDialog>
    </>
  );
}
