import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, LOCATION_MESSAGES, type Location } from '../../../../server/contract/locations';
import {
  checkLocationForm,
  locationBody,
  locationFormValues,
  timeChoices,
  withAllSelected,
  withDayOpen,
  withOnline,
  withServiceSelected,
  withSlotAdded,
  withSlotRemoved,
  withSlotTime,
} from './location-form';
import { choosePhotoFiles } from './photo-files';
import { heroPhoto, locationTotals } from './summary';

const filled = () => ({ ...locationFormValues(undefined), name: 'Harbour', street1: '1 Quay St', city: 'Sydney' });

function location(overrides: Partial<Location> = {}): Location {
  return {
    id: 'l1',
    name: 'Harbour',
    description: '',
    address: '1 Quay St, Sydney',
    street1: '1 Quay St',
    street2: '',
    city: 'Sydney',
    state: 'NSW',
    zipCode: '2000',
    country: 'Australia',
    phone: '',
    email: '',
    timezone: null,
    isActive: true,
    hours: structuredClone(DEFAULT_LOCATION_HOURS),
    services: [],
    photos: [],
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the location form', () => {
  it('starts a new location active, in Australia, on the organization time zone, with the default hours', () => {
    const values = locationFormValues(undefined);
    expect(values).toMatchObject({ country: 'Australia', isActive: true, useOrgTimezone: true, services: [] });
    expect(values.hours).toEqual(DEFAULT_LOCATION_HOURS);
    // The defaults are frozen; the form's copy must be editable.
    values.hours.monday.slots.push({ start: '18:00', end: '19:00' });
    expect(DEFAULT_LOCATION_HOURS.monday.slots).toHaveLength(1);
  });

  it('refuses in the spec order: name, then street and city, then the time zone', () => {
    expect(checkLocationForm({ ...filled(), name: '  ' })).toBe('nameRequired');
    expect(checkLocationForm({ ...filled(), city: '' })).toBe('addressRequired');
    expect(checkLocationForm({ ...filled(), street1: ' ' })).toBe('addressRequired');
    expect(checkLocationForm({ ...filled(), useOrgTimezone: false, timezone: '' })).toBe('timezone');
    expect(checkLocationForm({ ...filled(), useOrgTimezone: false, timezone: 'Mars/Olympus' })).toBe('timezone');
    expect(checkLocationForm({ ...filled(), useOrgTimezone: false, timezone: 'Australia/Perth' })).toBeNull();
    expect(checkLocationForm(filled())).toBeNull();
    // The messages the dialog shows for them are the contract's.
    expect(LOCATION_MESSAGES.nameRequired).toBe('Location name is required');
  });

  it('sends null as the time zone when the organization one is used, and trims the text', () => {
    expect(locationBody({ ...filled(), name: ' Harbour ', timezone: 'Asia/Tokyo' })).toMatchObject({
      name: 'Harbour',
      timezone: null,
    });
    expect(locationBody({ ...filled(), useOrgTimezone: false, timezone: 'Asia/Tokyo' }).timezone).toBe('Asia/Tokyo');
    const saved = locationFormValues(location({ timezone: 'Asia/Tokyo' }));
    expect(saved).toMatchObject({ useOrgTimezone: false, timezone: 'Asia/Tokyo' });
  });
});

describe('hours', () => {
  it('offers every 15 minutes from 06:00 to 23:45, keeping a saved time off the grid', () => {
    const choices = timeChoices();
    expect(choices[0]).toBe('06:00');
    expect(choices.at(-1)).toBe('23:45');
    expect(choices).toHaveLength(72);
    expect(timeChoices('05:10')[0]).toBe('05:10');
  });

  it('opens a day at 09:00-17:00, closes it empty, adds and removes slots', () => {
    let hours = withDayOpen(DEFAULT_LOCATION_HOURS, 'sunday', true);
    expect(hours.sunday).toEqual({ isOpen: true, slots: [{ start: '09:00', end: '17:00' }] });
    hours = withDayOpen(hours, 'monday', false);
    expect(hours.monday).toEqual({ isOpen: false, slots: [] });
    hours = withSlotAdded(hours, 'sunday');
    expect(hours.sunday.slots[1]).toEqual({ start: '18:00', end: '19:00' });
    hours = withSlotTime(hours, 'sunday', 0, 'end', '12:00');
    expect(hours.sunday.slots[0]).toEqual({ start: '09:00', end: '12:00' });
    hours = withSlotRemoved(hours, 'sunday', 0);
    expect(hours.sunday.slots).toEqual([{ start: '18:00', end: '19:00' }]);
    // The last slot stays: a day is closed with its switch.
    expect(withSlotRemoved(hours, 'sunday', 0)).toBe(hours);
  });
});

describe('services', () => {
  it('selecting makes a service online-bookable, unselecting removes it, Select All keeps existing flags', () => {
    let services = withServiceSelected([], 'a', true);
    expect(services).toEqual([{ id: 'a', isBookableOnline: true }]);
    services = withOnline(services, 'a', false);
    services = withAllSelected(services, ['a', 'b'], true);
    expect(services).toEqual([
      { id: 'a', isBookableOnline: false },
      { id: 'b', isBookableOnline: true },
    ]);
    expect(withAllSelected(services, ['a', 'b'], false)).toEqual([]);
    expect(withServiceSelected(services, 'b', false)).toEqual([{ id: 'a', isBookableOnline: false }]);
  });
});

describe('photos and totals', () => {
  const png = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('takes images only and refuses a batch that would pass 10 photos', () => {
    expect(choosePhotoFiles([png('a.png'), png('b.png')], 8)).toEqual({
      files: [png('a.png'), png('b.png')],
      refusal: null,
    });
    expect(choosePhotoFiles([png('a.png'), png('b.png')], 9)).toMatchObject({ files: [], refusal: 'limit' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(choosePhotoFiles([text], 0)).toEqual({ files: [], refusal: 'notImage' });
    expect(choosePhotoFiles([text, png('a.png')], 0).refusal).toBe('notImage');
  });

  it('counts locations, active ones, photos, and distinct services', () => {
    const photo = { id: 'p', url: '/u', thumbnailUrl: '/t', alt: '', isMain: false, width: 1, height: 1 };
    const a = location({ services: [{ id: 's1', isBookableOnline: true }], photos: [photo] });
    const b = location({
      id: 'l2',
      isActive: false,
      services: [
        { id: 's1', isBookableOnline: false },
        { id: 's2', isBookableOnline: true },
      ],
      photos: [photo, { ...photo, id: 'q', isMain: true }],
    });
    expect(locationTotals([a, b])).toEqual({ total: 2, active: 1, photos: 3, services: 2 });
    expect(heroPhoto(b)?.id).toBe('q');
    expect(heroPhoto(a)?.id).toBe('p');
    expect(heroPhoto(location())).toBeUndefined();
  });
});
