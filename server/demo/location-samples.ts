import type { DaySlots, LocationHours } from '../contract/locations';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { insertLocation, replaceLocationServices } from '../modules/locations/repository';
import { composeAddress, type AddressParts } from '../modules/locations/rules';
import { listServices } from '../modules/services/repository';
import type { DemoIds } from './seed';
import { DEMO_MENU } from './service-samples';

const open = (...slots: [string, string][]): DaySlots => ({
  isOpen: true,
  slots: slots.map(([start, end]) => ({ start, end })),
});
const closed: DaySlots = { isOpen: false, slots: [] };

interface SampleLocation {
  name: string;
  description: string;
  address: AddressParts;
  phone: string;
  email: string;
  hours: LocationHours;
  /** Whole categories of the demo menu offered there. */
  categories: string[];
  /** Single services offered there besides. */
  alsoOffers: string[];
  /** Offered there, but booked in person only. */
  inPersonOnly: string[];
}

/**
 * Demo Salon works at two places with different hours and menus: a city salon open late on
 * Thursday, and a beach studio closed on Mondays with a lunch break. No photos: the demo has no
 * picture files to point at.
 */
export const DEMO_LOCATIONS: readonly SampleLocation[] = [
  {
    name: 'Demo Salon — City',
    description: 'Our flagship salon for cuts, colour and nails, two minutes from Town Hall station.',
    address: {
      street1: '120 George Street',
      street2: 'Level 1',
      city: 'Sydney',
      state: 'NSW',
      zipCode: '2000',
      country: 'Australia',
    },
    phone: '+61 2 9000 1000',
    email: 'city@demo.test',
    hours: {
      monday: open(['09:00', '17:30']),
      tuesday: open(['09:00', '17:30']),
      wednesday: open(['09:00', '17:30']),
      thursday: open(['09:00', '20:00']),
      friday: open(['09:00', '17:30']),
      saturday: open(['09:00', '16:00']),
      sunday: closed,
    },
    categories: ['Hair', 'Colour', 'Nails'],
    alsoOffers: [],
    inPersonOnly: ['Colour Consultation'],
  },
  {
    name: 'Demo Salon — Beach',
    description: 'A relaxed studio by the beach for facials, massage and a quick blow-dry.',
    address: {
      street1: '8 Campbell Parade',
      street2: '',
      city: 'Bondi Beach',
      state: 'NSW',
      zipCode: '2026',
      country: 'Australia',
    },
    phone: '+61 2 9000 2000',
    email: 'beach@demo.test',
    hours: {
      monday: closed,
      tuesday: open(['10:00', '13:00'], ['14:00', '18:00']),
      wednesday: open(['10:00', '13:00'], ['14:00', '18:00']),
      thursday: open(['10:00', '13:00'], ['14:00', '18:00']),
      friday: open(['10:00', '13:00'], ['14:00', '18:00']),
      saturday: open(['09:00', '17:00']),
      sunday: open(['10:00', '15:00']),
    },
    categories: ['Skin', 'Massage'],
    alsoOffers: ['Blow-dry & Style', "Women's Cut & Blow-dry"],
    inPersonOnly: ['Hot Stone Massage'],
  },
];

export const locationSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function locationsSample(tx, ids, now) {
    const at = now.toISOString();
    const organizationId = ids.demoSalonId;
    // The menu sampler ran first: its active services, found by name.
    const services = listServices(tx, organizationId).filter((service) => service.isActive);
    const categoryOf = new Map(
      DEMO_MENU.flatMap((category) => category.services.map((service) => [service.name, category.name] as const)),
    );
    for (const sample of DEMO_LOCATIONS) {
      const id = newId();
      insertLocation(tx, {
        id,
        organizationId,
        name: sample.name,
        description: sample.description,
        address: composeAddress(sample.address),
        ...sample.address,
        phone: sample.phone,
        email: sample.email,
        timezone: null,
        hours: sample.hours,
        createdAt: at,
        updatedAt: at,
      });
      const offered = services
        .filter(
          (service) =>
            sample.categories.includes(categoryOf.get(service.name) ?? '') || sample.alsoOffers.includes(service.name),
        )
        .map((service) => ({ id: service.id, isBookableOnline: !sample.inPersonOnly.includes(service.name) }));
      replaceLocationServices(tx, organizationId, id, offered, [], () => newId(), now);
    }
  },
];
