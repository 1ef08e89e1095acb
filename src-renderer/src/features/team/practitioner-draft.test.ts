import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, MAX_SLOTS_PER_DAY } from '../../../../server/contract/locations';
import type { PractitionerProfile } from '../../../../server/contract/practitioners';
import {
  categoryChoice,
  changedLists,
  isChanged,
  nextSlot,
  rebase,
  setDayOpen,
  setOwnHours,
  setWorksAt,
  slotTimeChoices,
  sortedTimeOff,
  timeOffProblem,
  toggleCategory,
  toggleService,
} from './practitioner-draft';

const MAIN = '11111111-1111-4111-8111-111111111111';
const HARBOUR = '22222222-2222-4222-8222-222222222222';
const [CUT, COLOUR, BLOW] = ['a1', 'a2', 'a3'];

const profile = (overrides: Partial<PractitionerProfile> = {}): PractitionerProfile => ({
  serviceIds: [],
  locations: [],
  timeOff: [],
  ...overrides,
});

describe('what the dialog saves', () => {
  it('sends nothing while nothing changed, services compared as a set', () => {
    const saved = profile({ serviceIds: [CUT, COLOUR] });
    expect(isChanged(saved, profile({ serviceIds: [COLOUR, CUT] }))).toBe(false);
    expect(changedLists(saved, saved)).toEqual({});
  });

  it('sends only the lists that changed', () => {
    const saved = profile({ serviceIds: [CUT] });
    const draft = { ...saved, locations: [{ locationId: MAIN, hours: null }] };
    expect(changedLists(saved, draft)).toEqual({ locations: [{ locationId: MAIN, hours: null }] });
  });

  it('after a conflict keeps the lists changed here over the other version', () => {
    const base = profile({ serviceIds: [CUT] });
    const draft = { ...base, serviceIds: [CUT, COLOUR] };
    const latest = profile({ serviceIds: [BLOW], locations: [{ locationId: HARBOUR, hours: null }] });
    expect(rebase(base, draft, latest)).toEqual({
      serviceIds: [CUT, COLOUR],
      locations: [{ locationId: HARBOUR, hours: null }],
      timeOff: [],
    });
  });
});

describe('Select All per category', () => {
  const category = [CUT, COLOUR];

  it('says whether all, some or none of a category is chosen', () => {
    expect(categoryChoice([], category)).toBe('none');
    expect(categoryChoice([CUT, BLOW], category)).toBe('some');
    expect(categoryChoice([COLOUR, CUT], category)).toBe('all');
  });

  it('chooses the rest of a category, then clears it, leaving other categories alone', () => {
    const all = toggleCategory([CUT, BLOW], category);
    expect(all.sort()).toEqual([CUT, COLOUR, BLOW].sort());
    expect(toggleCategory(all, category)).toEqual([BLOW]);
  });

  it('adds and removes one service without doubling it', () => {
    expect(toggleService([CUT], CUT, true)).toEqual([CUT]);
    expect(toggleService([CUT, COLOUR], CUT, false)).toEqual([COLOUR]);
  });
});

describe('locations and hours', () => {
  it('starts at a location with its hours and stops there', () => {
    const working = setWorksAt([], MAIN, true);
    expect(working).toEqual([{ locationId: MAIN, hours: null }]);
    expect(setWorksAt(working, MAIN, false)).toEqual([]);
  });

  it('copies the location’s hours as the member’s own, and goes back to following them', () => {
    const own = setOwnHours([{ locationId: MAIN, hours: null }], MAIN, DEFAULT_LOCATION_HOURS);
    expect(own[0]?.hours).toEqual(DEFAULT_LOCATION_HOURS);
    expect(own[0]?.hours).not.toBe(DEFAULT_LOCATION_HOURS);
    expect(setOwnHours(own, MAIN, null)).toEqual([{ locationId: MAIN, hours: null }]);
  });

  it('offers 06:00 to 23:45 every 15 minutes, and keeps a stored time off that grid', () => {
    const choices = slotTimeChoices();
    expect(choices[0]).toBe('06:00');
    expect(choices.at(-1)).toBe('23:45');
    expect(choices).toHaveLength(72);
    expect(slotTimeChoices(['07:10'])).toContain('07:10');
  });

  it('opens a day with the location’s hours that day, else the default slot, and closes it without slots', () => {
    const beach = {
      isOpen: true,
      slots: [
        { start: '10:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    };
    expect(setDayOpen({ isOpen: false, slots: [] }, true, beach)).toEqual(beach);
    expect(setDayOpen({ isOpen: false, slots: [] }, true, { isOpen: false, slots: [] })).toEqual({
      isOpen: true,
      slots: [{ start: '09:00', end: '17:00' }],
    });
    expect(setDayOpen({ isOpen: false, slots: [] }, true)).toEqual({
      isOpen: true,
      slots: [{ start: '09:00', end: '17:00' }],
    });
    expect(setDayOpen({ isOpen: true, slots: [{ start: '10:00', end: '12:00' }] }, false)).toEqual({
      isOpen: false,
      slots: [],
    });
  });

  it('puts a new slot an hour after the last, and none when the day is full or over', () => {
    expect(nextSlot({ isOpen: true, slots: [{ start: '09:00', end: '12:00' }] })).toEqual({
      start: '13:00',
      end: '14:00',
    });
    expect(nextSlot({ isOpen: true, slots: [{ start: '20:00', end: '23:00' }] })).toEqual({
      start: '23:30',
      end: '23:45',
    });
    expect(nextSlot({ isOpen: true, slots: [{ start: '20:00', end: '23:45' }] })).toBeNull();
    const full = Array.from({ length: MAX_SLOTS_PER_DAY }, () => ({ start: '09:00', end: '10:00' }));
    expect(nextSlot({ isOpen: true, slots: full })).toBeNull();
  });
});

describe('time off', () => {
  it('needs both days, the last not before the first', () => {
    expect(timeOffProblem({ startDate: '', endDate: '2026-05-01' })).toBe('datesRequired');
    expect(timeOffProblem({ startDate: '2026-05-03', endDate: '2026-05-01' })).toBe('endBeforeStart');
    expect(timeOffProblem({ startDate: '2026-05-01', endDate: '2026-05-01' })).toBeNull();
  });

  it('lists entries in date order', () => {
    const later = { id: 'b', startDate: '2026-08-01', endDate: '2026-08-10', reason: 'Holiday' };
    const sooner = { id: 'a', startDate: '2026-03-01', endDate: '2026-03-01', reason: 'Training' };
    expect(sortedTimeOff([later, sooner]).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
