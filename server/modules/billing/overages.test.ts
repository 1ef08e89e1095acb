import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BYTES_PER_GB, USAGE_RESOURCES, type UsageResource } from '../../contract/billing';
import { buildTestApp, loginAs } from '../../testing/build-test-app';
import { recordOverages, toOverages } from './overages';
import { currentPlan, type PlanState } from './plan';
import { recentPeriods } from './periods';
import { findTier, listOverages } from './repository';

const none = Object.fromEntries(USAGE_RESOURCES.map((r) => [r, 0])) as Record<UsageResource, number>;

describe('overage recording', () => {
  let app: FastifyInstance;
  let organizationId: string;
  let state: PlanState;
  beforeEach(async () => {
    app = await buildTestApp();
    organizationId = loginAs(app, 'otherOwner').organizationId;
    const free = currentPlan(app.deps.db, organizationId, new Date());
    state = { ...free, plan: 'STUDIO', tier: findTier(app.deps.db, 'STUDIO')! };
  });
  afterEach(() => app.close());

  const rows = () => listOverages(app.deps.db, organizationId, [state.period.start.toISOString().slice(0, 10)]);

  it('prices units over the limit at the tier’s overage price, storage per started GB', () => {
    recordOverages(
      app.deps.db,
      organizationId,
      state,
      { ...none, sms: 260, storage: 10 * BYTES_PER_GB + 1 },
      new Date(),
    );
    const recorded = rows();
    expect(recorded.map((r) => [r.resource, r.unitsOver, r.unitPriceMinor, r.costMinor])).toEqual([
      ['sms', 10, 8, 80],
      ['storage', 1, 50, 50],
    ]);
    const answer = toOverages([state.period], recorded, 'USD');
    expect(answer).toMatchObject({ totalOverages: 2, totalCost: 1.3, totalCostMinor: 130, currency: 'USD' });
    expect(answer.byPeriod[0]).toMatchObject({ totalCost: 1.3, totalCostMinor: 130 });
  });

  it('keeps the peak of the period: a lower measurement never replaces a higher one', () => {
    recordOverages(app.deps.db, organizationId, state, { ...none, sms: 300 }, new Date());
    recordOverages(app.deps.db, organizationId, state, { ...none, sms: 255 }, new Date());
    expect(rows()[0]).toMatchObject({ peakUsage: 300, unitsOver: 50, costMinor: 400 });
    recordOverages(app.deps.db, organizationId, state, { ...none, sms: 400 }, new Date());
    expect(rows()[0]).toMatchObject({ peakUsage: 400, unitsOver: 150, costMinor: 1200 });
  });

  it('records nothing at or under the limit, nor for unlimited resources', () => {
    const premier = { ...state, plan: 'PREMIER' as const, tier: findTier(app.deps.db, 'PREMIER')! };
    recordOverages(app.deps.db, organizationId, state, { ...none, sms: 250, staff: 5 }, new Date());
    recordOverages(app.deps.db, organizationId, premier, { ...none, staff: 500 }, new Date());
    expect(rows()).toEqual([]);
  });

  it('lists empty periods too, newest first', () => {
    const periods = recentPeriods(state.anchor, new Date(state.anchor.getTime() + 70 * 86_400_000), 3);
    const answer = toOverages(periods, [], 'USD');
    expect(answer.byPeriod.map((p) => p.totalCost)).toEqual([0, 0, 0]);
    expect(answer.byPeriod[0]!.start > answer.byPeriod[1]!.start).toBe(true);
  });
});
