import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageTemplate,
  TemplatePreview,
  UpdateMessageTemplateBody,
} from '../../../../server/contract/message-templates';
import { TEMPLATE_EXPORT_FORMAT } from '../../../../server/contract/platform-templates';
import { ROUTES } from '../../../../server/contract/routes';
import { api, etagOf, type ApiClient } from '../../api/client';
import { downloadFile, type DownloadedFile } from '../../api/download';
import { queryKeys } from '../../api/query-keys';
import { useNotify } from '../../components/toaster/useNotify';
import { duplicateBody } from './template-list';

// System Templates (organization/system-templates): every call needs manage_templates. Every key
// starts with queryKeys.systemTemplates, which carries the spec's five-minute stale time (part 3
// §9, api/query-client.ts), so one invalidation refreshes the list, a history and the samples.
// The calls take the client as their last argument so the page test can run them against the
// real server; the app always uses the one `api`.
const { messageTemplates, platformTemplates } = ROUTES;

export const templateKeys = {
  all: queryKeys.systemTemplates,
  list: [...queryKeys.systemTemplates, 'list'] as const,
  history: (id: string) => [...queryKeys.systemTemplates, 'history', id] as const,
};

/** System and marketing templates, as GET /api/message-templates answers them. */
export const templateListQuery = (client: ApiClient = api) =>
  queryOptions({
    queryKey: templateKeys.list,
    queryFn: async ({ signal }) => (await client.call(messageTemplates.list, { signal })).templates,
  });

export function useTemplates() {
  return useQuery(templateListQuery());
}

export function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
}

/**
 * What the recipient would get, filled with the sample values the server keeps for each variable
 * (no values are sent, so the server uses its samples).
 */
export const previewTemplate = (template: MessageTemplate, client: ApiClient = api): Promise<TemplatePreview> =>
  client.call(messageTemplates.preview, { params: { id: template.id }, body: {} });

export function useTemplatePreview(template: MessageTemplate) {
  return useQuery({
    // The template's version is in the key: an edit saved since shows at once.
    queryKey: [...queryKeys.systemTemplates, 'preview', template.id, template.version] as const,
    queryFn: () => previewTemplate(template),
  });
}

export const historyQuery = (id: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: templateKeys.history(id),
    queryFn: async ({ signal }) => (await client.call(platformTemplates.history, { params: { id }, signal })).entries,
  });

/** A customised system template back to the platform's default; the answer is the template reset. */
export const resetTemplate = (template: MessageTemplate, client: ApiClient = api) =>
  client.call(messageTemplates.reset, { params: { id: template.id } });

/** A system template switched on or off for the organization (the engine skips it when off). */
export const toggleTemplate = (template: MessageTemplate, isEnabled: boolean, client: ApiClient = api) =>
  client.call(platformTemplates.toggle, { params: { id: template.id }, body: { isEnabled } });

/** A new marketing template: the copy of `template`, named by the caller's 'Copy of {name}'. */
export const duplicateTemplate = (template: MessageTemplate, copyName: string, client: ApiClient = api) =>
  client.call(messageTemplates.create, { body: duplicateBody(template, copyName) });

/** A marketing template deleted, as the list showed it (If-Match: changed since, it is not deleted). */
export const deleteTemplate = (template: MessageTemplate, client: ApiClient = api) =>
  client.call(messageTemplates.remove, { params: { id: template.id }, ifMatch: etagOf(template.version) });

/** A template's new values (the push form's title and text); a system template keeps them as its override. */
export const updateTemplate = (template: MessageTemplate, body: UpdateMessageTemplateBody, client: ApiClient = api) =>
  client.call(messageTemplates.update, { params: { id: template.id }, body, ifMatch: etagOf(template.version) });

/** The organization's templates as a JSON file (GET /api/platform-templates/export); `fetch` for tests. */
export const exportTemplates = (fetch?: typeof globalThis.fetch): Promise<DownloadedFile> =>
  downloadFile(platformTemplates.export, {
    fallbackName: `${TEMPLATE_EXPORT_FORMAT}-${new Date().toISOString().slice(0, 10)}.json`,
    fetch,
  });

/** An export file brought back; `overwrite` replaces customisations the organization already has. */
export function importTemplates(file: File, overwrite: boolean, client: ApiClient = api) {
  const form = new FormData();
  form.append('overwrite', overwrite ? 'true' : 'false');
  form.append('file', file, file.name);
  return client.call(platformTemplates.import, { body: form });
}

export const resetAllTemplates = (client: ApiClient = api) => client.call(platformTemplates.resetAll);

/** The platform's shipped templates brought in (platform admins only): updated and new counts. */
export const syncTemplates = (client: ApiClient = api) => client.call(platformTemplates.sync);

export interface ActionTexts<T> {
  /** The toast of a success; the answer may go into it ('Templates synced: 2 updated, 1 new templates'). */
  success: (answer: T) => string;
  /** 'Failed to …': the toast's title, with the server's reason under it when it gives one (§8). */
  failed: string;
}

/**
 * One change the page makes (reset, toggle, duplicate, delete...): its toast either way, and the
 * list read again either way (a refusal usually means the template changed meanwhile).
 */
export function useTemplateAction<V, T>(run: (variables: V) => Promise<T>, texts: (variables: V) => ActionTexts<T>) {
  const notify = useNotify();
  const refresh = useRefreshTemplates();
  return useMutation({
    // Only the variables: the mutation's own context must not reach a call's optional client argument.
    mutationFn: (variables: V) => run(variables),
    onSuccess: (answer, variables) => notify.success(texts(variables).success(answer)),
    onError: (error, variables) => notify.failure(texts(variables).failed, error),
    onSettled: () => refresh(),
  });
}
