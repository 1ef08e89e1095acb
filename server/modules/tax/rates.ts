import {
  MAX_TAX_RATES,
  percentageToThousandths,
  TAX_PERCENT_DECIMALS,
  thousandthsToPercentage,
  type CreateTaxRateBody,
  type TaxRate,
  type UpdateTaxRateBody,
} from '../../contract/tax';
import { cleanName } from '../../contract/text';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import {
  clearDefaultTaxRate,
  deleteTaxRate,
  findTaxRate,
  insertTaxRate,
  listTaxRates,
  updateTaxRate,
  type TaxRateRow,
} from './repository';

export function toTaxRate({ rate, serviceOverrides }: { rate: TaxRateRow; serviceOverrides: number }): TaxRate {
  return {
    id: rate.id,
    name: rate.name,
    percentage: thousandthsToPercentage(rate.rateThousandths),
    isDefault: rate.isDefault,
    serviceOverrides,
    version: rate.version,
    createdAt: rate.createdAt,
    updatedAt: rate.updatedAt,
  };
}

/** Stored as it reads (contract/text.ts): NFKC, no invisible characters, single spaces. */
const tidy = cleanName;

function validName(raw: string): string {
  const name = tidy(raw);
  if (name === '') throw new ValidationError('name', 'must not be empty');
  return name;
}

function thousandths(percentage: number): number {
  const value = percentageToThousandths(percentage);
  if (value === null)
    throw new ValidationError('percentage', `must have at most ${TAX_PERCENT_DECIMALS} decimal places`);
  return value;
}

/**
 * Tax rates. Exactly one rate is the default once any exists: the first rate becomes it, making
 * another the default moves the flag, and the default can only be deleted when it is the last one.
 */
export function taxRatesService(deps: AppDeps) {
  const { db, now } = deps;

  function load(ctx: RequestContext, id: string) {
    const found = findTaxRate(db, ctx.organizationId, id);
    if (!found) throw new NotFoundError('Tax rate');
    return found;
  }

  function assertNameFree(ctx: RequestContext, name: string, exceptId?: string): void {
    const taken = listTaxRates(db, ctx.organizationId).some(
      ({ rate }) => rate.id !== exceptId && rate.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw new ConflictError('A tax rate with this name already exists', 'TAX_RATE_NAME_TAKEN');
  }

  return {
    list: (ctx: RequestContext): TaxRate[] => listTaxRates(db, ctx.organizationId).map(toTaxRate),

    create(ctx: RequestContext, input: CreateTaxRateBody) {
      const name = validName(input.name);
      const rateThousandths = thousandths(input.percentage);
      const existing = listTaxRates(db, ctx.organizationId);
      if (existing.length >= MAX_TAX_RATES) {
        throw new ConflictError(`An organization can have at most ${MAX_TAX_RATES} tax rates`, 'TOO_MANY_TAX_RATES');
      }
      assertNameFree(ctx, name);
      const isDefault = existing.length === 0 || input.isDefault === true;
      const id = newId();
      const at = now();
      db.transaction((tx) => {
        if (isDefault) clearDefaultTaxRate(tx, ctx.organizationId, at);
        insertTaxRate(tx, {
          id,
          organizationId: ctx.organizationId,
          name,
          rateThousandths,
          isDefault,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        });
      });
      const rate = toTaxRate(load(ctx, id));
      return { rate, changes: diffChanges({}, { name, percentage: rate.percentage, isDefault }) };
    },

    update(ctx: RequestContext, id: string, input: UpdateTaxRateBody, ifMatch: string | undefined) {
      const { rate } = load(ctx, id);
      assertFresh(ifMatch, rate.version);
      const patch: Partial<Pick<TaxRateRow, 'name' | 'rateThousandths' | 'isDefault'>> = {};
      if (input.name !== undefined && tidy(input.name) !== rate.name) {
        patch.name = validName(input.name);
        assertNameFree(ctx, patch.name, rate.id);
      }
      if (input.percentage !== undefined && thousandths(input.percentage) !== rate.rateThousandths) {
        patch.rateThousandths = thousandths(input.percentage);
      }
      if (input.isDefault === false && rate.isDefault) {
        throw new ConflictError(
          'One rate is always the default: make another rate the default instead',
          'DEFAULT_REQUIRED',
        );
      }
      if (input.isDefault === true && !rate.isDefault) patch.isDefault = true;
      const before = toTaxRate(load(ctx, id));
      if (Object.keys(patch).length === 0) return { rate: before, changes: {} };
      const at = now();
      db.transaction((tx) => {
        if (patch.isDefault) clearDefaultTaxRate(tx, ctx.organizationId, at);
        if (!updateTaxRate(tx, ctx.organizationId, id, rate.version, patch, at)) throw new PreconditionFailedError();
      });
      const after = toTaxRate(load(ctx, id));
      const fields = ({ name, percentage, isDefault }: TaxRate) => ({ name, percentage, isDefault });
      return { rate: after, changes: diffChanges(fields(before), fields(after)) };
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): TaxRate {
      const found = load(ctx, id);
      assertFresh(ifMatch, found.rate.version);
      const uses = found.serviceOverrides;
      if (uses > 0) {
        throw new ConflictError(
          `This tax rate is used by ${uses} service override${uses === 1 ? '' : 's'}. Change ${uses === 1 ? 'it' : 'them'} first.`,
          'TAX_RATE_IN_USE',
        );
      }
      if (found.rate.isDefault && listTaxRates(db, ctx.organizationId).length > 1) {
        throw new ConflictError('Make another rate the default before deleting this one', 'DEFAULT_REQUIRED');
      }
      deleteTaxRate(db, ctx.organizationId, id);
      return toTaxRate(found);
    },
  };
}
