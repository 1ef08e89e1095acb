import type {
  CreateSettingsTemplateBody,
  SettingsTemplate,
  SettingsTemplateCategory,
} from '../../contract/settings-templates';
import { isValidTimeZone } from '../../contract/time-zones';
import type { DbOrTx } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { ActivityChange, AppDeps, RequestContext } from '../../types';
import { currentData, snapshot } from './data';
import { OFFICIAL_TEMPLATES } from './official';
import {
  countUse,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  officialKeys,
  setFavorite,
  type SettingsTemplateWithAuthor,
} from './repository';

export const TEMPLATE_NAME_REQUIRED = 'Please enter a name for your template';
export const OFFICIAL_NOT_FAVORITE = 'Official templates cannot be marked as favorite.';
export const OFFICIAL_NOT_DELETABLE = 'Official templates cannot be deleted.';
export const ONLY_CREATOR_DELETES = 'Only the person who created this template can delete it.';

export function present(row: SettingsTemplateWithAuthor): SettingsTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as SettingsTemplateCategory,
    data: currentData(row.data),
    isOfficial: row.isOfficial,
    officialKey: row.officialKey,
    isFavorite: row.isFavorite,
    usageCount: row.usageCount,
    createdBy: row.author,
    createdAt: row.createdAt,
  };
}

/**
 * Gives the organization a copy of every official template it lacks (keyed by officialKey), so an
 * organization made before a template was added gets it too. Idempotent; one transaction.
 */
export function seedOfficialTemplates(db: DbOrTx, organizationId: string, now: Date): void {
  const lacking = (tx: DbOrTx) => {
    const have = officialKeys(tx, organizationId);
    return OFFICIAL_TEMPLATES.filter((template) => !have.has(template.key));
  };
  // Read first without a write transaction: after the first list, there is nothing to add.
  if (lacking(db).length === 0) return;
  const at = now.toISOString();
  db.transaction((tx) => {
    for (const template of lacking(tx)) {
      insertTemplate(tx, {
        id: newId(),
        organizationId,
        officialKey: template.key,
        name: template.name,
        description: template.description,
        category: 'business-type',
        data: template.data as unknown as Record<string, unknown>,
        isOfficial: true,
        isFavorite: false,
        usageCount: 0,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}

export function settingsTemplatesService(deps: AppDeps) {
  const { db, now } = deps;

  function find(ctx: RequestContext, id: string): SettingsTemplateWithAuthor {
    const row = findTemplate(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Template');
    return row;
  }

  const answer = (ctx: RequestContext, id: string) => present(find(ctx, id));

  return {
    find,

    list(ctx: RequestContext): SettingsTemplate[] {
      seedOfficialTemplates(db, ctx.organizationId, now());
      return listTemplates(db, ctx.organizationId).map(present);
    },

    create(
      ctx: RequestContext,
      body: CreateSettingsTemplateBody,
    ): { template: SettingsTemplate; changes: Record<string, ActivityChange> } {
      const name = body.name.trim();
      if (name === '') throw new ValidationError('name', TEMPLATE_NAME_REQUIRED, 'TEMPLATE_NAME_REQUIRED');
      const data = body.data
        ? { organization: body.data.organization ?? {}, personal: body.data.personal ?? {} }
        : snapshot(db, ctx);
      // The zone list is too long for the schema; a zone it would refuse at apply is refused now.
      const zone = data.personal.timezone;
      if (typeof zone === 'string' && !isValidTimeZone(zone)) {
        throw new ValidationError('data.personal.timezone', 'must be a time zone from the list');
      }
      const id = newId();
      const at = now().toISOString();
      const description = (body.description ?? '').trim();
      insertTemplate(db, {
        id,
        organizationId: ctx.organizationId,
        officialKey: null,
        name,
        description,
        category: body.category,
        data,
        isOfficial: false,
        isFavorite: false,
        usageCount: 0,
        createdBy: ctx.user.id,
        createdAt: at,
        updatedAt: at,
      });
      return {
        template: answer(ctx, id),
        changes: diffChanges({}, { name, description, category: body.category }),
      };
    },

    /** The spec's page counts a use after applying (POST .../apply counts its own). */
    countUse(ctx: RequestContext, id: string): SettingsTemplate {
      find(ctx, id);
      countUse(db, ctx.organizationId, id, now().toISOString());
      return answer(ctx, id);
    },

    /** Official templates are everyone's: they cannot be marked (§6). */
    toggleFavorite(ctx: RequestContext, id: string) {
      const row = find(ctx, id);
      if (row.isOfficial) throw new ConflictError(OFFICIAL_NOT_FAVORITE, 'OFFICIAL_TEMPLATE');
      setFavorite(db, ctx.organizationId, id, !row.isFavorite, now().toISOString());
      return {
        template: answer(ctx, id),
        changes: diffChanges({ isFavorite: row.isFavorite }, { isFavorite: !row.isFavorite }),
      };
    },

    /** Only by its author, never an official one (§6). */
    remove(ctx: RequestContext, id: string): SettingsTemplate {
      const row = find(ctx, id);
      if (row.isOfficial) throw new ConflictError(OFFICIAL_NOT_DELETABLE, 'OFFICIAL_TEMPLATE');
      if (row.createdBy !== ctx.user.id) throw new ForbiddenError(ONLY_CREATOR_DELETES);
      deleteTemplate(db, ctx.organizationId, id);
      return present(row);
    },
  };
}
