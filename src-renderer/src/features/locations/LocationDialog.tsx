import { Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import type { LabelOf } from '../../components/form/form-errors';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useDraft } from '../../components/form/useDraft';
import { useRecordDialog } from '../../components/form/useRecordDialog';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useCreateLocation, useLocations, useUpdateLocation } from './api';
import { LocationDetailsTab } from './LocationDetailsTab';
import {
  checkLocationForm,
  locationBody,
  locationFormValues,
  type LocationFormProblem,
  type LocationFormValues,
} from './location-form';
import { LocationHoursTab } from './LocationHoursTab';
import { LocationPhotosTab } from './LocationPhotosTab';
import { LocationServicesTab } from './LocationServicesTab';

type DialogTab = 'details' | 'hours' | 'services' | 'photos';

const PROBLEMS: Readonly<Record<LocationFormProblem, MessageId>> = {
  nameRequired: 'locations.error.nameRequired',
  addressRequired: 'locations.error.addressRequired',
  timezone: 'locations.error.timezone',
};

/** How a refusal of the server names a field of the dialog: by its label, never by its key. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  name: 'locations.field.name',
  description: 'locations.field.description',
  street1: 'locations.field.street1',
  street2: 'locations.field.street2',
  city: 'locations.field.city',
  state: 'locations.field.state',
  zipCode: 'locations.field.zipCode',
  country: 'locations.field.country',
  phone: 'locations.field.phone',
  email: 'locations.field.email',
  timezone: 'locations.field.timezone',
  isActive: 'locations.field.active',
  hours: 'locations.dialog.tab.hours',
  services: 'locations.dialog.tab.services',
};

interface LocationDialogProps {
  /** The location to edit, as the list has it now; absent to add one. */
  location?: Location;
  onClose: () => void;
}

/**
 * The location dialog (spec §2-§5): Details, Hours, Services and Photos (Photos once the location
 * exists). The form shows the location with the edits made here laid over it (the kit's draft), so
 * after someone else's save (412) loading their version keeps exactly what was changed here. The
 * spec's checks run before anything is sent, in a 'Validation Error' toast.
 */
export function LocationDialog({ location, onClose }: LocationDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const locations = useLocations();
  const saved = useMemo(() => locationFormValues(location), [location]);
  const draft = useDraft<LocationFormValues>(saved);
  const values = draft.values ?? saved;
  const [tab, setTab] = useState<DialogTab>('details');
  const saving = create.isPending || update.isPending;

  const labelOf: LabelOf = (path) => {
    const id = FIELD_LABELS[path.split('.')[0] ?? path];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  const { conflict, setBanner, refused, notices } = useRecordDialog({
    labelOf,
    // Spec §8: the server's message when it has one, else the page's own sentence.
    fallback: intl.formatMessage({ id: 'locations.toast.saveFailed' }),
    refetch: () => locations.refetch(),
    discard: () => draft.reset(),
    bannerClassName: 'locations-dialog-banner',
  });

  function failed(error: unknown) {
    const refusal = refused(error);
    if (refusal) notify.danger(refusal.text);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || conflict) return;
    const problem = checkLocationForm(values);
    if (problem !== null) {
      const text = intl.formatMessage({ id: PROBLEMS[problem] });
      notify.danger(intl.formatMessage({ id: 'locations.toast.validation' }), text);
      setBanner(text);
      setTab('details');
      return;
    }
    setBanner(null);
    const body = locationBody(values);
    if (!location) {
      create.mutate(body, {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'locations.toast.created' }));
          onClose();
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { location, changes: body },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'locations.toast.updated' }));
          onClose();
        },
        onError: failed,
      },
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: location ? 'locations.dialog.editTitle' : 'locations.dialog.newTitle' })}
      className="locations-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {notices}
          <Tabs id="location-dialog" selectedTabId={tab} onChange={(next) => setTab(next as DialogTab)}>
            <Tab
              id="details"
              title={intl.formatMessage({ id: 'locations.dialog.tab.details' })}
              panel={<LocationDetailsTab draft={draft} values={values} />}
            />
            <Tab
              id="hours"
              title={intl.formatMessage({ id: 'locations.dialog.tab.hours' })}
              panel={<LocationHoursTab hours={values.hours} onChange={(hours) => draft.set('hours', hours)} />}
            />
            <Tab
              id="services"
              title={intl.formatMessage({ id: 'locations.dialog.tab.services' })}
              panel={
                <LocationServicesTab
                  services={values.services}
                  onChange={(services) => draft.set('services', services)}
                />
              }
            />
            <Tab
              id="photos"
              title={intl.formatMessage({ id: 'locations.dialog.tab.photos' })}
              // Photos belong to a saved location: the uploads need its id (spec §4).
              disabled={!location}
              panel={location ? <LocationPhotosTab location={location} /> : undefined}
            />
          </Tabs>
          {!location && (
            <p className="settings-hint">{intl.formatMessage({ id: 'locations.dialog.photosAfterCreate' })}</p>
          )}
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'locations.dialog.save' })}
          onCancel={onClose}
          loading={saving}
          disabled={conflict}
        />
      </form>
    </Dialog>
  );
}
