import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  showTrialWarning,
  type Overages,
  type Subscription,
  type TierList,
  type UsageDetail,
} from '../../contract/billing';
import type { ErrorBody } from '../../contract/common';
import type { OverviewResponse } from '../../contract/overview';
import type { TeamUser } from '../../contract/team';
import {
  buildTestApp,
  call,
  DEMO_EMAILS,
  loginAs,
  passwordsNeverExpire,
  type Session,
} from '../../testing/build-test-app';
import { uploadsDir } from '../../storage/paths';
import { databaseBytes } from '../../storage/sizes';
import { anniversary, isoDate } from './periods';

const DAY_MS = 86_400_000;

describe('subscription and usage', () => {
  let app: FastifyInstance;
  let clock: Date;
  let owner: Session;
  let platform: Session;
  const seededAt = new Date();

  beforeEach(async () => {
    clock = seededAt;
    app = await buildTestApp({ now: () => clock });
    owner = loginAs(app, 'owner');
    platform = loginAs(app, 'platform');
  });
  afterEach(() => app.close());

  const get = <T>(url: string, session: Session = owner) =>
    call<T & ErrorBody>(app, { method: 'GET', url, headers: session.headers });
  const setPlan = (payload: object, session: Session = platform) =>
    call<Subscription & ErrorBody>(app, {
      method: 'PUT',
      url: '/api/billing/subscription/plan',
      headers: session.headers,
      payload,
    });
  const deactivate = async (email: string) => {
    const team = await get<{ items: TeamUser[] }>('/api/team/users');
    const id = team.body.items.find((u) => u.email === email)!.id;
    const res = await call(app, { method: 'POST', url: `/api/team/users/${id}/deactivate`, headers: owner.headers });
    expect(res.status).toBe(200);
  };
  /** Staff alone: the demo's two locations would be over STUDIO's one as well. */
  const removeDemoLocations = async () => {
    for (const location of (await get<{ id: string }[]>('/api/locations')).body) {
      const res = await call(app, { method: 'DELETE', url: `/api/locations/${location.id}`, headers: owner.headers });
      expect(res.status).toBe(204);
    }
  };

  it('publishes the tiers without a session, cached for 5 minutes', async () => {
    const res = await call<TierList>(app, { method: 'GET', url: '/api/public/tiers' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.items.map((t) => t.name)).toEqual(['FREE', 'STUDIO', 'LUXE', 'PREMIER']);
    expect(res.body.items[1]).toMatchObject({
      name: 'STUDIO',
      displayName: 'Studio',
      monthlyPrice: 49,
      monthlyPriceMinor: 4900,
      currency: 'USD',
      limits: { staff: 5, locations: 1, monthlyAppointments: 1000, monthlySMS: 250, storageGB: 10 },
    });
    expect(res.body.items[3]!.limits).toMatchObject({ staff: -1, locations: -1, clients: -1 });
  });

  it('shows the demo trial with the days remaining, and warns in the last 3 days', async () => {
    const res = await get<Subscription>('/api/billing/subscription');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: 'LUXE',
      status: 'trialing',
      isOnTrial: true,
      trialDays: 14,
      daysRemaining: 9,
      nextBillingDate: null,
      amount: 99,
      currency: 'USD',
    });
    expect(Date.parse(res.body.trialEnd!)).toBe(seededAt.getTime() + 9 * DAY_MS);
    expect(showTrialWarning(res.body)).toBe(false);
    // A session unused for the policy's idle timeout (8 hours) ends: sign in again after a jump.
    clock = new Date(seededAt.getTime() + 6 * DAY_MS + 60_000);
    owner = loginAs(app, 'owner');
    const later = await get<Subscription>('/api/billing/subscription');
    expect(later.body.daysRemaining).toBe(3);
    expect(showTrialWarning(later.body)).toBe(true);
  });

  it('falls back to FREE once the trial has run out', async () => {
    clock = new Date(seededAt.getTime() + 10 * DAY_MS);
    owner = loginAs(app, 'owner');
    const res = await get<Subscription>('/api/billing/subscription');
    expect(res.body).toMatchObject({
      plan: 'FREE',
      status: 'expired',
      isOnTrial: false,
      daysRemaining: null,
      amount: 0,
    });
    expect((await get<OverviewResponse>('/api/settings/overview')).body.planType).toBe('FREE');
    const usage = await get<UsageDetail>('/api/billing/usage/detailed');
    expect(usage.body.limits.staff).toBe(2);
    // Seven members, Jamie Junior (who does not sign in) among them: every member takes a seat.
    expect(usage.body.alerts[0]).toMatchObject({ resource: 'staff', severity: 'CRITICAL', percentage: 350 });
  });

  it('answers FREE with nothing to bill for Other Spa', async () => {
    const res = await get<Subscription>('/api/billing/subscription', loginAs(app, 'otherOwner'));
    expect(res.body).toMatchObject({
      plan: 'FREE',
      status: 'active',
      isOnTrial: false,
      nextBillingDate: null,
      amount: 0,
    });
  });

  it('lets a platform admin put the organization on a paid plan, billed on its anniversary', async () => {
    const res = await setPlan({ plan: 'STUDIO' });
    expect(res.status).toBe(200);
    const anchor = new Date(seededAt.getTime() - 5 * DAY_MS);
    expect(res.body).toMatchObject({
      plan: 'STUDIO',
      status: 'active',
      isOnTrial: false,
      daysRemaining: null,
      amount: 49,
      amountMinor: 4900,
      nextBillingDate: isoDate(anniversary(anchor, 1)),
    });
    expect(res.body.billingPeriod.start).toBe(anchor.toISOString().slice(0, 10));
    const log = await get<{ items: { details: string; changes: unknown }[] }>(
      '/api/settings/activity?section=organization',
    );
    expect(log.body.items[0]).toMatchObject({
      details: 'Changed the plan to STUDIO',
      changes: { plan: { before: 'LUXE', after: 'STUDIO' }, status: { before: 'trialing', after: 'active' } },
    });
  });

  it('starts a 14-day trial on request, but never of FREE', async () => {
    const trial = await setPlan({ plan: 'PREMIER', trial: true });
    expect(trial.body).toMatchObject({ plan: 'PREMIER', status: 'trialing', daysRemaining: 14 });
    const free = await setPlan({ plan: 'FREE', trial: true });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe('Free trial is only offered on paid plans');
  });

  it('keeps plan changes to platform admins', async () => {
    const res = await setPlan({ plan: 'PREMIER' }, owner);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a platform admin can change the plan');
    expect((await setPlan({ plan: 'PREMIER' }, loginAs(app, 'receptionist'))).status).toBe(403);
    expect((await get<Subscription>('/api/billing/subscription')).body.plan).toBe('LUXE');
  });

  it.each([
    [{ plan: 'GOLD' }, 'Plan must be one of: FREE, STUDIO, LUXE, PREMIER'],
    [{}, 'Plan is required'],
    [{ plan: 'LUXE', trial: 'yes' }, 'Free trial must be a boolean'],
    [{ plan: 'LUXE', price: 0 }, 'price is not an accepted field'],
  ])('refuses the plan change %j', async (payload, message) => {
    const res = await setPlan(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('counts usage from the database for the current billing period', async () => {
    const res = await get<UsageDetail>('/api/billing/usage/detailed');
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('LUXE');
    // The demo's notification log (demo/notification-samples.ts): what left within this period.
    const sentSince = (channel: string) =>
      app.deps.database.sqlite
        .prepare(
          `SELECT count(*) AS n FROM notification_messages
           WHERE channel = ? AND status IN ('sent', 'delivered') AND sent_at >= ?`,
        )
        .get(channel, `${res.body.billingPeriod.start}T00:00:00.000Z`) as { n: number };
    expect(sentSince('email').n).toBeGreaterThan(0);
    expect(sentSince('sms').n).toBeGreaterThan(0);
    expect(res.body.usage).toMatchObject({
      staff: 7,
      locations: 2,
      // The demo's clients (demo/client-samples.ts).
      clients: 12,
      appointments: 0,
      emails: sentSince('email').n,
      sms: sentSince('sms').n,
      push: 0,
    });
    expect(res.body.limits).toMatchObject({ staff: 15, monthlyAppointments: 5000, storageGB: 50 });
    expect(res.body.percentages.staff).toBe(46.7);
    expect(res.body.alerts).toEqual([]);
    expect(res.body.upgradeRecommended).toBe(false);
    expect(res.body.nextPlan).toBe('PREMIER');
    const anchor = new Date(seededAt.getTime() - 5 * DAY_MS).toISOString().slice(0, 10);
    expect(res.body.billingPeriod.start).toBe(anchor);
    expect(res.body.billingPeriod.billingPeriod).toMatch(new RegExp(`^${anchor} to \\d{4}-\\d{2}-\\d{2}$`));

    const dir = join(uploadsDir(app.deps.config.dataDir, owner.organizationId), 'avatars');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(5000));
    await deactivate(DEMO_EMAILS.practitioner);
    const after = await get<UsageDetail>('/api/billing/usage/detailed');
    expect(after.body.usage.staff).toBe(6);
    expect(after.body.usage.storage).toBe(databaseBytes(app.deps.database.sqlite) + 5000);
  });

  it('raises alerts at 75%, 90% and over 100%, and recommends the next plan', async () => {
    await removeDemoLocations();
    await setPlan({ plan: 'STUDIO' });
    // Six of the seven members (Jamie Junior does not sign in, and takes a seat all the same).
    await deactivate('jamie@demo.test');
    const usage = () => get<UsageDetail>('/api/billing/usage/detailed');
    const staffAlert = async () => (await usage()).body.alerts.find((a) => a.resource === 'staff');
    expect(await staffAlert()).toEqual({
      resource: 'staff',
      severity: 'CRITICAL',
      percentage: 120,
      message: 'Limit exceeded: Staff at 120% of your plan limit',
    });
    await deactivate(DEMO_EMAILS.practitioner);
    expect(await staffAlert()).toMatchObject({
      severity: 'HIGH',
      message: 'High usage: Staff at 100% of your plan limit',
    });
    await deactivate(DEMO_EMAILS.receptionist);
    expect(await staffAlert()).toMatchObject({ severity: 'MEDIUM', message: 'Staff at 80% of your plan limit' });
    expect((await usage()).body).toMatchObject({ upgradeRecommended: true, nextPlan: 'LUXE' });
    await deactivate(DEMO_EMAILS.manager);
    expect(await staffAlert()).toBeUndefined();
    expect((await usage()).body.upgradeRecommended).toBe(false);
  });

  it('treats -1 as unlimited: no percentage, no alert, nothing to upgrade to', async () => {
    await setPlan({ plan: 'PREMIER' });
    const res = await get<UsageDetail>('/api/billing/usage/detailed');
    expect(res.body.limits.staff).toBe(-1);
    expect(res.body.percentages.staff).toBe(0);
    expect(res.body.alerts).toEqual([]);
    expect(res.body).toMatchObject({ upgradeRecommended: false, nextPlan: null });
  });

  it('records overages per period at their peak and shows the last 3 periods', async () => {
    await removeDemoLocations();
    await setPlan({ plan: 'STUDIO' });
    const first = await get<Overages>('/api/billing/overages');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalOverages: 1, totalCost: 0, currency: 'USD' });
    expect(first.body.byPeriod).toHaveLength(1);
    expect(first.body.byPeriod[0]!.items).toEqual([
      { resource: 'staff', limit: 5, peakUsage: 7, unitsOver: 2, unitPriceMinor: 0, cost: 0, costMinor: 0 },
    ]);
    // The peak stays when usage drops within the period.
    await deactivate(DEMO_EMAILS.practitioner);
    await deactivate('jamie@demo.test');
    expect((await get<Overages>('/api/billing/overages')).body.byPeriod[0]!.items[0]!.peakUsage).toBe(7);

    // Sessions end after 8 idle hours and passwords expire after 90 days (the security policy's
    // defaults): sign in again after moving the clock on, with passwords that never expire.
    passwordsNeverExpire(app);
    clock = new Date(seededAt.getTime() + 70 * DAY_MS);
    owner = loginAs(app, 'owner');
    const later = await get<Overages>('/api/billing/overages');
    expect(later.body.byPeriod).toHaveLength(3);
    expect(later.body.byPeriod.map((p) => p.items.length)).toEqual([0, 0, 1]);
    expect(later.body.totalOverages).toBe(1);
    clock = new Date(seededAt.getTime() + 130 * DAY_MS);
    owner = loginAs(app, 'owner');
    const muchLater = await get<Overages>('/api/billing/overages');
    expect(muchLater.body.byPeriod).toHaveLength(3);
    expect(muchLater.body.totalOverages).toBe(0);
  });

  it('keeps billing to those who manage organization settings', async () => {
    const reception = loginAs(app, 'receptionist');
    for (const url of ['/api/billing/subscription', '/api/billing/usage/detailed', '/api/billing/overages']) {
      expect((await get(url, reception)).status).toBe(403);
      expect((await get(url, loginAs(app, 'manager'))).status).toBe(200);
    }
  });
});
