import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AvailabilityQuery } from '../../../../server/contract/public-booking';
import { useSession } from '../../app/session/SessionContext';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { useNotify } from '../../components/toaster/useNotify';
import { useBook, useBookingMenu, useClientSearch, useFreeTimes } from './api';
import { timeText } from './when';

/** Typing settles for this long before the clients are searched. */
const SEARCH_DELAY_MS = 300;

/** Today's date (YYYY-MM-DD) on a zone's clock. */
export function todayIn(timeZone: string, now = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

interface NewBookingDialogProps {
  onClose: () => void;
  onBooked: () => void;
}

/**
 * New booking at the desk: a client on file (searched), a service, a location, a practitioner or
 * any, a date, then one of the free times the availability engine offers, then Book. A time taken
 * meanwhile (online, or at another desk) is refused by the server with its sentence, and the times
 * are read again.
 */
export function NewBookingDialog({ onClose, onBooked }: NewBookingDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { organization } = useSession();
  const slug = organization.slug;
  const menu = useBookingMenu(slug);
  const book = useBook();

  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const clients = useClientSearch(search);

  const [clientId, setClientId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [practitionerId, setPractitionerId] = useState('');
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [notes, setNotes] = useState('');

  const data = menu.data;
  const location = data?.locations.find((candidate) => candidate.id === locationId) ?? data?.locations[0];
  const zone = location?.timeZone ?? 'UTC';
  const chosenDate = date === '' ? todayIn(zone) : date;
  const services = data?.services.filter((service) => location && service.locationIds.includes(location.id)) ?? [];
  const practitioners =
    data?.practitioners.filter(
      (person) => location && person.locationIds.includes(location.id) && person.serviceIds.includes(serviceId),
    ) ?? [];

  const timesQuery: AvailabilityQuery | null =
    location && serviceId !== ''
      ? {
          serviceId,
          locationId: location.id,
          ...(practitionerId === '' ? {} : { practitionerId }),
          from: chosenDate,
          to: chosenDate,
        }
      : null;
  const times = useFreeTimes(slug, timesQuery);

  const choose = (label: string) => (
    <option value="" disabled>
      {label}
    </option>
  );
  const chooseText = intl.formatMessage({ id: 'bookings.dialog.choose' });
  const clientItems = clients.data?.items ?? [];

  function submit() {
    if (!location || clientId === '' || serviceId === '' || start === '') return;
    const client = clientItems.find((candidate) => candidate.id === clientId);
    book.mutate(
      {
        clientId,
        serviceId,
        locationId: location.id,
        ...(practitionerId === '' ? {} : { practitionerId }),
        start,
        ...(notes.trim() === '' ? {} : { notes: notes.trim() }),
      },
      {
        onSuccess: (made) => {
          notify.success(
            intl.formatMessage({ id: 'bookings.toast.booked' }),
            intl.formatMessage(
              { id: 'bookings.toast.booked.body' },
              {
                client: client ? `${client.firstName} ${client.lastName}`.trim() : '',
                time: timeText(intl, made.start, made.timeZone, true),
              },
            ),
          );
          onBooked();
        },
        onError: (error) => {
          notify.failure(intl.formatMessage({ id: 'bookings.toast.bookFailed' }), error);
          setStart('');
          void times.refetch();
        },
      },
    );
  }

  let form;
  if (data === undefined) {
    form = menu.isError ? (
      <LoadFailure
        description={intl.formatMessage({ id: 'bookings.dialog.loadFailed' })}
        onRetry={() => void menu.refetch()}
      />
    ) : (
      <SectionLoading />
    );
  } else {
    let slots;
    if (timesQuery === null || clientId === '') {
      slots = <p>{intl.formatMessage({ id: 'bookings.dialog.timesHint' })}</p>;
    } else if (times.isError) {
      slots = <p role="alert">{intl.formatMessage({ id: 'bookings.dialog.timesFailed' })}</p>;
    } else if (times.data === undefined) {
      slots = <p>{intl.formatMessage({ id: 'bookings.dialog.timesLoading' })}</p>;
    } else if (times.data.slots.length === 0) {
      slots = <p>{intl.formatMessage({ id: 'bookings.dialog.timesNone' })}</p>;
    } else {
      slots = (
        <div className="bookings-times" role="group" aria-label={intl.formatMessage({ id: 'bookings.dialog.times' })}>
          {times.data.slots.map((slot) => (
            <Button
              key={slot.start}
              size="small"
              active={slot.start === start}
              intent={slot.start === start ? Intent.PRIMARY : Intent.NONE}
              aria-pressed={slot.start === start}
              text={timeText(intl, slot.start, times.data.timeZone, false)}
              onClick={() => setStart(slot.start)}
            />
          ))}
        </div>
      );
    }
    form = (
      <>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.client' })} labelFor="new-booking-client-search">
          <InputGroup
            id="new-booking-client-search"
            type="search"
            placeholder={intl.formatMessage({ id: 'bookings.dialog.clientSearch' })}
            aria-label={intl.formatMessage({ id: 'bookings.dialog.clientSearch' })}
            value={typed}
            onValueChange={setTyped}
          />
          <HTMLSelect
            id="new-booking-client"
            aria-label={intl.formatMessage({ id: 'bookings.dialog.client' })}
            fill
            value={clientId}
            onChange={(event) => {
              setClientId(event.target.value);
              setStart('');
            }}
          >
            {choose(
              intl.formatMessage({
                id: clientItems.length === 0 ? 'bookings.dialog.clientNone' : 'bookings.dialog.clientChoose',
              }),
            )}
            {clientItems.map((client) => (
              <option key={client.id} value={client.id}>
                {[`${client.firstName} ${client.lastName}`.trim(), client.phone, client.email]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.location' })} labelFor="new-booking-location">
          <HTMLSelect
            id="new-booking-location"
            fill
            value={location?.id ?? ''}
            onChange={(event) => {
              setLocationId(event.target.value);
              setServiceId('');
              setPractitionerId('');
              setStart('');
            }}
          >
            {data.locations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.service' })} labelFor="new-booking-service">
          <HTMLSelect
            id="new-booking-service"
            fill
            value={serviceId}
            onChange={(event) => {
              setServiceId(event.target.value);
              setPractitionerId('');
              setStart('');
            }}
          >
            {choose(chooseText)}
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'bookings.dialog.practitioner' })}
          labelFor="new-booking-practitioner"
        >
          <HTMLSelect
            id="new-booking-practitioner"
            fill
            value={practitionerId}
            onChange={(event) => {
              setPractitionerId(event.target.value);
              setStart('');
            }}
          >
            <option value="">{intl.formatMessage({ id: 'bookings.dialog.anyPractitioner' })}</option>
            {practitioners.map((person) => (
              <option key={person.id} value={person.id}>
                {`${person.firstName} ${person.lastName}`.trim()}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.date' })} labelFor="new-booking-date">
          <InputGroup
            id="new-booking-date"
            type="date"
            value={chosenDate}
            onValueChange={(value) => {
              setDate(value);
              setStart('');
            }}
          />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.times' })}>{slots}</FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'bookings.dialog.notes' })} labelFor="new-booking-notes">
          <TextArea
            id="new-booking-notes"
            fill
            maxLength={1000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </FormGroup>
      </>
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'bookings.dialog.title' })}>
      <DialogBody>{form}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={intl.formatMessage({ id: 'bookings.cancel' })} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={intl.formatMessage({ id: 'bookings.dialog.book' })}
              disabled={clientId === '' || serviceId === '' || start === '' || location === undefined}
              loading={book.isPending}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
