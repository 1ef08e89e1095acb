import { IdParams } from '../common';
import {
  BySubtypeParams,
  BySubtypeQuery,
  CreateMessageTemplateBody,
  MessageTemplate,
  MessageTemplateList,
  MessageTemplateListQuery,
  PreviewBody,
  TemplatePreview,
  UpdateMessageTemplateBody,
} from '../message-templates';
import {
  BatchUpdateBody,
  BatchUpdateResult,
  ImportResult,
  OverrideBody,
  PlatformBySubtypeQuery,
  PlatformTemplateListQuery,
  RemoveAllResult,
  ResetAllResult,
  SyncResult,
  TemplateHistory,
  TemplateVariables,
  ToggleBody,
  VariablesParams,
} from '../platform-templates';
import { defineRoute } from './define';

/**
 * Message and platform templates (spec part 3 §7), behind the System Templates page's permission
 * (§6: manage_templates). Sync and remove-all change the platform-wide templates: the service
 * allows them to a platform admin only.
 */
const permission = 'manage_templates';
const templates = (action: 'create' | 'update' | 'delete' | 'export' | 'import') =>
  ({ section: 'templates', action }) as const;
const TEMPLATE = '/api/message-templates/:id';
const PLATFORM = '/api/platform-templates';

export const messageTemplatesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/message-templates',
    permission,
    query: MessageTemplateListQuery,
    response: MessageTemplateList,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/message-templates',
    permission,
    body: CreateMessageTemplateBody,
    response: MessageTemplate,
    status: 201,
    activity: templates('create'),
    versioned: true,
  }),
  bySubtype: defineRoute({
    method: 'GET',
    path: '/api/message-templates/by-subtype/:subtype',
    permission,
    params: BySubtypeParams,
    query: BySubtypeQuery,
    response: MessageTemplateList,
  }),
  get: defineRoute({
    method: 'GET',
    path: TEMPLATE,
    permission,
    params: IdParams,
    response: MessageTemplate,
    versioned: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: TEMPLATE,
    permission,
    params: IdParams,
    body: UpdateMessageTemplateBody,
    response: MessageTemplate,
    activity: templates('update'),
    versioned: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: TEMPLATE,
    permission,
    params: IdParams,
    status: 204,
    activity: templates('delete'),
    versioned: true,
  }),
  reset: defineRoute({
    method: 'DELETE',
    path: '/api/message-templates/system/:id/reset',
    permission,
    params: IdParams,
    response: MessageTemplate,
    activity: templates('update'),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/message-templates/:id/preview',
    permission,
    params: IdParams,
    body: PreviewBody,
    response: TemplatePreview,
  }),
};

export const platformTemplatesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: PLATFORM,
    permission,
    query: PlatformTemplateListQuery,
    response: MessageTemplateList,
  }),
  bySubtype: defineRoute({
    method: 'GET',
    path: `${PLATFORM}/by-subtype`,
    permission,
    query: PlatformBySubtypeQuery,
    response: MessageTemplate,
  }),
  variables: defineRoute({
    method: 'GET',
    path: `${PLATFORM}/variables/:type`,
    permission,
    params: VariablesParams,
    response: TemplateVariables,
  }),
  /** A JSON file of the organization's templates as they are (defaults with its overrides). */
  export: defineRoute({ method: 'GET', path: `${PLATFORM}/export`, permission, activity: templates('export') }),
  /** Multipart: `file` (an export) and `overwrite` ('true' replaces existing customizations). */
  import: defineRoute({
    method: 'POST',
    path: `${PLATFORM}/import`,
    permission,
    multipart: true,
    response: ImportResult,
    activity: templates('import'),
  }),
  sync: defineRoute({
    method: 'POST',
    path: `${PLATFORM}/sync`,
    permission,
    response: SyncResult,
    activity: templates('update'),
  }),
  batchUpdate: defineRoute({
    method: 'POST',
    path: `${PLATFORM}/batch-update`,
    permission,
    body: BatchUpdateBody,
    response: BatchUpdateResult,
    activity: templates('update'),
  }),
  resetAll: defineRoute({
    method: 'DELETE',
    path: `${PLATFORM}/reset-all`,
    permission,
    response: ResetAllResult,
    activity: templates('update'),
  }),
  removeAll: defineRoute({
    method: 'DELETE',
    path: `${PLATFORM}/remove-all`,
    permission,
    response: RemoveAllResult,
    activity: templates('delete'),
  }),
  get: defineRoute({ method: 'GET', path: `${PLATFORM}/:id`, permission, params: IdParams, response: MessageTemplate }),
  override: defineRoute({
    method: 'PUT',
    path: `${PLATFORM}/:id/override`,
    permission,
    params: IdParams,
    body: OverrideBody,
    response: MessageTemplate,
    activity: templates('update'),
  }),
  removeOverride: defineRoute({
    method: 'DELETE',
    path: `${PLATFORM}/:id/override`,
    permission,
    params: IdParams,
    response: MessageTemplate,
    activity: templates('update'),
  }),
  toggle: defineRoute({
    method: 'PATCH',
    path: `${PLATFORM}/:id/toggle`,
    permission,
    params: IdParams,
    body: ToggleBody,
    response: MessageTemplate,
    activity: templates('update'),
  }),
  preview: defineRoute({
    method: 'POST',
    path: `${PLATFORM}/:id/preview`,
    permission,
    params: IdParams,
    body: PreviewBody,
    response: TemplatePreview,
  }),
  history: defineRoute({
    method: 'GET',
    path: `${PLATFORM}/:id/history`,
    permission,
    params: IdParams,
    response: TemplateHistory,
  }),
};
