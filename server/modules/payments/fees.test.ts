import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import { DEFAULT_PAYMENT_FEE_SETTINGS } from '../../contract/payments';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { locationCalls, validLocation } from '../locations/test-helpers';
import { gatewayCalls } from './test-helpers';

describe('payment fee settings', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof gatewayCalls>;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
    calls = gatewayCalls(app, owner);
  });
  afterEach(() => app.close());

  it('answers the defaults until saved, then what was saved', async () => {
    expect((await calls.fees()).body).toEqual({
      success: true,
      message: 'Fee settings loaded',
      settings: DEFAULT_PAYMENT_FEE_SETTINGS,
      locationId: null,
    });
    const saved = await calls.saveFees({
      passFeesToClient: true,
      surchargePercentage: 1.5,
      description: '  Card surcharge  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Fee settings saved',
      settings: { passFeesToClient: true, surchargePercentage: 1.5, surchargeFixed: 0, description: 'Card surcharge' },
      locationId: null,
    });
    expect((await calls.fees()).body.settings).toEqual(saved.body.settings);
    const log = await call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=financial',
      headers: owner.headers,
    });
    expect(log.body.items[0]).toMatchObject({
      details: 'Updated card fee settings',
      changes: { passFeesToClient: { before: false, after: true }, surchargePercentage: { before: 0, after: 1.5 } },
    });
  });

  it('refuses values outside the rules, naming the field', async () => {
    const res = await calls.saveFees({ surchargePercentage: 12 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Surcharge percentage/);
    expect((await calls.saveFees({ surchargeFixed: 1.5 })).status).toBe(400);
    const tooFine = await calls.saveFees({ surchargePercentage: 1.255 });
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.message).toBe('Surcharge percentage must have at most 2 decimal places');
    expect((await calls.fees()).body.settings).toEqual(DEFAULT_PAYMENT_FEE_SETTINGS);
  });

  it('takes a percentage with two decimals, which binary floating point cannot divide by 0.01 exactly', async () => {
    const saved = await calls.saveFees({ surchargePercentage: 4.35 });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.surchargePercentage).toBe(4.35);
  });

  it('lets a location override the organization’s settings, starting from them', async () => {
    await calls.saveFees({ passFeesToClient: true, surchargePercentage: 1 });
    const beach = await calls.locationId('Demo Salon — Beach');
    const inherited = await calls.fees(beach);
    expect(inherited.body).toMatchObject({
      locationId: beach,
      settings: { passFeesToClient: true, surchargePercentage: 1 },
    });
    const own = await calls.saveFees({ surchargeFixed: 30 }, beach);
    expect(own.body).toMatchObject({
      locationId: beach,
      settings: { passFeesToClient: true, surchargePercentage: 1, surchargeFixed: 30 },
    });
    // The organization's own settings are untouched, and the other location still follows them.
    expect((await calls.fees()).body.settings.surchargeFixed).toBe(0);
    const city = await calls.locationId('Demo Salon — City');
    expect((await calls.fees(city)).body.settings.surchargeFixed).toBe(0);
    const log = await call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=financial',
      headers: owner.headers,
    });
    expect(log.body.items[0]!.details).toBe('Updated card fee settings for Demo Salon — Beach');
  });

  it('never reads or writes another organization’s location', async () => {
    const other = loginAs(app, 'otherOwner');
    const theirs = await locationCalls(app, other).create(validLocation('Other Spa Studio'), other);
    const read = await calls.fees(theirs.body.id);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Location not found');
    expect((await calls.saveFees({ surchargeFixed: 1 }, theirs.body.id)).status).toBe(404);
    expect((await calls.fees(theirs.body.id, other)).body.settings).toEqual(DEFAULT_PAYMENT_FEE_SETTINGS);
  });

  it('needs manage_payment_methods', async () => {
    const reception = loginAs(app, 'receptionist');
    expect((await calls.fees(undefined, reception)).status).toBe(403);
    expect((await calls.saveFees({ surchargeFixed: 1 }, undefined, reception)).status).toBe(403);
  });
});
