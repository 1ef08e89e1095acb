import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canManageRoles } from '../../../../server/contract/permissions';
import { useRoles, useTeamUsers } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';
import { TeamTable } from './TeamTable';

function ManageTeam() {
  const intl = useIntl();
  const { user, organization } = useSession();
  const members = useTeamUsers();
  const roles = useRoles();
  const [adding, setAdding] = useState(false);
  const failed = members.error ?? roles.error;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'team.title' })}
        subtitle={intl.formatMessage({ id: 'team.subtitle' }, { organization: organization.name })}
        actions={
          <Button
            intent={Intent.PRIMARY}
            icon="new-person"
            text={intl.formatMessage({ id: 'team.add' })}
            disabled={!roles.data}
            onClick={() => setAdding(true)}
          />
        }
      />
      {(members.isPending || roles.isPending) && !failed && <SectionLoading />}
      {failed && (
        <QueryError
          error={failed}
          onRetry={() => {
            void members.refetch();
            void roles.refetch();
          }}
        />
      )}
      {members.data &&
        roles.data &&
        (members.data.length === 0 ? (
          <EmptyState icon="people" title={intl.formatMessage({ id: 'team.empty' })} />
        ) : (
          <TeamTable members={members.data} roles={roles.data} caller={user} />
        ))}
      {roles.data && <AddTeamMemberDialog isOpen={adding} roles={roles.data} onClose={() => setAdding(false)} />}
    </>
  );
}

/** /staff (the 'members' alias): who can sign in, and with which role. Needs manage_roles. */
export function TeamPage() {
  const intl = useIntl();
  const { user } = useSession();
  if (!canManageRoles(user)) {
    return (
      <>
        <PageHeader title={intl.formatMessage({ id: 'team.title' })} />
        <EmptyState
          icon="lock"
          title={intl.formatMessage({ id: 'noAccess.title' })}
          description={intl.formatMessage({ id: 'team.noAccess' })}
        />
      </>
    );
  }
  return <ManageTeam />;
}
