import type { ImportResult, ImportTreatmentsBody } from '../../contract/imports/api';
import {
  CreateCategoryBody,
  CreateServiceBody,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_SERVICE_DURATION_MINUTES,
  MAX_CATEGORIES,
  MAX_SERVICES,
} from '../../contract/services';
import { comparableName } from '../../contract/text';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { recordCheck, serviceErrorMessage } from '../../plugins/validation';
import type { AppDeps, RequestContext } from '../../types';
import { cleanRow, flagCell, importTally, NOT_A_FLAG } from '../../imports/rows';
import { readOrganizationRegional } from '../organizations/document';
import { countServices, insertCategory, insertService, listCategories, listServices } from './repository';
import { categoryName, serviceName, servicePriceMinor } from './rules';

/** Each row is held to the service dialog's own schema (bounds, text rules), compiled once. */
const checkService = recordCheck(CreateServiceBody);
const checkCategory = recordCheck(CreateCategoryBody);
const SERVICE_SCHEMA = { body: CreateServiceBody };

/** Names compare as they read: case, spacing and look-alike letters aside ("Cut & finish" is "CUT &  Finish"). */
const nameKey = (name: string) => comparableName(name).toLowerCase();

/** What a file's row says, in the service dialog's fields (only those the row gives). */
function serviceInput(row: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { name: row.name ?? '' };
  // Services keep no notes of their own: a row's notes follow its description after a blank line.
  const description = [row.description, row.notes].filter((part) => part !== undefined).join('\n\n');
  if (description !== '') input.description = description;
  input.durationMinutes = row.duration ?? DEFAULT_SERVICE_DURATION_MINUTES;
  input.price = row.price ?? 0;
  if (row.isActive !== undefined) input.isActive = row.isActive;
  if (row.bufferAfter !== undefined) input.bufferAfterMinutes = row.bufferAfter;
  return input;
}

/** A rule's refusal in the words a 400 would use ("Price must have at most 2 decimal places"). */
function refusalOf(error: unknown): string {
  if (error instanceof AppError) return serviceErrorMessage(error, SERVICE_SCHEMA);
  throw error;
}

/**
 * POST /api/treatments/import: a chunk of the wizard's rows in one transaction (all of its valid
 * rows go in, or on an unexpected error none do). Each row gets the service dialog's rules
 * (rules.ts: the name, the price's decimals in the organization's currency, the bounds of the
 * schema, MAX_SERVICES); a category is found by name or created in the same transaction; a name
 * that is already a service's, or an earlier row's, is refused. Refused rows come back by their
 * place in the list.
 */
export function treatmentImportService(deps: AppDeps) {
  const { db, now } = deps;

  return {
    import(ctx: RequestContext, body: ImportTreatmentsBody): ImportResult & { categoriesCreated: number } {
      const currency = readOrganizationRegional(db, ctx).currency;
      const at = now().toISOString();
      const { tally, fail } = importTally();
      let categoriesCreated = 0;

      db.transaction((tx: DbOrTx) => {
        const organizationId = ctx.organizationId;
        const taken = new Set(listServices(tx, organizationId).map((service) => nameKey(service.name)));
        const categories = new Map(
          listCategories(tx, organizationId).map(({ category }) => [nameKey(category.name), category.id]),
        );
        let categoryCount = categories.size;
        let serviceCount = countServices(tx, organizationId);

        body.treatments.forEach((raw, rowIndex) => {
          const row = cleanRow(raw);
          if (!flagCell(row, 'isActive')) return fail(rowIndex, NOT_A_FLAG);
          const input = serviceInput(row);
          const problem = checkService(input);
          if (problem !== undefined) return fail(rowIndex, problem);
          const typed = input as CreateServiceBody;

          let name: string;
          let priceMinor: number;
          let category: string | undefined;
          try {
            name = serviceName(typed.name);
            priceMinor = servicePriceMinor(typed.price ?? 0, currency);
            if (row.category !== undefined) {
              const categoryProblem = checkCategory({ name: row.category });
              if (categoryProblem !== undefined) return fail(rowIndex, categoryProblem);
              category = categoryName(String(row.category));
            }
          } catch (error) {
            return fail(rowIndex, refusalOf(error));
          }

          const key = nameKey(name);
          if (taken.has(key)) return fail(rowIndex, `A service named "${name}" already exists.`);
          if (serviceCount >= MAX_SERVICES) {
            return fail(rowIndex, `An organization can have at most ${MAX_SERVICES} services.`);
          }

          let categoryId: string | null = null;
          if (category !== undefined) {
            const categoryKey = nameKey(category);
            categoryId = categories.get(categoryKey) ?? null;
            if (categoryId === null) {
              if (categoryCount >= MAX_CATEGORIES) {
                return fail(rowIndex, `An organization can have at most ${MAX_CATEGORIES} categories.`);
              }
              categoryId = newId();
              // As the dialog creates one: the default colour, at the end of the sidebar.
              insertCategory(tx, {
                id: categoryId,
                organizationId,
                name: category,
                position: categoryCount,
                color: DEFAULT_CATEGORY_COLOR,
                isActive: true,
                createdAt: at,
                updatedAt: at,
              });
              categories.set(categoryKey, categoryId);
              categoryCount += 1;
              categoriesCreated += 1;
            }
          }

          insertService(tx, {
            id: newId(),
            organizationId,
            categoryId,
            parentId: null,
            name,
            description: typed.description?.trim() ?? '',
            priceType: 'fixed',
            priceMinor,
            currency,
            isActive: typed.isActive ?? true,
            defaultTemplateId: null,
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: typed.bufferAfterMinutes ?? 0,
            durationMinutes: typed.durationMinutes ?? DEFAULT_SERVICE_DURATION_MINUTES,
            processingStartMinutes: 0,
            processingMinutes: 0,
            createdAt: at,
            updatedAt: at,
          });
          taken.add(key);
          serviceCount += 1;
          tally.imported += 1;
        });
      });

      return { imported: tally.imported, failed: tally.failed, errors: tally.errors, categoriesCreated };
    },
  };
}
