import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRoles, useTeamUsers } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';
import { TeamTable } from './TeamTable';

/**
 * /staff (the 'members' alias): who can sign in, and with which role. Needs manage_roles, which
 * its section entry declares (the route shows the no-access page to everyone else).
 */
export function TeamPage() {
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
            id="team-add"
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
        <LoadFailure
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
