import { BYTES_PER_GB, UNLIMITED, USAGE_RESOURCES, type Overages, type UsageResource } from '../../contract/billing';
import { fromMinorUnits } from '../../contract/currency';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../ids';
import { isoDate, toBillingPeriod, type Period } from './periods';
import { limitInUsageUnits, limitOf, type PlanState } from './plan';
import { recordOverage, type OverageRow } from './repository';

/** Units over the limit: whole items, or started GB for storage (1 byte over is 1 GB billed). */
function unitsOver(resource: UsageResource, used: number, limit: number): number {
  return resource === 'storage' ? Math.ceil((used - limit) / BYTES_PER_GB) : used - limit;
}

/** Files every resource that is over its limit under the current period, keeping the period's peak. */
export function recordOverages(
  db: DbOrTx,
  organizationId: string,
  state: PlanState,
  usage: Record<UsageResource, number>,
  at: Date,
): void {
  for (const resource of USAGE_RESOURCES) {
    const limit = limitInUsageUnits(state.tier, resource);
    if (limit === UNLIMITED || usage[resource] <= limit) continue;
    const units = unitsOver(resource, usage[resource], limit);
    const unitPrice = state.tier.overagePrices[resource] ?? 0;
    recordOverage(db, {
      id: newId(at.getTime()),
      organizationId,
      periodStart: isoDate(state.period.start),
      periodEnd: isoDate(state.period.end),
      resource,
      plan: state.plan,
      limitValue: limitOf(state.tier, resource),
      peakUsage: usage[resource],
      unitsOver: units,
      unitPriceMinor: unitPrice,
      costMinor: units * unitPrice,
      currency: state.tier.currency,
      recordedAt: at.toISOString(),
    });
  }
}

/** The overages answer: one entry per period shown (newest first), empty periods included. */
export function toOverages(periods: Period[], rows: OverageRow[], currency: string): Overages {
  const byPeriod = periods.map((period) => {
    const items = rows
      .filter((row) => row.periodStart === isoDate(period.start))
      .map((row) => ({
        resource: row.resource,
        limit: row.limitValue,
        peakUsage: row.peakUsage,
        unitsOver: row.unitsOver,
        unitPriceMinor: row.unitPriceMinor,
        cost: fromMinorUnits(row.costMinor, row.currency),
        costMinor: row.costMinor,
      }));
    const totalCostMinor = items.reduce((sum, item) => sum + item.costMinor, 0);
    return {
      ...toBillingPeriod(period),
      totalCost: fromMinorUnits(totalCostMinor, currency),
      totalCostMinor,
      items,
    };
  });
  const totalCostMinor = byPeriod.reduce((sum, p) => sum + p.totalCostMinor, 0);
  return {
    totalOverages: byPeriod.reduce((sum, p) => sum + p.items.length, 0),
    totalCost: fromMinorUnits(totalCostMinor, currency),
    totalCostMinor,
    currency,
    byPeriod,
  };
}
