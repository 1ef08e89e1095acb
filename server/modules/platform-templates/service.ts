import type { MessageTemplate, PreviewBody, TemplatePreview, TemplateType } from '../../contract/message-templates';
import type {
  BatchUpdateBody,
  ImportResult,
  OverrideBody,
  PlatformBySubtypeQuery,
  PlatformTemplateListQuery,
  SyncResult,
  TemplateHistory,
  TemplateVariables,
} from '../../contract/platform-templates';
import { ForbiddenError, NotFoundError } from '../../errors';
import { platformDefaultOf, platformDefaults } from '../../templates/defaults';
import { effectiveOf } from '../../templates/effective';
import { changedBy, recordHistory } from '../../templates/history';
import { presentPlatform } from '../../templates/present';
import { previewTemplate } from '../../templates/preview';
import { deletePlatformRows, historyOf, listPlatformRows } from '../../templates/repository';
import { syncPlatformTemplates } from '../../templates/sync';
import {
  overrideAfter,
  resetOverride,
  saveOverride,
  systemTemplate,
  systemTemplates,
  type OverrideInput,
  type SaveContext,
  type SystemTemplateState,
} from '../../templates/system';
import { offeredVariables } from '../../templates/variables';
import type { AppDeps, RequestContext } from '../../types';
import { exportFile } from './export-file';
import { importEntries } from './import-entries';
import { readImportFile } from './import-file';

/**
 * Platform templates (spec part 3 §7 "Platform templates"): the platform's defaults as the
 * organization sees them, each with its override beside it; the override's writes (put, remove,
 * toggle, reset all, batch, import) are the organization's own. Sync and remove-all change the
 * platform-wide rows every organization shares: a platform admin's only.
 */

function requirePlatformAdmin(ctx: RequestContext, action: string): void {
  if (!ctx.user.isPlatformAdmin) throw new ForbiddenError(`Only a platform admin can ${action}`);
}

const typeFilter = (type: string | undefined): TemplateType | undefined => type?.toLowerCase() as TemplateType;

const overrideInput = (body: OverrideBody): OverrideInput => {
  const input: OverrideInput = {};
  if (body.customSubject !== undefined) input.customSubject = body.customSubject;
  if (body.customContent !== undefined) input.customContent = body.customContent;
  if (body.customHtml !== undefined) input.customHtml = body.customHtml;
  if (body.customVariables !== undefined) input.customVariables = body.customVariables;
  if (body.isEnabled !== undefined) input.isEnabled = body.isEnabled;
  return input;
};

export function platformTemplatesService(deps: AppDeps) {
  const { db, now } = deps;

  function load(ctx: RequestContext, id: string): SystemTemplateState {
    const state = systemTemplate(db, ctx.organizationId, id);
    if (!state) throw new NotFoundError('Template');
    return state;
  }

  const saveContext = (ctx: RequestContext): SaveContext => ({
    organizationId: ctx.organizationId,
    by: changedBy(ctx),
    at: now(),
  });

  /** One override write in its own transaction, against the state as it is inside it. */
  function write(ctx: RequestContext, id: string, input: OverrideInput, change: 'override' | 'toggle') {
    load(ctx, id);
    const after = db.transaction((tx) => {
      const current = systemTemplate(tx, ctx.organizationId, id)!;
      return saveOverride(tx, saveContext(ctx), current, overrideAfter(current.base, current.override, input), change);
    });
    return presentPlatform(after, true);
  }

  return {
    list(ctx: RequestContext, query: PlatformTemplateListQuery): MessageTemplate[] {
      const type = typeFilter(query.type);
      return systemTemplates(db, ctx.organizationId)
        .filter((state) => !type || state.base.type === type)
        .map((state) => presentPlatform(state, true));
    },

    get: (ctx: RequestContext, id: string): MessageTemplate => presentPlatform(load(ctx, id), true),

    bySubtype(ctx: RequestContext, query: PlatformBySubtypeQuery): MessageTemplate {
      const base = platformDefaultOf(db, typeFilter(query.type)!, query.subtype);
      if (!base) throw new NotFoundError('Template');
      return presentPlatform(load(ctx, base.id), true);
    },

    /** The variables of a type, each with the sample value previews fill it with. */
    variables(type: TemplateType): TemplateVariables {
      const shipped = platformDefaults(db)
        .filter((template) => template.type === type)
        .flatMap((template) => template.variables);
      return { type, variables: offeredVariables(type, shipped) };
    },

    override: (ctx: RequestContext, id: string, body: OverrideBody) => write(ctx, id, overrideInput(body), 'override'),

    toggle: (ctx: RequestContext, id: string, isEnabled: boolean) => write(ctx, id, { isEnabled }, 'toggle'),

    /** The override removed: the template is the platform's default again. */
    removeOverride(ctx: RequestContext, id: string): MessageTemplate {
      load(ctx, id);
      const after = db.transaction((tx) =>
        resetOverride(tx, saveContext(ctx), systemTemplate(tx, ctx.organizationId, id)!),
      );
      return presentPlatform(after, true);
    },

    /** Every override of the organization removed; answers how many templates went back to their default. */
    resetAll(ctx: RequestContext): { reset: number } {
      const context = saveContext(ctx);
      const reset = db.transaction((tx) => {
        let count = 0;
        for (const state of systemTemplates(tx, ctx.organizationId)) {
          if (!state.override) continue;
          resetOverride(tx, context, state);
          count += 1;
        }
        return count;
      });
      return { reset };
    },

    preview(ctx: RequestContext, id: string, body: PreviewBody): TemplatePreview {
      const state = load(ctx, id);
      return previewTemplate(db, ctx.organization, effectiveOf(state.base, state.override), body);
    },

    sync(ctx: RequestContext): SyncResult {
      requirePlatformAdmin(ctx, 'sync the platform templates');
      return syncPlatformTemplates(db, now(), changedBy(ctx));
    },

    /** The platform's versions of the template and this organization's, latest first. */
    history(ctx: RequestContext, id: string): TemplateHistory {
      load(ctx, id);
      return {
        entries: historyOf(db, ctx.organizationId, id).map((row) => ({
          id: row.id,
          templateId: row.templateId,
          level: row.organizationId === null ? 'platform' : 'organization',
          change: row.change as TemplateHistory['entries'][number]['change'],
          name: row.name,
          subject: row.subject,
          content: row.content,
          htmlContent: row.htmlContent,
          variables: [...row.variables],
          isEnabled: row.isEnabled,
          changedByName: row.changedByName,
          changedAt: row.changedAt,
        })),
      };
    },

    /** Several overrides at once, all or none: an unknown template (or a refused value) changes nothing. */
    batchUpdate(ctx: RequestContext, body: BatchUpdateBody): { updated: number } {
      const context = saveContext(ctx);
      db.transaction((tx) => {
        for (const { id, ...fields } of body.updates) {
          const current = systemTemplate(tx, ctx.organizationId, id);
          if (!current) throw new NotFoundError('Template');
          saveOverride(
            tx,
            context,
            current,
            overrideAfter(current.base, current.override, overrideInput(fields)),
            'override',
          );
        }
      });
      return { updated: body.updates.length };
    },

    exportFile(ctx: RequestContext) {
      return exportFile(ctx.organization, systemTemplates(db, ctx.organizationId), now());
    },

    /** An export brought back (import-entries.ts), in one transaction. */
    importFile(ctx: RequestContext, bytes: Buffer, overwrite: boolean): ImportResult {
      const entries = readImportFile(bytes);
      const context = saveContext(ctx);
      return db.transaction((tx) => importEntries(tx, context, entries, overwrite));
    },

    /**
     * The platform rows removed (each recorded in the platform history). Organizations' overrides
     * stay, and the engine sends the shipped templates meanwhile; a sync brings the rows back with
     * the same ids.
     */
    removeAll(ctx: RequestContext): { removed: number } {
      requirePlatformAdmin(ctx, 'remove the platform templates');
      const at = now();
      const by = changedBy(ctx);
      const removed = db.transaction((tx) => {
        for (const row of listPlatformRows(tx)) {
          recordHistory(tx, {
            organizationId: null,
            templateId: row.id,
            change: 'delete',
            version: { ...row, isEnabled: row.isActive },
            by,
            at,
          });
        }
        return deletePlatformRows(tx);
      });
      return { removed };
    },
  };
}
