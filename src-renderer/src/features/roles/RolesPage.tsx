import { Button, Callout, Card, Classes, Intent, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { canEditPermissions } from '../../../../server/contract/permissions';
import type { RoleSummary } from '../../../../server/contract/team';
import { useRoles, useTeamUsers } from '../../api/team';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { useSession } from '../../app/session/SessionContext';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { roleAbove } from './rank';
import { RoleDetail } from './RoleDetail';
import { RoleNameDialog } from './RoleNameDialog';
import { roleText } from './role-names';
import '../../components/form/styles';
import './roles.css';

/** Built-in roles from the most powerful down, then custom roles by name. */
function ordered(roles: readonly RoleSummary[]): RoleSummary[] {
  return [...roles].sort((a, b) => {
    if (a.builtIn !== b.builtIn) return a.builtIn ? -1 : 1;
    if (a.builtIn) return b.rank - a.rank;
    return a.displayName.localeCompare(b.displayName);
  });
}

/**
 * Roles & Permissions (part 1 §6): every role with its rank, who holds it and its permissions.
 * Owner and admin manage roles (the route needs manage_roles); only the owner changes permission
 * sets, everyone else sees them read-only. The people themselves are managed on the Team page,
 * whose hooks this page shares for giving someone a role.
 */
export function RolesPage() {
  const intl = useIntl();
  const { user } = useSession();
  const { teamHref } = useSettingsNavigation();
  const roles = useRoles();
  const members = useTeamUsers();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const mayEditPermissions = canEditPermissions(user);

  const list = useMemo(() => (roles.data ? ordered(roles.data) : []), [roles.data]);
  const selected = list.find((role) => role.id === selectedId) ?? list[0];

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.roles' })}
        subtitle={intl.formatMessage({ id: 'roles.subtitle' })}
        actions={
          <div className="settings-header-actions">
            <Link to={teamHref} className={Classes.BUTTON}>
              {intl.formatMessage({ id: 'roles.teamCard.action' })}
            </Link>
            <Button
              id="roles-create"
              intent={Intent.PRIMARY}
              icon="add"
              text={intl.formatMessage({ id: 'roles.create' })}
              disabled={!roles.data}
              onClick={() => setCreating(true)}
            />
          </div>
        }
      />
      <div className="settings-page roles-page">
        {!mayEditPermissions && (
          <Callout intent={Intent.PRIMARY} icon="info-sign">
            {intl.formatMessage({ id: 'roles.permissions.ownerOnly' })}
          </Callout>
        )}
        {roles.isPending && <SectionLoading />}
        {roles.isError && <LoadFailure error={roles.error} onRetry={() => void roles.refetch()} />}
        {selected && (
          <Tabs
            id="roles"
            vertical
            selectedTabId={selected.id}
            onChange={(id) => setSelectedId(String(id))}
            className="roles-layout"
            renderActiveTabPanelOnly
          >
            {list.map((role) => {
              const above = roleAbove(role, list);
              return (
                <Tab
                  key={role.id}
                  id={role.id}
                  title={
                    <span className="roles-tab">
                      <span>{roleText(intl, role)}</span>
                      <span className="roles-tab-count">
                        {intl.formatMessage({ id: 'roles.holders' }, { count: role.holders })}
                      </span>
                    </span>
                  }
                  panel={
                    <Card className="settings-card">
                      <RoleDetail
                        role={role}
                        rankedBelow={above ? roleText(intl, above) : undefined}
                        members={members.data}
                        membersError={members.error}
                        onRetryMembers={() => void members.refetch()}
                        mayEditPermissions={mayEditPermissions}
                        onDeleted={() => setSelectedId(null)}
                      />
                    </Card>
                  }
                />
              );
            })}
          </Tabs>
        )}
      </div>
      <RoleNameDialog
        isOpen={creating}
        mayEditPermissions={mayEditPermissions}
        onClose={() => setCreating(false)}
        onCreated={(role) => setSelectedId(role.id)}
      />
    </>
  );
}
