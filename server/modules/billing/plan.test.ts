import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, loginAs } from '../../testing/build-test-app';
import { currentPlan } from './plan';
import { saveSubscription } from './repository';

const DAY_MS = 86_400_000;

// The demo seeds Demo Salon on a LUXE trial ending 9 days after seeding, anchored 5 days before.
let app: FastifyInstance;
let organizationId: string;
const seededAt = new Date();

beforeEach(async () => {
  app = await buildTestApp({ now: () => seededAt });
  organizationId = loginAs(app, 'owner').organizationId;
});
afterEach(() => app.close());

const planAt = (at: Date) => currentPlan(app.deps.db, organizationId, at);

it('answers the same plan while nothing is written and the clock stays in its period', () => {
  const first = planAt(seededAt);
  expect(first).toMatchObject({ plan: 'LUXE', status: 'trialing' });
  expect(planAt(new Date(seededAt.getTime() + 60 * 60_000))).toBe(first);
});

it('follows the clock without any write: the trial runs out, the next period starts, and back again', () => {
  const trial = planAt(seededAt);
  const trialEnd = trial.trialEnd!;
  expect(trialEnd.getTime()).toBe(seededAt.getTime() + 9 * DAY_MS);

  const expired = planAt(new Date(trialEnd.getTime() + 1));
  expect(expired).toMatchObject({ plan: 'FREE', status: 'expired' });
  expect(planAt(new Date(trialEnd.getTime() - 1))).toMatchObject({ plan: 'LUXE', status: 'trialing' });

  const nextPeriod = planAt(new Date(expired.period.end.getTime() + 1));
  expect(nextPeriod.period.index).toBe(expired.period.index + 1);
  expect(nextPeriod.period.start.getTime()).toBe(expired.period.end.getTime());
  // A clock set back (tests, a corrected system clock) gets the earlier answer again.
  expect(planAt(seededAt)).toMatchObject({ plan: 'LUXE', status: 'trialing', period: { index: trial.period.index } });
});

it('answers a new plan as soon as the subscription is written', () => {
  const before = planAt(seededAt);
  saveSubscription(app.deps.db, {
    organizationId,
    plan: 'PREMIER',
    status: 'active',
    billingCycle: 'monthly',
    trialEndsAt: null,
    anchorAt: before.anchor.toISOString(),
    updatedAt: seededAt.toISOString(),
    updatedBy: null,
  });
  expect(planAt(seededAt)).toMatchObject({ plan: 'PREMIER', status: 'active', trialEnd: null });
});

it('sees a write inside a transaction, and nothing of it once rolled back', () => {
  const { db } = app.deps;
  const premier = {
    organizationId,
    plan: 'PREMIER' as const,
    status: 'active' as const,
    billingCycle: 'monthly' as const,
    trialEndsAt: null,
    anchorAt: planAt(seededAt).anchor.toISOString(),
    updatedAt: seededAt.toISOString(),
    updatedBy: null,
  };
  expect(() =>
    db.transaction((tx) => {
      saveSubscription(tx, premier);
      expect(currentPlan(db, organizationId, seededAt).plan).toBe('PREMIER');
      throw new Error('roll back');
    }),
  ).toThrow('roll back');
  expect(planAt(seededAt)).toMatchObject({ plan: 'LUXE', status: 'trialing' });
});
