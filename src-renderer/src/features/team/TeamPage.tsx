import { Button, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRoles, useTeamUsers } from '../../api/team';
import { useSession } from '../../app/session/SessionContext';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { ImportButton } from '../imports/ImportButton';
import { AddTeamMemberDialog } from './AddTeamMemberDialog';
import { useLocationList, useServiceMenu } from './practitioner-api';
import { TeamTable } from './TeamTable';
import './team.css';

/**
 * /staff (the 'members' alias): the people who work at the business, with their role, where they
 * work and what they perform; some sign in, some never do. Needs manage_roles, which its section
 * entry declares (the route shows the no-access page to everyone else).
 */
export function TeamPage() {
  const intl = useIntl();
  const { user, organization } = useSession();
  const members = useTeamUsers();
  const roles = useRoles();
  const [adding, setAdding] = useState(false);
  // Only to name locations and services in the table: without them it still lists everyone.
  const locations = useLocationList();
  const menu = useServiceMenu();
  const serviceNames = useMemo(
    () =>
      new Map(
        (menu.data ?? []).flatMap((category) => category.treatments.map((service) => [service.id, service.name])),
      ),
    [menu.data],
  );
  const failed = members.error ?? roles.error;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'team.title' })}
        subtitle={intl.formatMessage({ id: 'team.subtitle' }, { organization: organization.name })}
        actions={
          <div className="settings-header-actions">
            <ImportButton entity="staff" />
            <Button
              id="team-add"
              intent={Intent.PRIMARY}
              icon="new-person"
              text={intl.formatMessage({ id: 'team.add' })}
              disabled={!roles.data}
              onClick={() => setAdding(true)}
            />
          </div>
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
          <TeamTable
            members={members.data}
            roles={roles.data}
            caller={user}
            locations={locations.data ?? []}
            serviceNames={serviceNames}
          />
        ))}
      {roles.data && <AddTeamMemberDialog isOpen={adding} roles={roles.data} onClose={() => setAdding(false)} />}
    </>
  );
}
