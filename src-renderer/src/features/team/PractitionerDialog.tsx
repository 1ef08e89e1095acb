import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PractitionerProfile, PractitionerProfilePatch } from '../../../../server/contract/practitioners';
import type { TeamUser } from '../../../../server/contract/team';
import { isApiError } from '../../api/api-error';
import { refusalText } from '../../api/error-code-texts';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { LoadFailure } from '../../components/form/LoadFailure';
import { isStale } from '../../components/form/form-errors';
import { useNotify } from '../../components/toaster/useNotify';
import { LocationsHoursTab } from './LocationsHoursTab';
import { changedLists, rebase } from './practitioner-draft';
import { useLocationList, usePractitionerProfile, useSavePractitioner, useServiceMenu } from './practitioner-api';
import { ServicesTab } from './ServicesTab';
import { TimeOffTab } from './TimeOffTab';

type TabId = 'services' | 'locations' | 'timeOff';

interface PractitionerDialogProps {
  /** The member whose profile is open; null when the dialog is closed. */
  member: TeamUser | null;
  name: string;
  onClose: () => void;
}

/**
 * 'Services & hours': what a member performs, where they work and when, and their time off. The
 * three lists are edited here and saved together; only the lists changed are sent, with the
 * GET's ETag as If-Match, so a change made elsewhere meanwhile is not overwritten (412).
 */
export function PractitionerDialog({ member, name, onClose }: PractitionerDialogProps) {
  const intl = useIntl();
  const isOpen = member !== null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage({ id: 'practitioners.dialog.title' }, { name })}
      icon="person"
      className="practitioner-dialog"
    >
      {member && <PractitionerForm key={member.id} member={member} onClose={onClose} />}
    </Dialog>
  );
}

function PractitionerForm({ member, onClose }: { member: TeamUser; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const profile = usePractitionerProfile(member.id, true);
  const locations = useLocationList();
  const menu = useServiceMenu();
  const save = useSavePractitioner();
  const [tab, setTab] = useState<TabId>('services');
  // The profile as read (or saved) is the base; the edits made here sit over it until saved.
  const [edits, setEdits] = useState<PractitionerProfile | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const failed = profile.error ?? locations.error ?? menu.error;
  if (failed) {
    return (
      <DialogBody>
        <LoadFailure
          error={failed}
          onRetry={() => {
            void profile.refetch();
            void locations.refetch();
            void menu.refetch();
          }}
        />
      </DialogBody>
    );
  }
  const base = profile.data;
  if (base === undefined || !locations.data || !menu.data) {
    return (
      <DialogBody>
        <Spinner aria-label={intl.formatMessage({ id: 'app.loading' })} />
      </DialogBody>
    );
  }

  const draft = edits ?? base;
  // What the edits were made over, for a reload after a 412.
  const startedFrom: PractitionerProfile = base;
  const patch = changedLists(base, draft);
  const changed = Object.keys(patch).length > 0;
  const edit = (next: PractitionerProfile) => {
    setEdits(next);
    setRefusal(null);
  };

  /** After a 412: read their version (and its ETag), then keep the lists changed here or drop them. */
  async function reload(keep: boolean) {
    setReloading(true);
    const { data: latest } = await profile.refetch();
    setReloading(false);
    if (latest === undefined) return;
    setEdits(keep && edits !== null ? rebase(startedFrom, edits, latest) : null);
    setConflict(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setRefusal(null);
    save.mutate(
      { userId: member.id, patch: patch as PractitionerProfilePatch },
      {
        // The saved profile is the query's data now (and its ETag the client's): the new base.
        onSuccess: () => {
          setEdits(null);
          notify.success(intl.formatMessage({ id: 'practitioners.toast.saved' }));
        },
        onError: (error) => {
          if (isStale(error)) {
            setConflict(true);
            return;
          }
          // A refusal's sentence ('Working hours must be inside the location's hours') stays on the
          // dialog while the toast fades.
          if (isApiError(error) && error.status >= 400 && error.status < 500) setRefusal(refusalText(intl, error));
          notify.failure(intl.formatMessage({ id: 'practitioners.toast.failed' }), error);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody className="practitioner-body">
        {conflict && (
          <ConflictNotice
            reloading={reloading}
            onLoadLatest={() => void reload(true)}
            onDiscard={() => void reload(false)}
          />
        )}
        {refusal !== null && (
          <Callout intent={Intent.DANGER} role="alert" className="practitioner-refusal">
            {refusal}
          </Callout>
        )}
        <Tabs id="practitioner-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)}>
          <Tab
            id="services"
            title={intl.formatMessage({ id: 'practitioners.tab.services' })}
            panel={
              <ServicesTab
                menu={menu.data}
                serviceIds={draft.serviceIds}
                onChange={(serviceIds) => edit({ ...draft, serviceIds })}
              />
            }
          />
          <Tab
            id="locations"
            title={intl.formatMessage({ id: 'practitioners.tab.locations' })}
            panel={
              <LocationsHoursTab
                locations={locations.data}
                chosen={draft.locations}
                onChange={(next) => edit({ ...draft, locations: next })}
              />
            }
          />
          <Tab
            id="timeOff"
            title={intl.formatMessage({ id: 'practitioners.tab.timeOff' })}
            panel={<TimeOffTab entries={draft.timeOff} onChange={(timeOff) => edit({ ...draft, timeOff })} />}
          />
        </Tabs>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={intl.formatMessage({ id: 'team.cancel' })} onClick={onClose} />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              loading={save.isPending}
              disabled={!changed || conflict}
              text={intl.formatMessage({ id: 'practitioners.save' })}
            />
          </>
        }
      />
    </form>
  );
}
