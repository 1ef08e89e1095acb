import { cleanName } from '../../contract/common';
import type {
  BySubtypeQuery,
  CreateMessageTemplateBody,
  MessageTemplate,
  MessageTemplateListQuery,
  PreviewBody,
  TemplatePreview,
  TemplateType,
  UpdateMessageTemplateBody,
} from '../../contract/message-templates';
import { cachedRead } from '../../db/read-cache';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { AppError, NotFoundError, PreconditionFailedError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { checkedContent, checkedHtml, checkedSubject, requireBody } from '../../templates/content-rules';
import { effectiveOf } from '../../templates/effective';
import { changedBy, recordHistory } from '../../templates/history';
import { presentMarketing, presentPlatform, presentSystem } from '../../templates/present';
import { previewTemplate } from '../../templates/preview';
import {
  deleteMarketing,
  findMarketing,
  insertMarketing,
  listMarketing,
  updateMarketing,
  type MarketingPatch,
  type MarketingRow,
} from '../../templates/repository';
import {
  overrideAfter,
  resetOverride,
  saveOverride,
  systemTemplate,
  systemTemplates,
  type OverrideInput,
  type SystemTemplateState,
} from '../../templates/system';
import { parseVariables, usedVariables } from '../../templates/variables';
import type { AppDeps, RequestContext } from '../../types';

/**
 * Message templates (spec part 3 §7 "Message templates"): the organization's system templates
 * (the platform's, with its override), its marketing templates, and the platform defaults on
 * their own (scope platform). A system template is edited through its override and reset to its
 * default; it is never created, renamed or deleted here. Marketing templates are the
 * organization's own: created (Duplicate posts 'Copy of {name}'), edited and deleted.
 */

export const SYSTEM_NOT_DELETABLE = 'A system template cannot be deleted. Reset it to its default instead.';

type Found = { kind: 'marketing'; row: MarketingRow } | { kind: 'system'; state: SystemTemplateState };

/** The fields a change is recorded by in the activity log. */
const editable = (template: MessageTemplate) => ({
  name: template.name,
  subtype: template.subtype,
  subject: template.subject,
  content: template.content,
  htmlContent: template.htmlContent,
  variables: template.variables,
  isActive: template.isActive,
});

const typeFilter = (type: string | undefined): TemplateType | undefined => type?.toLowerCase() as TemplateType;

export function messageTemplatesService(deps: AppDeps) {
  const { db, now } = deps;

  function find(ctx: RequestContext, id: string): Found {
    const row = findMarketing(db, ctx.organizationId, id);
    if (row) return { kind: 'marketing', row };
    const state = systemTemplate(db, ctx.organizationId, id);
    if (state) return { kind: 'system', state };
    throw new NotFoundError('Template');
  }

  /**
   * Every template of the scope and type as the screen lists them, kept until the next write
   * (db/read-cache.ts): the list carries each template's full text, and building and serializing
   * it took most of a millisecond per request.
   */
  function list(ctx: RequestContext, query: MessageTemplateListQuery | BySubtypeQuery): MessageTemplate[] {
    const key = `message-templates-answer|${ctx.organizationId}|${query.scope ?? ''}|${typeFilter(query.type) ?? ''}`;
    return cachedRead(db, key, () => listAfresh(ctx, query));
  }

  function listAfresh(ctx: RequestContext, query: MessageTemplateListQuery | BySubtypeQuery): MessageTemplate[] {
    const type = typeFilter(query.type);
    let templates: MessageTemplate[];
    if (query.scope === 'platform') {
      templates = systemTemplates(db, ctx.organizationId).map((state) => presentPlatform(state, false));
    } else {
      templates = [
        ...(query.scope === 'marketing' ? [] : systemTemplates(db, ctx.organizationId).map(presentSystem)),
        ...(query.scope === 'system' ? [] : listMarketing(db, ctx.organizationId).map(presentMarketing)),
      ];
    }
    return type ? templates.filter((template) => template.type === type) : templates;
  }

  const saveContext = (ctx: RequestContext) => ({ organizationId: ctx.organizationId, by: changedBy(ctx), at: now() });

  function updateSystem(
    ctx: RequestContext,
    state: SystemTemplateState,
    input: UpdateMessageTemplateBody,
    ifMatch?: string,
  ) {
    if (input.name !== undefined && cleanName(input.name) !== state.base.name) {
      throw new ValidationError('name', 'cannot be changed on a system template');
    }
    if (input.subtype !== undefined && input.subtype !== state.base.subtype) {
      throw new ValidationError('subtype', 'cannot be changed on a system template');
    }
    const override: OverrideInput = {
      ...(input.subject !== undefined ? { customSubject: input.subject } : {}),
      ...(input.content !== undefined ? { customContent: input.content } : {}),
      ...(input.htmlContent !== undefined ? { customHtml: input.htmlContent } : {}),
      ...(input.variables !== undefined ? { customVariables: input.variables } : {}),
      ...(input.isActive !== undefined ? { isEnabled: input.isActive } : {}),
    };
    const onlySwitch = Object.keys(override).length === 1 && override.isEnabled !== undefined;
    return db.transaction((tx) => {
      const current = systemTemplate(tx, ctx.organizationId, state.base.id)!;
      assertFresh(ifMatch, current.version);
      const fields = overrideAfter(current.base, current.override, override);
      return saveOverride(tx, saveContext(ctx), current, fields, onlySwitch ? 'toggle' : 'override');
    });
  }

  function updateMarketingTemplate(
    ctx: RequestContext,
    row: MarketingRow,
    input: UpdateMessageTemplateBody,
    ifMatch?: string,
  ): MarketingRow {
    assertFresh(ifMatch, row.version);
    const type = row.type as TemplateType;
    const patch: MarketingPatch = {};
    if (input.name !== undefined) patch.name = cleanName(input.name);
    if (input.subtype !== undefined) patch.subtype = input.subtype;
    if (input.subject !== undefined) patch.subject = checkedSubject(type, input.subject);
    if (input.content !== undefined) patch.content = checkedContent(type, input.content) ?? '';
    if (input.htmlContent !== undefined) patch.htmlContent = checkedHtml(type, input.htmlContent);
    if (input.isActive !== undefined) patch.isActive = input.isActive;
    const after = { ...row, ...patch };
    requireBody(type, after.content, after.htmlContent);
    if (input.variables !== undefined) patch.variables = parseVariables(input.variables);
    else if (input.subject !== undefined || input.content !== undefined || input.htmlContent !== undefined) {
      patch.variables = usedVariables(after.subject, after.content, after.htmlContent);
    }
    const at = now();
    db.transaction((tx) => {
      if (!updateMarketing(tx, ctx.organizationId, row.id, row.version, patch, at)) throw new PreconditionFailedError();
      const saved = findMarketing(tx, ctx.organizationId, row.id)!;
      recordHistory(tx, {
        organizationId: ctx.organizationId,
        templateId: row.id,
        change: 'update',
        version: { ...saved, isEnabled: saved.isActive },
        by: changedBy(ctx),
        at,
      });
    });
    return findMarketing(db, ctx.organizationId, row.id)!;
  }

  return {
    list(ctx: RequestContext, query: MessageTemplateListQuery): MessageTemplate[] {
      return list(ctx, query);
    },

    /** The templates of one category (subtype); none at all is a 404, as for an unknown id. */
    bySubtype(ctx: RequestContext, subtype: string, query: BySubtypeQuery): MessageTemplate[] {
      const found = list(ctx, query).filter((template) => template.subtype === subtype);
      if (found.length === 0) throw new NotFoundError('Template');
      return found;
    },

    get(ctx: RequestContext, id: string): MessageTemplate {
      const found = find(ctx, id);
      return found.kind === 'marketing' ? presentMarketing(found.row) : presentSystem(found.state);
    },

    /** A new marketing template (system templates come from the platform, never from here). */
    create(ctx: RequestContext, input: CreateMessageTemplateBody) {
      const type = input.type;
      const subject = checkedSubject(type, input.subject ?? null);
      const content = checkedContent(type, input.content) ?? '';
      const htmlContent = checkedHtml(type, input.htmlContent ?? null);
      requireBody(type, content, htmlContent);
      const at = now();
      const stamp = at.toISOString();
      const row: MarketingRow = {
        id: newId(at.getTime()),
        organizationId: ctx.organizationId,
        type,
        subtype: input.subtype,
        name: cleanName(input.name),
        subject,
        content,
        htmlContent,
        variables:
          input.variables !== undefined
            ? parseVariables(input.variables)
            : usedVariables(subject, content, htmlContent),
        isActive: input.isActive ?? true,
        createdBy: ctx.user.id,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      };
      db.transaction((tx) => {
        insertMarketing(tx, row);
        recordHistory(tx, {
          organizationId: ctx.organizationId,
          templateId: row.id,
          change: 'create',
          version: { ...row, isEnabled: row.isActive },
          by: changedBy(ctx),
          at,
        });
      });
      const template = presentMarketing(row);
      return { template, changes: diffChanges({}, editable(template)) };
    },

    /**
     * A marketing template's new values; for a system template, its override (subject, content,
     * htmlContent and variables become the custom ones, isActive its isEnabled). A system
     * template's name and category are the platform's: a change to them is refused.
     */
    update(ctx: RequestContext, id: string, input: UpdateMessageTemplateBody, ifMatch?: string) {
      const found = find(ctx, id);
      if (found.kind === 'system') {
        const before = presentSystem(found.state);
        const template = presentSystem(updateSystem(ctx, found.state, input, ifMatch));
        return { template, changes: diffChanges(editable(before), editable(template)) };
      }
      const before = presentMarketing(found.row);
      const template = presentMarketing(updateMarketingTemplate(ctx, found.row, input, ifMatch));
      return { template, changes: diffChanges(editable(before), editable(template)) };
    },

    /** Marketing templates only: a system template is reset, never deleted. */
    remove(ctx: RequestContext, id: string, ifMatch?: string): MessageTemplate {
      const found = find(ctx, id);
      if (found.kind === 'system') throw new AppError(400, SYSTEM_NOT_DELETABLE, 'VALIDATION_ERROR');
      const { row } = found;
      assertFresh(ifMatch, row.version);
      const at = now();
      db.transaction((tx) => {
        if (!deleteMarketing(tx, ctx.organizationId, row.id)) throw new NotFoundError('Template');
        recordHistory(tx, {
          organizationId: ctx.organizationId,
          templateId: row.id,
          change: 'delete',
          version: { ...row, isEnabled: row.isActive },
          by: changedBy(ctx),
          at,
        });
      });
      return presentMarketing(row);
    },

    /** A system template back to the platform's default (its override removed). */
    reset(ctx: RequestContext, id: string) {
      const state = systemTemplate(db, ctx.organizationId, id);
      if (!state) throw new NotFoundError('System template');
      const before = presentSystem(state);
      const after = db.transaction((tx) =>
        resetOverride(tx, saveContext(ctx), systemTemplate(tx, ctx.organizationId, id)!),
      );
      const template = presentSystem(after);
      return { template, changes: diffChanges(editable(before), editable(template)) };
    },

    preview(ctx: RequestContext, id: string, body: PreviewBody): TemplatePreview {
      const found = find(ctx, id);
      const source =
        found.kind === 'marketing'
          ? { ...presentMarketing(found.row), ownHtml: false }
          : effectiveOf(found.state.base, found.state.override);
      return previewTemplate(db, ctx.organization, source, body);
    },
  };
}
