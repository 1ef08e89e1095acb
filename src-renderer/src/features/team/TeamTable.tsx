import { Button, HTMLSelect, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PermissionSubject } from '../../../../server/contract/permissions';
import { mayActOn, mayGrantRole } from '../../../../server/contract/role-authority';
import type { RoleSummary, TeamUser } from '../../../../server/contract/team';
import { useChangeRole, useSetActive } from '../../api/team';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { EnableSignInDialog } from './EnableSignInDialog';
import { InvitationActions, InvitationTag } from './InvitationActions';
import { locationNamesOf, servicesSummary } from './member-summary';
import { PractitionerDialog } from './PractitionerDialog';
import { RoleGrantConfirm, weightyRole, type PendingGrant } from './RoleGrantConfirm';
import { roleText, standardRoleText } from '../roles/role-names';

interface TeamTableProps {
  members: readonly TeamUser[];
  roles: readonly RoleSummary[];
  /** The signed-in user: what they may give and whom they may act on follows contract/role-authority.ts. */
  caller: PermissionSubject & { id: string };
  /** The organization's locations and the menu's service names, to name what members do where. */
  locations: readonly { id: string; name: string }[];
  serviceNames: ReadonlyMap<string, string>;
}

const fullName = (member: TeamUser) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/**
 * Members with their role and status. Nobody changes their own role or deactivates themselves
 * here, and members the caller may not act on, or roles they may not give, are disabled (the
 * server refuses both too); whatever else the server refuses comes back as a toast. Making
 * someone an Owner or Administrator asks first.
 */
export function TeamTable({ members, roles, caller, locations, serviceNames }: TeamTableProps) {
  const intl = useIntl();
  const notify = useNotify();
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const [confirming, setConfirming] = useState<TeamUser | null>(null);
  const [granting, setGranting] = useState<PendingGrant | null>(null);
  const [profileOf, setProfileOf] = useState<TeamUser | null>(null);
  const [givingSignIn, setGivingSignIn] = useState<TeamUser | null>(null);
  const mayGive = (role: RoleSummary) => mayGrantRole(caller, role).ok;

  function onRoleChange(member: TeamUser, roleId: string) {
    const role = roles.find((candidate) => candidate.id === roleId);
    const kind = role ? weightyRole(role) : null;
    if (role && kind) {
      setGranting({
        kind,
        personName: fullName(member),
        roleDisplayName: roleText(intl, role),
        apply: () => saveRole(member, roleId),
      });
      return;
    }
    saveRole(member, roleId);
  }

  function saveRole(member: TeamUser, roleId: string) {
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

  function servicesText(member: TeamUser): string {
    const summary = servicesSummary(member, serviceNames);
    if (summary.kind === 'none') return intl.formatMessage({ id: 'practitioners.services.none' });
    if (summary.kind === 'names') return intl.formatList(summary.names, { type: 'conjunction', style: 'narrow' });
    return intl.formatMessage({ id: 'practitioners.services.count' }, { count: summary.count });
  }

  const busy = (member: TeamUser) =>
    (changeRole.isPending && changeRole.variables.userId === member.id) ||
    (setActive.isPending && setActive.variables.userId === member.id);

  return (
    <>
      {/* A narrow window scrolls the table, not the whole page (seven columns in French need ~1,100 px). */}
      <div className="team-table-scroll">
        <HTMLTable className="team-table" striped>
          <caption className="visually-hidden">{intl.formatMessage({ id: 'team.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'team.column.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'team.column.email' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'team.column.role' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'practitioners.column.locations' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'practitioners.column.services' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'team.column.status' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'team.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const self = member.id === caller.id;
              const name = fullName(member);
              const locked = !mayActOn(caller, member).ok;
              return (
                <tr key={member.id}>
                  <th scope="row">
                    {name} {self && <Tag>{intl.formatMessage({ id: 'team.you' })}</Tag>}
                  </th>
                  <td>{member.email}</td>
                  <td>
                    {self ? (
                      roleText(intl, member.role)
                    ) : (
                      <HTMLSelect
                        aria-label={intl.formatMessage({ id: 'team.roleFor' }, { name })}
                        value={member.role.id}
                        disabled={busy(member) || locked}
                        title={locked ? intl.formatMessage({ id: 'team.locked' }) : undefined}
                        onChange={(event) => onRoleChange(member, event.target.value)}
                      >
                        {roles.map((role) => (
                          <option key={role.id} value={role.id} disabled={role.id !== member.role.id && !mayGive(role)}>
                            {roleText(intl, role)}
                          </option>
                        ))}
                      </HTMLSelect>
                    )}
                    {member.isPlatformAdmin && (
                      <>
                        {' '}
                        <Tag minimal multiline>
                          {standardRoleText(intl, 'platform_admin')}
                        </Tag>
                      </>
                    )}
                  </td>
                  <td>
                    {locationNamesOf(member, locations).join(', ') ||
                      intl.formatMessage({ id: 'practitioners.locations.none' })}
                  </td>
                  <td>{servicesText(member)}</td>
                  <td>
                    {!member.canSignIn && (
                      <>
                        <Tag minimal icon="lock" className="team-no-sign-in">
                          {intl.formatMessage({ id: 'practitioners.noSignIn' })}
                        </Tag>{' '}
                        <InvitationTag member={member} />
                      </>
                    )}
                    <Tag
                      className="team-status"
                      intent={member.isActive ? Intent.SUCCESS : Intent.NONE}
                      minimal={!member.isActive}
                    >
                      {intl.formatMessage({ id: member.isActive ? 'team.status.active' : 'team.status.inactive' })}
                    </Tag>
                  </td>
                  <td className="team-actions">
                    <Button
                      variant="minimal"
                      icon="calendar"
                      text={intl.formatMessage({ id: 'practitioners.open' })}
                      aria-label={intl.formatMessage({ id: 'practitioners.openFor' }, { name })}
                      onClick={() => setProfileOf(member)}
                    />
                    {!member.canSignIn && member.isActive && (
                      <Button
                        variant="minimal"
                        intent={Intent.PRIMARY}
                        icon="key"
                        text={intl.formatMessage({ id: 'practitioners.signIn.action' })}
                        aria-label={intl.formatMessage({ id: 'practitioners.signIn.actionFor' }, { name })}
                        title={locked ? intl.formatMessage({ id: 'team.locked' }) : undefined}
                        disabled={busy(member) || locked}
                        onClick={() => setGivingSignIn(member)}
                      />
                    )}
                    {!member.canSignIn && member.isActive && (
                      <InvitationActions member={member} name={name} locked={locked} busy={busy(member)} />
                    )}
                    {!self &&
                      (member.isActive ? (
                        <Button
                          variant="minimal"
                          intent={Intent.DANGER}
                          text={intl.formatMessage({ id: 'team.deactivate' })}
                          aria-label={`${intl.formatMessage({ id: 'team.deactivate' })} ${name}`}
                          title={locked ? intl.formatMessage({ id: 'team.locked' }) : undefined}
                          disabled={busy(member) || locked}
                          onClick={() => setConfirming(member)}
                        />
                      ) : (
                        <Button
                          variant="minimal"
                          intent={Intent.PRIMARY}
                          text={intl.formatMessage({ id: 'team.reactivate' })}
                          aria-label={`${intl.formatMessage({ id: 'team.reactivate' })} ${name}`}
                          title={locked ? intl.formatMessage({ id: 'team.locked' }) : undefined}
                          disabled={locked}
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
      </div>
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
      <RoleGrantConfirm pending={granting} onClose={() => setGranting(null)} />
      <PractitionerDialog
        member={profileOf}
        name={profileOf ? fullName(profileOf) : ''}
        onClose={() => setProfileOf(null)}
      />
      <EnableSignInDialog
        member={givingSignIn}
        name={givingSignIn ? fullName(givingSignIn) : ''}
        onClose={() => setGivingSignIn(null)}
      />
    </>
  );
}
