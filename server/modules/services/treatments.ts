import { findFormTemplate } from '../../contract/form-templates';
import {
  DEFAULT_SERVICE_DURATION_MINUTES,
  MAX_SERVICES,
  type CreateServiceBody,
  type Service,
  type ServiceListQuery,
  type UpdateServiceBody,
} from '../../contract/services';
import type { DbOrTx } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { cachedRead } from '../../db/read-cache';
import { readOrganizationRegional } from '../organizations/document';
import { editableFields, toService, withVariants } from './present';
import {
  countServices,
  deleteService,
  deleteVariantsExcept,
  findCategory,
  findService,
  insertService,
  insertVariant,
  listServices,
  listVariants,
  updateService,
  updateVariant,
  type ServicePatch,
  type ServiceRow,
  type VariantPatch,
  type VariantRow,
} from './repository';
import { checkedTiming, planVariants, serviceName, servicePriceMinor, type PlannedVariant } from './rules';

/** The fields of a variant a save compares and writes. */
const VARIANT_FIELDS = [
  'position',
  'name',
  'description',
  'priceType',
  'priceMinor',
  'currency',
  'durationMinutes',
] as const;

/**
 * Services (the spec's treatments) with their variants and timing. Prices are entered in the
 * organization's currency as it is at the time of the save and kept with that currency; a save
 * changes only the fields it sends (archive sends `isActive` alone).
 */
export function treatmentsService(deps: AppDeps) {
  const { db, now } = deps;

  const currencyOf = (ctx: RequestContext) => readOrganizationRegional(db, ctx).currency;

  function load(ctx: RequestContext, id: string): ServiceRow {
    const row = findService(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Service');
    return row;
  }

  const variantsOf = (ctx: RequestContext, id: string) => listVariants(db, ctx.organizationId, [id]);
  const answer = (ctx: RequestContext, id: string): Service => toService(load(ctx, id), variantsOf(ctx, id));

  /** A category or form template named in a body must be the organization's / a known one. */
  function assertReferences(
    ctx: RequestContext,
    input: { categoryId?: string | null; defaultTemplateId?: string | null },
  ) {
    if (input.categoryId && !findCategory(db, ctx.organizationId, input.categoryId)) {
      throw new NotFoundError('Category');
    }
    if (input.defaultTemplateId && !findFormTemplate(input.defaultTemplateId)) throw new NotFoundError('Form template');
  }

  /** Writes the planned list over the stored one: ids kept (they must be this service's), others added. */
  function writeVariants(
    tx: DbOrTx,
    ctx: RequestContext,
    serviceId: string,
    planned: readonly PlannedVariant[],
    stored: readonly VariantRow[],
    defaults: { currency: string; durationMinutes: number },
    at: Date,
  ): void {
    const byId = new Map(stored.map((variant) => [variant.id, variant]));
    deleteVariantsExcept(
      tx,
      ctx.organizationId,
      serviceId,
      planned.flatMap((variant) => (variant.id ? [variant.id] : [])),
    );
    planned.forEach((variant, position) => {
      const existing = variant.id ? byId.get(variant.id) : undefined;
      const row = {
        position,
        name: variant.name,
        description: variant.description,
        priceType: variant.priceType,
        priceMinor: variant.priceMinor,
        currency: defaults.currency,
        durationMinutes: variant.durationMinutes ?? existing?.durationMinutes ?? defaults.durationMinutes,
      };
      if (!existing) {
        insertVariant(tx, {
          id: newId(),
          organizationId: ctx.organizationId,
          serviceId,
          ...row,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        });
        return;
      }
      const patch: VariantPatch = {};
      for (const field of VARIANT_FIELDS)
        if (row[field] !== existing[field]) Object.assign(patch, { [field]: row[field] });
      if (Object.keys(patch).length > 0) updateVariant(tx, ctx.organizationId, serviceId, existing.id, patch, at);
    });
  }

  /** Whether writing `planned` over `stored` would change anything. */
  function variantsDiffer(planned: readonly PlannedVariant[], stored: readonly VariantRow[], currency: string) {
    if (planned.length !== stored.length) return true;
    return planned.some((variant, i) => {
      const was = stored[i]!;
      return (
        variant.id !== was.id ||
        variant.name !== was.name ||
        variant.description !== was.description ||
        variant.priceType !== was.priceType ||
        variant.priceMinor !== was.priceMinor ||
        currency !== was.currency ||
        (variant.durationMinutes !== undefined && variant.durationMinutes !== was.durationMinutes)
      );
    });
  }

  /** Every id sent must be one of this service's variants (another service's, or another organization's, is not found). */
  function assertOwnVariants(planned: readonly PlannedVariant[] | null, stored: readonly VariantRow[]) {
    const own = new Set(stored.map((variant) => variant.id));
    if (planned?.some((variant) => variant.id !== undefined && !own.has(variant.id))) {
      throw new NotFoundError('Variant');
    }
  }

  return {
    /** The settings list, optionally one category's (another organization's category is not found). */
    list(ctx: RequestContext, query: ServiceListQuery): Service[] {
      if (query.categoryId !== undefined && !findCategory(db, ctx.organizationId, query.categoryId)) {
        throw new NotFoundError('Category');
      }
      // The whole answer is kept until the next write, so its JSON is made once (http/route.ts).
      return cachedRead(db, `services-answer|${ctx.organizationId}|${query.categoryId ?? ''}`, () =>
        withVariants(
          listServices(db, ctx.organizationId, { categoryId: query.categoryId }),
          listVariants(db, ctx.organizationId),
        ),
      );
    },

    create(ctx: RequestContext, input: CreateServiceBody) {
      const name = serviceName(input.name);
      const currency = currencyOf(ctx);
      const priceType = input.priceType ?? 'fixed';
      const priceMinor = priceType === 'free' ? 0 : servicePriceMinor(input.price ?? 0, currency);
      const durationMinutes = input.durationMinutes ?? DEFAULT_SERVICE_DURATION_MINUTES;
      const planned = planVariants(input, 0, currency) ?? [];
      const timing = checkedTiming(
        {
          durationMinutes,
          processingStartMinutes: input.processingStartMinutes ?? 0,
          processingMinutes: input.processingMinutes ?? 0,
        },
        planned.map((variant) => variant.durationMinutes ?? durationMinutes),
      );
      assertOwnVariants(planned, []);
      assertReferences(ctx, input);
      if (countServices(db, ctx.organizationId) >= MAX_SERVICES) {
        throw new ConflictError(`An organization can have at most ${MAX_SERVICES} services.`);
      }
      const id = newId();
      const at = now();
      db.transaction((tx) => {
        insertService(tx, {
          id,
          organizationId: ctx.organizationId,
          categoryId: input.categoryId ?? null,
          parentId: null,
          name,
          description: input.description?.trim() ?? '',
          priceType,
          priceMinor,
          currency,
          isActive: input.isActive ?? true,
          defaultTemplateId: input.defaultTemplateId ?? null,
          bufferBeforeMinutes: input.bufferBeforeMinutes ?? 0,
          bufferAfterMinutes: input.bufferAfterMinutes ?? 0,
          ...timing,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        });
        writeVariants(tx, ctx, id, planned, [], { currency, durationMinutes }, at);
      });
      const service = answer(ctx, id);
      return { service, changes: diffChanges({}, editableFields(service)) };
    },

    update(ctx: RequestContext, id: string, input: UpdateServiceBody, ifMatch: string | undefined) {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      const stored = variantsOf(ctx, id);
      const before = toService(row, stored);
      const currency = currencyOf(ctx);

      const patch: ServicePatch = {};
      const set = <K extends keyof ServicePatch>(key: K, value: ServicePatch[K]) => {
        if (value !== undefined && value !== row[key as keyof ServiceRow]) patch[key] = value;
      };
      if (input.name !== undefined) set('name', serviceName(input.name));
      set('description', input.description?.trim());
      set('durationMinutes', input.durationMinutes);
      set('isActive', input.isActive);
      set('categoryId', input.categoryId);
      set('defaultTemplateId', input.defaultTemplateId);
      set('bufferBeforeMinutes', input.bufferBeforeMinutes);
      set('bufferAfterMinutes', input.bufferAfterMinutes);
      const priceType = input.priceType ?? row.priceType;
      set('priceType', input.priceType);
      if (priceType === 'free') set('priceMinor', 0);
      else if (input.price !== undefined) {
        const minor = servicePriceMinor(input.price, currency);
        if (minor !== row.priceMinor || currency !== row.currency) {
          patch.priceMinor = minor;
          patch.currency = currency;
        }
      }

      const planned = planVariants(input, stored.length, currency);
      assertOwnVariants(planned, stored);
      const durationMinutes = patch.durationMinutes ?? row.durationMinutes;
      const byId = new Map(stored.map((variant) => [variant.id, variant]));
      const variantDurations = (planned ?? stored).map(
        (variant) =>
          variant.durationMinutes ??
          (variant.id ? byId.get(variant.id)?.durationMinutes : undefined) ??
          durationMinutes,
      );
      const timing = checkedTiming(
        {
          durationMinutes,
          processingStartMinutes: input.processingStartMinutes ?? row.processingStartMinutes,
          processingMinutes: input.processingMinutes ?? row.processingMinutes,
        },
        variantDurations,
      );
      set('processingStartMinutes', timing.processingStartMinutes);
      set('processingMinutes', timing.processingMinutes);
      assertReferences(ctx, input);

      const variantsChange = planned !== null && variantsDiffer(planned, stored, currency);
      if (Object.keys(patch).length === 0 && !variantsChange) return { service: before, changes: {} };
      const at = now();
      db.transaction((tx) => {
        if (!updateService(tx, ctx.organizationId, id, row.version, patch, at)) throw new PreconditionFailedError();
        if (planned && variantsChange) writeVariants(tx, ctx, id, planned, stored, { currency, durationMinutes }, at);
      });
      const after = answer(ctx, id);
      return { service: after, changes: diffChanges(editableFields(before), editableFields(after)) };
    },

    /** Deletes the service; its variants and its tax override go with it (foreign keys). */
    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): Service {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      const service = toService(row, variantsOf(ctx, id));
      deleteService(db, ctx.organizationId, id);
      return service;
    },
  };
}
