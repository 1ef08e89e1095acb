import {
  DEFAULT_CATEGORY_COLOR,
  MAX_CATEGORIES,
  type CreateCategoryBody,
  type ServiceCategory,
  type UpdateCategoryBody,
} from '../../contract/services';
import { cleanName } from '../../contract/text';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { cachedRead } from '../../db/read-cache';
import type { ActivityChange } from '../../types';
import { toCategory } from './present';
import {
  countCategories,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  listServices,
  moveCategory,
  uncategoriseServices,
  updateCategory,
  type CategoryPatch,
} from './repository';
import { categoryName } from './rules';

const fields = ({ name, color, isActive }: ServiceCategory) => ({ name, color, isActive });

/**
 * Service categories (spec part 2 §3-§4): a new one goes to the end of the sidebar (its order is
 * the current count), positions stay 0..n-1 through deletes and reorders, and deleting one leaves
 * its services uncategorised rather than deleting them.
 */
export function categoriesService(deps: AppDeps) {
  const { db, now } = deps;

  function load(ctx: RequestContext, id: string) {
    const found = findCategory(db, ctx.organizationId, id);
    if (!found) throw new NotFoundError('Category');
    return found;
  }

  return {
    // Whole answers kept until the next write, so their JSON is made once (http/route.ts).
    list: (ctx: RequestContext): ServiceCategory[] =>
      cachedRead(db, `service-categories-answer|${ctx.organizationId}`, () =>
        listCategories(db, ctx.organizationId).map(toCategory),
      ),

    create(ctx: RequestContext, input: CreateCategoryBody) {
      const name = categoryName(input.name);
      const count = countCategories(db, ctx.organizationId);
      if (count >= MAX_CATEGORIES) {
        throw new ConflictError(`An organization can have at most ${MAX_CATEGORIES} categories.`);
      }
      const id = newId();
      const at = now().toISOString();
      insertCategory(db, {
        id,
        organizationId: ctx.organizationId,
        name,
        position: count,
        color: (input.color ?? DEFAULT_CATEGORY_COLOR).toLowerCase(),
        isActive: input.isActive ?? true,
        createdAt: at,
        updatedAt: at,
      });
      const category = toCategory(load(ctx, id));
      return { category, changes: diffChanges({}, fields(category)) };
    },

    update(ctx: RequestContext, id: string, input: UpdateCategoryBody, ifMatch: string | undefined) {
      const found = load(ctx, id);
      assertFresh(ifMatch, found.category.version);
      const before = toCategory(found);
      const patch: CategoryPatch = {};
      if (input.name !== undefined && cleanName(input.name) !== before.name) patch.name = categoryName(input.name);
      if (input.color !== undefined && input.color.toLowerCase() !== before.color) {
        patch.color = input.color.toLowerCase();
      }
      if (input.isActive !== undefined && input.isActive !== before.isActive) patch.isActive = input.isActive;
      if (Object.keys(patch).length === 0) return { category: before, changes: {} };
      if (!updateCategory(db, ctx.organizationId, id, before.version, patch, now())) {
        throw new PreconditionFailedError();
      }
      const after = toCategory(load(ctx, id));
      return { category: after, changes: diffChanges(fields(before), fields(after)) };
    },

    /** Deletes the category; its services stay, uncategorised, and the ones after it move up. */
    remove(ctx: RequestContext, id: string, ifMatch: string | undefined) {
      const found = load(ctx, id);
      assertFresh(ifMatch, found.category.version);
      const category = toCategory(found);
      const moved = listServices(db, ctx.organizationId, { categoryId: id }).map((service) => service.name);
      const at = now();
      db.transaction((tx) => {
        uncategoriseServices(tx, ctx.organizationId, id, at);
        deleteCategory(tx, ctx.organizationId, id);
        listCategories(tx, ctx.organizationId).forEach(({ category: rest }, position) =>
          moveCategory(tx, ctx.organizationId, rest.id, position, at),
        );
      });
      const changes: Record<string, ActivityChange> = diffChanges(fields(category), {});
      if (moved.length > 0) changes.uncategorisedServices = { before: null, after: moved };
      return { category, uncategorised: moved, changes };
    },

    /** Drag and drop: every category of the organization once, in the new order, saved at once. */
    reorder(ctx: RequestContext, categoryIds: readonly string[]) {
      const current = listCategories(db, ctx.organizationId);
      const known = new Set(current.map(({ category }) => category.id));
      if (categoryIds.some((id) => !known.has(id))) throw new NotFoundError('Category');
      if (new Set(categoryIds).size !== categoryIds.length || categoryIds.length !== current.length) {
        throw new ValidationError('categoryIds', 'must list each category once');
      }
      const at = now();
      db.transaction((tx) => {
        categoryIds.forEach((id, position) => moveCategory(tx, ctx.organizationId, id, position, at));
      });
      const after = listCategories(db, ctx.organizationId).map(toCategory);
      const names = (list: readonly { name: string }[]) => list.map((c) => c.name);
      return {
        categories: after,
        changes: diffChanges({ order: names(current.map(toCategory)) }, { order: names(after) }),
      };
    },
  };
}
