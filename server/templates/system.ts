import type { TemplateType } from '../contract/message-templates';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { checkedContent, checkedHtml, checkedSubject, requireBody } from './content-rules';
import { platformDefault, platformDefaults, type DefaultTemplate } from './defaults';
import { effectiveOf } from './effective';
import { recordHistory, type ChangedBy, type TemplateChange } from './history';
import {
  deleteOverride,
  findOverride,
  listOverrides,
  organizationChangeCount,
  organizationChangeCounts,
  upsertOverride,
  type OverrideRow,
} from './repository';
import { parseVariables, usedVariables } from './variables';

/**
 * System templates: an organization's view of each platform template, the default with the
 * organization's override (spec part 3 §4: overridden with custom content, reset to default).
 * Shared by both template modules (message templates and platform templates), which present the
 * same state in their own scope.
 *
 * A system template's version (its ETag) counts the organization's changes to it: every write
 * adds one history entry, so the count moves with each save, reset or toggle and never returns to
 * an earlier value, even when a reset removes the override row.
 */
export interface SystemTemplateState {
  base: DefaultTemplate;
  override: OverrideRow | null;
  version: number;
}

export function systemTemplates(db: DbOrTx, organizationId: string): SystemTemplateState[] {
  const overrides = new Map(listOverrides(db, organizationId).map((row) => [row.templateId, row]));
  const versions = organizationChangeCounts(db, organizationId);
  return platformDefaults(db).map((base) => ({
    base,
    override: overrides.get(base.id) ?? null,
    version: versions.get(base.id) ?? 0,
  }));
}

export function systemTemplate(db: DbOrTx, organizationId: string, id: string): SystemTemplateState | undefined {
  const base = platformDefault(db, id);
  if (!base) return undefined;
  return {
    base,
    override: findOverride(db, organizationId, id) ?? null,
    version: organizationChangeCount(db, organizationId, id),
  };
}

/** The organization has its own version: a custom field, or the template switched off. */
export const isCustomized = (override: OverrideRow | null): boolean =>
  override !== null &&
  (override.customSubject !== null ||
    override.customContent !== null ||
    override.customHtml !== null ||
    override.customVariables !== null ||
    !override.isEnabled);

/** A write to the override; an absent field stays as it is, null takes the default's back. */
export interface OverrideInput {
  customSubject?: string | null;
  customContent?: string | null;
  customHtml?: string | null;
  customVariables?: readonly string[] | string | null;
  isEnabled?: boolean;
}

/** Off is refused for a message someone asks for at that moment (an invitation, a provider test). */
export const CANNOT_DISABLE = 'This message is sent when someone asks for it, so it cannot be switched off';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/** A custom value equal to the default is no customisation: stored as null, it follows the default. */
const unlessDefault = <T>(value: T | null, base: T | null, same: (a: T, b: T) => boolean = Object.is) =>
  value === null || (base !== null && same(value, base)) ? null : value;

export type OverrideFields = Pick<
  OverrideRow,
  'customSubject' | 'customContent' | 'customHtml' | 'customVariables' | 'isEnabled'
>;

/**
 * The override's fields after `input`, checked by the rules of the template's type (§5: content
 * required, an SMS at most 1600 characters; email HTML sanitised). Throws the 400 to show.
 */
export function overrideAfter(
  base: DefaultTemplate,
  current: OverrideRow | null,
  input: OverrideInput,
): OverrideFields {
  const type: TemplateType = base.type;
  const next: OverrideFields = {
    customSubject: current?.customSubject ?? null,
    customContent: current?.customContent ?? null,
    customHtml: current?.customHtml ?? null,
    customVariables: current?.customVariables ?? null,
    isEnabled: current?.isEnabled ?? true,
  };
  if (input.customSubject !== undefined) {
    next.customSubject = unlessDefault(checkedSubject(type, input.customSubject), base.subject);
  }
  if (input.customContent !== undefined) {
    next.customContent = unlessDefault(checkedContent(type, input.customContent), base.content);
  }
  if (input.customHtml !== undefined) {
    next.customHtml = unlessDefault(checkedHtml(type, input.customHtml), base.htmlContent);
  }
  const effective = {
    subject: next.customSubject ?? base.subject,
    content: next.customContent ?? base.content,
    htmlContent: next.customHtml ?? base.htmlContent,
  };
  requireBody(type, effective.content, effective.htmlContent);
  if (input.customVariables !== undefined) {
    const listed = input.customVariables === null ? null : parseVariables(input.customVariables);
    next.customVariables = unlessDefault(listed, [...base.variables], sameList);
  } else if (input.customSubject !== undefined || input.customContent !== undefined || input.customHtml !== undefined) {
    // The text changed and no list came with it: the names it uses now.
    const used = usedVariables(effective.subject, effective.content, effective.htmlContent);
    next.customVariables = unlessDefault(used, [...base.variables], sameList);
  }
  if (input.isEnabled !== undefined) {
    if (!input.isEnabled && !base.canDisable) {
      throw new AppError(400, CANNOT_DISABLE, 'VALIDATION_ERROR', [{ field: 'isEnabled', message: CANNOT_DISABLE }]);
    }
    next.isEnabled = input.isEnabled;
  }
  return next;
}

export interface SaveContext {
  organizationId: string;
  by: ChangedBy | null;
  at: Date;
}

/**
 * Saves the override (or removes it when nothing is left customised) and records the version in
 * the history, inside the caller's transaction. Answers the template's state after the write.
 */
export function saveOverride(
  tx: DbOrTx,
  context: SaveContext,
  state: SystemTemplateState,
  fields: OverrideFields,
  change: TemplateChange,
): SystemTemplateState {
  const { organizationId, by, at } = context;
  const version = organizationChangeCount(tx, organizationId, state.base.id) + 1;
  const stamp = at.toISOString();
  const row: OverrideRow = {
    organizationId,
    templateId: state.base.id,
    ...fields,
    version,
    updatedBy: by?.id ?? null,
    createdAt: state.override?.createdAt ?? stamp,
    updatedAt: stamp,
  };
  const kept = isCustomized(row) ? row : null;
  if (kept) upsertOverride(tx, kept);
  else deleteOverride(tx, organizationId, state.base.id);
  recordHistory(tx, {
    organizationId,
    templateId: state.base.id,
    change,
    version: effectiveOf(state.base, kept),
    by,
    at,
  });
  return { base: state.base, override: kept, version };
}

/** Back to the platform's default; answers the state after it (unchanged when there was nothing to reset). */
export function resetOverride(tx: DbOrTx, context: SaveContext, state: SystemTemplateState): SystemTemplateState {
  if (!state.override) return state;
  return saveOverride(
    tx,
    context,
    state,
    { customSubject: null, customContent: null, customHtml: null, customVariables: null, isEnabled: true },
    'reset',
  );
}
