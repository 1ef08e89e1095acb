import { Button, Callout, Checkbox, FormGroup, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hasPermission, PERMISSIONS, roleDisplayName, type Permission } from '../../../../server/contract/permissions';
import { effectivePermissions, mayActOn, mayGrantRole } from '../../../../server/contract/role-authority';
import type { RoleSummary, TeamUser } from '../../../../server/contract/team';
import { useDeleteRole, useUpdateRole } from '../../api/roles';
import { useChangeRole } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useNotify } from '../../components/toaster/useNotify';
import { RoleGrantConfirm, weightyRole, type PendingGrant } from '../team/RoleGrantConfirm';
import { RoleDisplayNameDialog } from './RoleDisplayNameDialog';
import { RoleNameDialog } from './RoleNameDialog';
import { roleText, standardRoleText } from './role-names';

/** What a role grants by itself, custom permissions aside (admin-level roles grant nearly all). */
function includedWithRole(roleName: string, permission: Permission): boolean {
  return hasPermission(
    { isPlatformAdmin: false, permissions: [], role: { name: roleName, permissions: { customPermissions: [] } } },
    permission,
  );
}

const fullName = (member: TeamUser) => `${member.firstName} ${member.lastName}`.trim() || member.email;

interface RoleDetailProps {
  role: RoleSummary;
  /** The display name of the role just above this one; undefined when it ranks highest. */
  rankedBelow: string | undefined;
  members: readonly TeamUser[] | undefined;
  membersError: unknown;
  onRetryMembers: () => void;
  mayEditPermissions: boolean;
  onDeleted: () => void;
}

export function RoleDetail({
  role,
  rankedBelow,
  members,
  membersError,
  onRetryMembers,
  mayEditPermissions,
  onDeleted,
}: RoleDetailProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [renaming, setRenaming] = useState(false);
  const [naming, setNaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRole();
  const titleId = `role-${role.id}-title`;

  function confirmDelete() {
    remove.mutate(role, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'roles.delete.done' }));
        onDeleted();
      },
      onError: (error) => notify.failure(intl.formatMessage({ id: 'roles.delete.failed' }), error),
      onSettled: () => setDeleting(false),
    });
  }

  return (
    <section aria-labelledby={titleId}>
      <div className="roles-detail-head">
        <h2 id={titleId} className="roles-detail-title">
          {roleText(intl, role)}
          <Tag minimal intent={role.builtIn ? Intent.NONE : Intent.PRIMARY}>
            {intl.formatMessage({ id: role.builtIn ? 'roles.builtIn' : 'roles.custom' })}
          </Tag>
          {/* The rank in words: owners see whom a role answers to, never a number. */}
          <Tag minimal>
            {rankedBelow === undefined
              ? intl.formatMessage({ id: 'roles.rank.highest' })
              : intl.formatMessage({ id: 'roles.rank.below' }, { role: rankedBelow })}
          </Tag>
        </h2>
        {role.builtIn && role.displayName !== roleDisplayName(role.name) && (
          <p className="settings-hint">
            {intl.formatMessage({ id: 'roles.displayName.standard' }, { standard: standardRoleText(intl, role.name) })}
          </p>
        )}
        {role.builtIn && mayEditPermissions && (
          <div className="settings-card-actions">
            <Button
              icon="edit"
              text={intl.formatMessage({ id: 'roles.displayName.action' })}
              aria-label={intl.formatMessage(
                { id: 'roles.actionFor' },
                { action: intl.formatMessage({ id: 'roles.displayName.action' }), role: roleText(intl, role) },
              )}
              onClick={() => setNaming(true)}
            />
          </div>
        )}
        {!role.builtIn && (
          <div className="settings-card-actions">
            <Button
              icon="edit"
              text={intl.formatMessage({ id: 'roles.rename' })}
              aria-label={intl.formatMessage(
                { id: 'roles.actionFor' },
                { action: intl.formatMessage({ id: 'roles.rename' }), role: role.displayName },
              )}
              onClick={() => setRenaming(true)}
            />
            <Button
              icon="trash"
              intent={Intent.DANGER}
              variant="outlined"
              text={intl.formatMessage({ id: 'roles.delete' })}
              aria-label={intl.formatMessage(
                { id: 'roles.actionFor' },
                { action: intl.formatMessage({ id: 'roles.delete' }), role: role.displayName },
              )}
              onClick={() => setDeleting(true)}
            />
          </div>
        )}
      </div>

      <div className="roles-section">
        <h3 className="roles-section-title">{intl.formatMessage({ id: 'roles.heldBy.title' })}</h3>
        {role.holderNames.length === 0 ? (
          <p className="settings-hint">{intl.formatMessage({ id: 'roles.heldBy.none' })}</p>
        ) : (
          <ul className="roles-holders" aria-label={intl.formatMessage({ id: 'roles.heldBy.title' })}>
            {role.holderNames.map((name, index) => (
              <li key={`${name}-${index}`}>
                <Tag large minimal icon="person">
                  {name}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        {membersError ? (
          <LoadFailure error={membersError} onRetry={onRetryMembers} />
        ) : (
          members && <AssignRole role={role} members={members} />
        )}
      </div>

      <div className="roles-section">
        <h3 className="roles-section-title">{intl.formatMessage({ id: 'roles.permissions.title' })}</h3>
        <p className="settings-hint">{intl.formatMessage({ id: 'roles.permissions.description' })}</p>
        <PermissionList role={role} editable={mayEditPermissions} />
      </div>

      <RoleNameDialog isOpen={renaming} role={role} mayEditPermissions={false} onClose={() => setRenaming(false)} />
      {role.builtIn && <RoleDisplayNameDialog isOpen={naming} role={role} onClose={() => setNaming(false)} />}
      <ConfirmDialog
        isOpen={deleting}
        title={intl.formatMessage({ id: 'roles.delete.confirmTitle' }, { name: role.displayName })}
        confirmText={intl.formatMessage({ id: 'roles.delete' })}
        cancelText={intl.formatMessage({ id: 'organization.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      >
        {role.holders > 0 ? (
          <Callout intent={Intent.WARNING} icon="warning-sign">
            {intl.formatMessage({ id: 'roles.delete.inUse' }, { count: role.holders })}
          </Callout>
        ) : undefined}
      </ConfirmDialog>
    </section>
  );
}

/**
 * The permission checklist. A change is saved at once (with the role's version as If-Match) and
 * the list is locked until the server answers, so two quick clicks never race each other.
 */
function PermissionList({ role, editable }: { role: RoleSummary; editable: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  // Only permissions the editor holds may be added or removed (contract/role-authority.ts).
  const held = effectivePermissions(user);
  const update = useUpdateRole();
  const pending = update.isPending && update.variables.role.id === role.id;
  const granted = (pending ? update.variables.changes.customPermissions : undefined) ?? role.customPermissions;

  function toggle(permission: Permission, on: boolean) {
    const next = PERMISSIONS.filter((p) => (p === permission ? on : granted.includes(p)));
    update.mutate(
      { role, changes: { customPermissions: next } },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'roles.permissions.saved' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'roles.permissions.failed' }), error),
      },
    );
  }

  if (PERMISSIONS.every((permission) => includedWithRole(role.name, permission))) {
    return (
      <Callout intent={Intent.SUCCESS} icon="tick" className="roles-all-included">
        {intl.formatMessage({ id: 'roles.permissions.all' }, { role: roleText(intl, role) })}
      </Callout>
    );
  }

  return (
    <ul className="roles-permissions">
      {PERMISSIONS.map((permission) => {
        const included = includedWithRole(role.name, permission);
        return (
          <li key={permission} className="roles-permission">
            <Checkbox
              checked={included || granted.includes(permission)}
              disabled={!editable || included || pending || !held.has(permission)}
              label={intl.formatMessage({ id: `roles.permission.${permission}` })}
              onChange={(event) => toggle(permission, event.currentTarget.checked)}
            />
            {included && (
              <span className="roles-permission-note">{intl.formatMessage({ id: 'roles.permissions.included' })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Gives the role to a team member, through the Team page's own call (PUT /api/team/users/{id}/role):
 * the server applies the rules of contract/role-authority.ts there, which this offers in advance
 * (only a role the caller may give, only to members they may act on); refusals come back as a toast.
 */
function AssignRole({ role, members }: { role: RoleSummary; members: readonly TeamUser[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const changeRole = useChangeRole();
  const [memberId, setMemberId] = useState('');
  const [granting, setGranting] = useState<PendingGrant | null>(null);
  const candidates = members.filter(
    (member) => member.isActive && member.id !== user.id && member.role.id !== role.id && mayActOn(user, member).ok,
  );
  const chosen = candidates.find((member) => member.id === memberId);
  const selectId = `role-${role.id}-assign`;

  if (!mayGrantRole(user, role).ok) {
    return (
      <p className="settings-hint">
        {intl.formatMessage({ id: 'roles.assign.notYours' }, { role: roleText(intl, role) })}
      </p>
    );
  }
  if (candidates.length === 0) {
    return <p className="settings-hint">{intl.formatMessage({ id: 'roles.assign.nobody' })}</p>;
  }

  function assign() {
    if (!chosen) return;
    const member = chosen;
    const kind = weightyRole(role);
    if (kind) {
      setGranting({
        kind,
        personName: fullName(member),
        roleDisplayName: roleText(intl, role),
        apply: () => save(member),
      });
      return;
    }
    save(member);
  }

  function save(member: TeamUser) {
    changeRole.mutate(
      { userId: member.id, roleId: role.id },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'team.toast.roleChanged' }));
          setMemberId('');
        },
        onError: (error) => notify.failure(intl.formatMessage({ id: 'team.toast.roleFailed' }), error),
      },
    );
  }

  return (
    <div className="roles-assign">
      <FormGroup label={intl.formatMessage({ id: 'roles.assign.title' })} labelFor={selectId}>
        <HTMLSelect id={selectId} fill value={memberId} onChange={(event) => setMemberId(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'roles.assign.choose' })}</option>
          {candidates.map((member) => (
            <option key={member.id} value={member.id}>
              {intl.formatMessage(
                { id: 'roles.assign.option' },
                { name: fullName(member), role: roleText(intl, member.role) },
              )}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button
        icon="swap-horizontal"
        text={intl.formatMessage({ id: 'roles.assign.submit' })}
        disabled={!chosen}
        loading={changeRole.isPending}
        onClick={assign}
      />
      <RoleGrantConfirm pending={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
