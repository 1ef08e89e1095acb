import type {
  CreateServiceTaxOverrideBody,
  ServiceTaxOverride,
  UpdateServiceTaxOverrideBody,
} from '../../contract/tax';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { findService } from '../services/repository';
import { assertFresh } from '../../documents/versions';
import {
  deleteOverride,
  findOverride,
  findOverrideForService,
  findTaxRate,
  insertOverride,
  listOverrides,
  updateOverride,
  type OverrideRow,
} from './repository';

const toOverride = (row: OverrideRow): ServiceTaxOverride => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceName: row.serviceName,
  taxRateId: row.taxRateId,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * Per-service tax overrides: a service taxed at another rate than the default, or exempt (null).
 * Create finds the service in the caller's organization (404 otherwise), like the rate below;
 * deleting the service deletes its override (foreign key).
 */
export function taxOverridesService(deps: AppDeps) {
  const { db, now } = deps;

  function load(ctx: RequestContext, id: string): OverrideRow {
    const row = findOverride(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Tax override');
    return row;
  }

  function assertService(ctx: RequestContext, serviceId: string): void {
    if (!findService(db, ctx.organizationId, serviceId)) throw new NotFoundError('Service');
  }

  function assertRate(ctx: RequestContext, taxRateId: string | null): void {
    if (taxRateId !== null && !findTaxRate(db, ctx.organizationId, taxRateId)) throw new NotFoundError('Tax rate');
  }

  return {
    list: (ctx: RequestContext) => listOverrides(db, ctx.organizationId).map(toOverride),

    create(ctx: RequestContext, input: CreateServiceTaxOverrideBody) {
      assertService(ctx, input.serviceId);
      assertRate(ctx, input.taxRateId);
      if (findOverrideForService(db, ctx.organizationId, input.serviceId)) {
        throw new ConflictError('This service already has a tax override', 'TAX_OVERRIDE_EXISTS');
      }
      const id = newId();
      const at = now().toISOString();
      insertOverride(db, { id, organizationId: ctx.organizationId, ...input, createdAt: at, updatedAt: at });
      return { override: toOverride(load(ctx, id)), changes: diffChanges({}, input) };
    },

    update(ctx: RequestContext, id: string, input: UpdateServiceTaxOverrideBody, ifMatch: string | undefined) {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      assertRate(ctx, input.taxRateId);
      if (row.taxRateId === input.taxRateId) return { override: toOverride(row), changes: {} };
      if (!updateOverride(db, ctx.organizationId, id, row.version, input.taxRateId, now())) {
        throw new PreconditionFailedError();
      }
      return {
        override: toOverride(load(ctx, id)),
        changes: diffChanges({ taxRateId: row.taxRateId }, { taxRateId: input.taxRateId }),
      };
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): ServiceTaxOverride {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      deleteOverride(db, ctx.organizationId, id);
      return toOverride(row);
    },
  };
}
