import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  type BusinessHours,
  type DayHours,
  type HoursException,
} from '../../contract/service-booking';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { documentCalls, servicesActivity } from './test-helpers';

const open = (openTime: string, closeTime: string, breaks: DayHours['breaks'] = []): DayHours => ({
  isOpen: true,
  openTime,
  closeTime,
  breaks,
});
const closed = (openTime = '09:00', closeTime = '17:00'): DayHours => ({
  isOpen: false,
  openTime,
  closeTime,
  breaks: [],
});
const CHRISTMAS = '0190a000-0000-7000-8000-0000000e1225';
const LATE_NIGHT = '0190a000-0000-7000-8000-0000000e1223';
const exception = (fields: Partial<HoursException> & Pick<HoursException, 'date'>): HoursException => ({
  id: CHRISTMAS,
  name: '',
  ...closed(),
  ...fields,
});

describe('business hours', () => {
  let app: FastifyInstance;
  // Other Spa has never saved its hours (the demo gives Demo Salon its own), so it starts from the defaults.
  let spa: Session;
  let hours: ReturnType<typeof documentCalls<BusinessHours>>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    spa = loginAs(app, 'otherOwner');
    hours = documentCalls<BusinessHours>(app, '/api/settings/services/business-hours');
  });
  afterEach(() => app.close());

  const refusal = async (payload: object) => {
    const res = await hours.put(spa, payload);
    expect(res.status).toBe(400);
    // Nothing was written.
    expect((await hours.get(spa)).headers.etag).toBe('"0"');
    return res.body;
  };

  it('answers the spec’s defaults as version 0 before anything is saved', async () => {
    const res = await hours.get(spa);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.body).toEqual({
      monday: open('09:00', '17:00'),
      tuesday: open('09:00', '17:00'),
      wednesday: open('09:00', '17:00'),
      thursday: open('09:00', '17:00'),
      friday: open('09:00', '17:00'),
      saturday: open('10:00', '16:00'),
      sunday: closed(),
      exceptions: [],
    });
  });

  it('shows the demo’s late-night Thursday, Saturday lunch break and Christmas closing', async () => {
    const demo = await hours.get(loginAs(app, 'owner'));
    expect(demo.headers.etag).toBe('"1"');
    expect(demo.body.thursday).toEqual(open('09:00', '20:00'));
    expect(demo.body.saturday.breaks).toEqual([{ start: '12:30', end: '13:00' }]);
    expect(demo.body.exceptions.map((e) => [e.name, e.date.slice(5), e.isOpen])).toEqual([
      ['Christmas late night', '12-23', true],
      ['Christmas Day', '12-25', false],
    ]);
  });

  it('saves a day with a lunch break, sorted, and keeps it after a reload; other days stay as they were', async () => {
    const monday = open('08:00', '18:00', [
      { start: '15:00', end: '15:15' },
      { start: '12:00', end: '13:00' },
    ]);
    const saved = await hours.put(spa, { monday }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    const sorted = open('08:00', '18:00', [
      { start: '12:00', end: '13:00' },
      { start: '15:00', end: '15:15' },
    ]);
    expect(saved.body.monday).toEqual(sorted);
    const reload = await hours.get(spa);
    expect(reload.headers.etag).toBe('"1"');
    expect(reload.body).toEqual({ ...DEFAULT_BUSINESS_HOURS, monday: sorted });
  });

  it('replaces a day whole: a day sent without its breaks has none', async () => {
    await hours.put(spa, { tuesday: open('09:00', '17:00', [{ start: '12:00', end: '12:30' }]) });
    const res = await hours.put(spa, { tuesday: open('10:00', '17:00'), sunday: open('10:00', '14:00') });
    expect(res.body.tuesday).toEqual(open('10:00', '17:00'));
    expect(res.body.sunday).toEqual(open('10:00', '14:00'));
    expect(res.body.monday).toEqual(DEFAULT_BUSINESS_HOURS.monday);
  });

  it('lets a closed day keep times that would not do for an open one', async () => {
    const res = await hours.put(spa, {
      wednesday: { ...closed('18:00', '09:00'), breaks: [{ start: '20:00', end: '19:00' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.wednesday).toMatchObject({ isOpen: false, openTime: '18:00', closeTime: '09:00' });
  });

  it('accepts breaks that touch each other and the opening hours', async () => {
    const friday = open('09:00', '17:00', [
      { start: '09:00', end: '09:30' },
      { start: '12:00', end: '12:30' },
      { start: '12:30', end: '13:00' },
      { start: '16:30', end: '17:00' },
    ]);
    expect((await hours.put(spa, { friday })).status).toBe(200);
  });

  it.each<[string, object, string, string]>([
    [
      'closing before opening',
      { monday: open('17:00', '09:00') },
      'Monday: the closing time must be after the opening time',
      'monday.closeTime',
    ],
    [
      'closing at the opening time',
      { sunday: open('10:00', '10:00') },
      'Sunday: the closing time must be after the opening time',
      'sunday.closeTime',
    ],
    [
      'a break that ends before it starts',
      { tuesday: open('09:00', '17:00', [{ start: '13:00', end: '12:00' }]) },
      'Tuesday: each break must end after it starts',
      'tuesday.breaks',
    ],
    [
      'a break before opening',
      { wednesday: open('09:00', '17:00', [{ start: '08:30', end: '09:30' }]) },
      'Wednesday: each break must be inside the opening hours',
      'wednesday.breaks',
    ],
    [
      'a break after closing',
      { thursday: open('09:00', '17:00', [{ start: '16:30', end: '17:30' }]) },
      'Thursday: each break must be inside the opening hours',
      'thursday.breaks',
    ],
    [
      'overlapping breaks, in any order',
      {
        friday: open('09:00', '17:00', [
          { start: '13:00', end: '14:00' },
          { start: '12:00', end: '13:30' },
        ]),
      },
      'Friday: breaks must not overlap',
      'friday.breaks',
    ],
    [
      'the same break twice',
      {
        saturday: open('09:00', '17:00', [
          { start: '12:00', end: '12:30' },
          { start: '12:00', end: '12:30' },
        ]),
      },
      'Saturday: breaks must not overlap',
      'saturday.breaks',
    ],
  ])('refuses %s with a sentence naming the day', async (_case, payload, message, field) => {
    const body = await refusal(payload);
    expect(body.message).toBe(message);
    expect(body.details).toEqual([{ field, message }]);
  });

  it.each([
    [{ monday: { ...open('09:00', '17:00'), openTime: '9:00' } }, 'Opening time must be a time such as 09:00'],
    [{ monday: { ...open('09:00', '17:00'), closeTime: '24:00' } }, 'Closing time must be a time such as 09:00'],
    [{ monday: { isOpen: true, openTime: '09:00', closeTime: '17:00' } }, 'Breaks is required'],
    [
      {
        monday: open(
          '08:00',
          '20:00',
          Array.from({ length: 5 }, (_, i) => ({ start: `1${i}:00`, end: `1${i}:10` })),
        ),
      },
      'Breaks must have at most 4 items',
    ],
    [{ holidays: [] }, 'holidays is not an accepted field'],
  ])('refuses the malformed %j', async (payload, message) => {
    expect((await refusal(payload)).message).toBe(message);
  });

  describe('exceptions', () => {
    it('keeps a holiday and a late night with their client-made ids, in date order', async () => {
      const res = await hours.put(spa, {
        exceptions: [
          exception({ id: CHRISTMAS, date: '2026-12-25', name: ' Christmas Day ' }),
          exception({ id: LATE_NIGHT, date: '2026-12-23', name: 'Late night', ...open('09:00', '21:00') }),
        ],
      });
      expect(res.status).toBe(200);
      const expected = [
        { id: LATE_NIGHT, date: '2026-12-23', name: 'Late night', ...open('09:00', '21:00') },
        { id: CHRISTMAS, date: '2026-12-25', name: 'Christmas Day', ...closed() },
      ];
      expect(res.body.exceptions).toEqual(expected);
      expect((await hours.get(spa)).body.exceptions).toEqual(expected);
    });

    it('replaces the list whole when sent and keeps it when not', async () => {
      await hours.put(spa, { exceptions: [exception({ date: '2026-12-25' })] });
      const kept = await hours.put(spa, { monday: open('10:00', '17:00') });
      expect(kept.body.exceptions.map((e) => e.date)).toEqual(['2026-12-25']);
      const replaced = await hours.put(spa, { exceptions: [exception({ id: LATE_NIGHT, date: '2027-01-01' })] });
      expect(replaced.body.exceptions.map((e) => e.date)).toEqual(['2027-01-01']);
      const emptied = await hours.put(spa, { exceptions: [] });
      expect(emptied.body.exceptions).toEqual([]);
    });

    it.each<[string, HoursException[], string, string]>([
      [
        'two on the same date',
        [
          exception({ date: '2026-12-25' }),
          exception({ id: LATE_NIGHT, date: '2026-12-25', ...open('09:00', '12:00') }),
        ],
        'There is already an exception on 2026-12-25',
        'exceptions.1.date',
      ],
      [
        'a date not in the calendar',
        [exception({ date: '2026-02-30' })],
        'There is no such date as 2026-02-30',
        'exceptions.0.date',
      ],
      [
        '29 February of a common year',
        [exception({ date: '2027-02-29' })],
        'There is no such date as 2027-02-29',
        'exceptions.0.date',
      ],
      [
        'two with one id',
        [exception({ date: '2026-12-24' }), exception({ date: '2026-12-25' })],
        'Each exception must have its own id (2026-12-25)',
        'exceptions.1.id',
      ],
      [
        'an open one closing before it opens',
        [exception({ date: '2026-12-23', name: 'Late night', ...open('21:00', '09:00') })],
        'On 2026-12-23 (Late night): the closing time must be after the opening time',
        'exceptions.0.closeTime',
      ],
      [
        'an open one with a break outside its hours',
        [exception({ date: '2026-12-23', ...open('09:00', '21:00', [{ start: '21:00', end: '21:30' }]) })],
        'On 2026-12-23: each break must be inside the opening hours',
        'exceptions.0.breaks',
      ],
      [
        'an open one with overlapping breaks',
        [
          exception({
            date: '2026-12-23',
            ...open('09:00', '21:00', [
              { start: '12:00', end: '13:00' },
              { start: '12:45', end: '13:15' },
            ]),
          }),
        ],
        'On 2026-12-23: breaks must not overlap',
        'exceptions.0.breaks',
      ],
    ])('refuses %s', async (_case, exceptions, message, field) => {
      const body = await refusal({ exceptions });
      expect(body.message).toBe(message);
      expect(body.details).toEqual([{ field, message }]);
    });

    it('does not check the hours of a closed exception (a holiday)', async () => {
      const res = await hours.put(spa, {
        exceptions: [exception({ date: '2026-12-25', ...closed('17:00', '09:00') })],
      });
      expect(res.status).toBe(200);
    });

    it.each([
      [[exception({ date: '2026-13-01' })], 'Date must be a date such as 2026-12-25'],
      [[exception({ date: '2026-12-25', id: 'christmas' })], 'Exception id has an invalid format'],
      [[exception({ date: '2026-12-25', name: 'x'.repeat(61) })], 'Exception name must be at most 60 characters'],
    ])('refuses the malformed exception %j', async (exceptions, message) => {
      expect((await refusal({ exceptions })).message).toBe(message);
    });
  });

  it('refuses a save from a stale read with 412 and changes nothing', async () => {
    await hours.put(spa, { sunday: open('10:00', '14:00') }, '"0"');
    const late = await hours.put(spa, { sunday: closed() }, '"0"');
    expect(late.status).toBe(412);
    expect((await hours.get(spa)).body.sunday).toEqual(open('10:00', '14:00'));
  });

  it('is for managers and admins, not reception or practitioners', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await hours.get(session)).status).toBe(403);
      expect((await hours.put(session, { sunday: closed() })).status).toBe(403);
    }
    for (const role of ['manager', 'admin'] as const) {
      expect((await hours.put(loginAs(app, role), { sunday: open('11:00', '15:00') })).status).toBe(200);
    }
  });

  it('records the changed fields in the activity log', async () => {
    await hours.put(spa, {
      saturday: open('10:00', '16:00', [{ start: '12:00', end: '12:30' }]),
      exceptions: [exception({ date: '2026-12-25', name: 'Christmas Day' })],
    });
    const [entry] = await servicesActivity(app, spa);
    expect(entry).toMatchObject({
      details: 'Updated business hours',
      success: true,
      changes: {
        'saturday.breaks': { before: [], after: [{ start: '12:00', end: '12:30' }] },
        exceptions: { before: [], after: [{ id: CHRISTMAS, date: '2026-12-25', name: 'Christmas Day' }] },
      },
    });
    expect(Object.keys(entry!.changes ?? {})).toEqual(['saturday.breaks', 'exceptions']);
  });
});
