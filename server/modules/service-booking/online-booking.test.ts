import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ONLINE_BOOKING, type OnlineBookingSettings } from '../../contract/service-booking';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { documentCalls, servicesActivity } from './test-helpers';

describe('online booking settings', () => {
  let app: FastifyInstance;
  let owner: Session;
  let onlineBooking: ReturnType<typeof documentCalls<OnlineBookingSettings>>;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
    onlineBooking = documentCalls<OnlineBookingSettings>(app, '/api/settings/services/online-booking');
  });
  afterEach(() => app.close());

  it('answers the spec’s defaults as version 0 before anything is saved', async () => {
    const res = await onlineBooking.get(owner);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.body).toEqual({
      enabled: true,
      requireApproval: false,
      allowCancellation: true,
      cancellationWindow: 24,
      showPrices: true,
      requireDeposit: false,
      depositPercentage: 25,
    });
  });

  it('keeps a partial save after a reload, for everyone in the organization only', async () => {
    const saved = await onlineBooking.put(owner, { requireDeposit: true, depositPercentage: 50 }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    expect(saved.body).toEqual({ ...DEFAULT_ONLINE_BOOKING, requireDeposit: true, depositPercentage: 50 });
    const second = await onlineBooking.put(owner, { cancellationWindow: 168 }, '"1"');
    expect(second.body).toMatchObject({ depositPercentage: 50, cancellationWindow: 168 });
    const reload = await onlineBooking.get(loginAs(app, 'admin'));
    expect(reload.headers.etag).toBe('"2"');
    expect(reload.body).toEqual({
      ...DEFAULT_ONLINE_BOOKING,
      requireDeposit: true,
      depositPercentage: 50,
      cancellationWindow: 168,
    });
    expect((await onlineBooking.get(loginAs(app, 'otherOwner'))).body).toEqual(DEFAULT_ONLINE_BOOKING);
  });

  it('accepts the bounds themselves', async () => {
    const res = await onlineBooking.put(owner, { cancellationWindow: 0, depositPercentage: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancellationWindow: 0, depositPercentage: 100 });
  });

  it.each([
    [{ cancellationWindow: 169 }, 'Cancellation window must be 168 or less'],
    [{ cancellationWindow: -1 }, 'Cancellation window must be 0 or more'],
    [{ cancellationWindow: 'abc' }, 'Cancellation window must be a whole number'],
    [{ cancellationWindow: 2.5 }, 'Cancellation window must be a whole number'],
    [{ depositPercentage: 101 }, 'Deposit percentage must be 100 or less'],
    [{ depositPercentage: -5 }, 'Deposit percentage must be 0 or more'],
    [{ depositPercentage: 'abc' }, 'Deposit percentage must be a whole number'],
    [{ enabled: 'yes' }, 'Online booking must be a boolean'],
    [{ paymentGateway: 'stripe' }, 'paymentGateway is not an accepted field'],
  ])('refuses %j with “%s” and keeps the stored settings', async (payload, message) => {
    const res = await onlineBooking.put(owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const reload = await onlineBooking.get(owner);
    expect(reload.headers.etag).toBe('"0"');
    expect(reload.body).toEqual(DEFAULT_ONLINE_BOOKING);
  });

  it('refuses a save from a stale read with 412 and changes nothing', async () => {
    await onlineBooking.put(owner, { showPrices: false }, '"0"');
    const late = await onlineBooking.put(owner, { requireApproval: true }, '"0"');
    expect(late.status).toBe(412);
    expect(late.body.code).toBe('STALE_VERSION');
    expect((await onlineBooking.get(owner)).body).toMatchObject({ showPrices: false, requireApproval: false });
  });

  it('is for people who manage organization settings: managers and admins, not reception or practitioners', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await onlineBooking.get(session)).status).toBe(403);
      expect((await onlineBooking.put(session, { enabled: false })).status).toBe(403);
    }
    for (const role of ['manager', 'admin'] as const) {
      expect((await onlineBooking.put(loginAs(app, role), { enabled: false })).status).toBe(200);
    }
    expect((await onlineBooking.get(owner)).body.enabled).toBe(false);
  });

  it('records the change with its before and after in the activity log', async () => {
    await onlineBooking.put(owner, { cancellationWindow: 48, requireApproval: true });
    const [entry] = await servicesActivity(app, owner);
    expect(entry).toMatchObject({
      section: 'services',
      action: 'update',
      success: true,
      details: 'Updated online booking settings',
      changes: {
        cancellationWindow: { before: 24, after: 48 },
        requireApproval: { before: false, after: true },
      },
    });
  });
});
