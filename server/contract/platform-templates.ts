import { Type, type Static } from 'typebox';
import { Id, Labelled, Strict, TextField } from './common';
import {
  CONTENT_MAX_LENGTH,
  HTML_MAX_LENGTH,
  MAX_VARIABLES,
  SUBJECT_MAX_LENGTH,
  SubtypeField,
  TemplateTypeField,
  TemplateTypeFilter,
  VariablesField,
} from './message-templates';

/**
 * Platform templates (spec part 3 §7): the platform's defaults and each organization's override of
 * them. Lists and single templates answer the MessageTemplate shape with scope 'platform'.
 * Sync and remove-all act on the platform-wide rows and are for a platform admin only.
 */

export const PlatformTemplateListQuery = Strict({ type: Type.Optional(TemplateTypeFilter) });
export type PlatformTemplateListQuery = Static<typeof PlatformTemplateListQuery>;

export const PlatformBySubtypeQuery = Strict({ subtype: SubtypeField, type: TemplateTypeFilter });
export type PlatformBySubtypeQuery = Static<typeof PlatformBySubtypeQuery>;

/** The field's label stays on the union, so a 400 names the field (tests/api/field-labels.test.ts). */
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()], { title: (schema as { title?: string }).title });

/** Null, or absent on a write, means "the default's". */
const overrideFields = {
  customSubject: Type.Optional(nullable(TextField({ label: 'Subject', maxLength: SUBJECT_MAX_LENGTH }))),
  customContent: Type.Optional(nullable(Type.String({ title: 'Message content', maxLength: CONTENT_MAX_LENGTH }))),
  customHtml: Type.Optional(nullable(Type.String({ title: 'Email content', maxLength: HTML_MAX_LENGTH }))),
  customVariables: Type.Optional(nullable(VariablesField)),
  isEnabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
};

export const OverrideBody = Type.Object(overrideFields, { additionalProperties: false, minProperties: 1 });
export type OverrideBody = Static<typeof OverrideBody>;

export const ToggleBody = Strict({ isEnabled: Type.Boolean({ title: 'Enabled' }) });
export type ToggleBody = Static<typeof ToggleBody>;

export const MAX_BATCH_UPDATES = 100;
export const BatchUpdateBody = Strict({
  updates: Labelled(
    'Updates',
    Type.Array(
      Type.Object(
        { id: Labelled('Template', Id), ...overrideFields },
        { additionalProperties: false, minProperties: 2 },
      ),
      {
        minItems: 1,
        maxItems: MAX_BATCH_UPDATES,
      },
    ),
  ),
});
export type BatchUpdateBody = Static<typeof BatchUpdateBody>;

export const VariablesParams = Strict({ type: TemplateTypeField });
/** The variables offered for a type, each with the sample value previews use. */
export const TemplateVariables = Strict({
  type: TemplateTypeField,
  variables: Type.Array(Strict({ name: Type.String(), sample: Type.String() }), { maxItems: MAX_VARIABLES * 4 }),
});
export type TemplateVariables = Static<typeof TemplateVariables>;

/** §3 "Platform template sync result". */
export const SyncResult = Strict({ updated: Type.Integer(), new: Type.Integer() });
export type SyncResult = Static<typeof SyncResult>;

export const TEMPLATE_CHANGES = [
  'create',
  'update',
  'override',
  'reset',
  'toggle',
  'import',
  'sync',
  'delete',
] as const;

export const TemplateHistoryEntry = Strict({
  id: Id,
  templateId: Id,
  /** platform: a change to the platform-wide default; organization: the organization's own. */
  level: Type.Enum(['platform', 'organization']),
  change: Type.Enum([...TEMPLATE_CHANGES]),
  name: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  htmlContent: Type.Union([Type.String(), Type.Null()]),
  variables: Type.Array(Type.String()),
  isEnabled: Type.Boolean(),
  changedByName: Type.Union([Type.String(), Type.Null()]),
  changedAt: Type.String(),
});
export type TemplateHistoryEntry = Static<typeof TemplateHistoryEntry>;

/** Latest first. */
export const TemplateHistory = Strict({ entries: Type.Array(TemplateHistoryEntry) });
export type TemplateHistory = Static<typeof TemplateHistory>;

export const BatchUpdateResult = Strict({ updated: Type.Integer() });
export const ResetAllResult = Strict({ reset: Type.Integer() });
export const RemoveAllResult = Strict({ removed: Type.Integer() });

/** The exported file's format marker and version: an import refuses any other. */
export const TEMPLATE_EXPORT_FORMAT = 'salon-templates';
export const TEMPLATE_EXPORT_VERSION = 1;
/** An import file's size limit. */
export const TEMPLATE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ImportResult = Strict({
  imported: Type.Integer(),
  /** Already customized, and overwrite was off. */
  skipped: Type.Integer(),
  /** Entries that could not be used, each with why (unknown template, content too long...). */
  failed: Type.Array(Strict({ type: Type.String(), subtype: Type.String(), message: Type.String() })),
});
export type ImportResult = Static<typeof ImportResult>;
