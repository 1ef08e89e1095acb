import { useQuery } from '@tanstack/react-query';
import type {
  CreateMessageTemplateBody,
  MessageTemplate,
  TemplatePreview,
  UpdateMessageTemplateBody,
} from '../../../../../server/contract/message-templates';
import { ROUTES } from '../../../../../server/contract/routes';
import { api, etagOf, type ApiClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

// The email builder's calls (manage_templates, like the whole System Templates page). The client
// is the last argument so a test could run them against a real server; the app uses `api`.
const { messageTemplates } = ROUTES;

/** What the builder sends as the draft: the subject line and the blocks' HTML. */
export interface EmailDraft {
  subject: string;
  htmlContent: string;
}

/** An empty subject line is none (the server keeps null rather than ''). */
const subjectOf = (subject: string) => (subject.trim() === '' ? null : subject.trim());

/**
 * An existing template's new subject and HTML: a system template keeps them as the
 * organization's override (Reset takes it back), a marketing template is changed. If-Match is the
 * version the page showed, so an edit saved elsewhere since is not overwritten (412).
 */
export function saveEmailTemplate(template: MessageTemplate, draft: EmailDraft, client: ApiClient = api) {
  const body: UpdateMessageTemplateBody = { subject: subjectOf(draft.subject), htmlContent: draft.htmlContent };
  return client.call(messageTemplates.update, {
    params: { id: template.id },
    body,
    ifMatch: etagOf(template.version),
  });
}

/** A new marketing email (its text part empty: the engine writes one from the HTML). */
export function createEmailTemplate(
  fields: { name: string; subtype: string },
  draft: EmailDraft,
  client: ApiClient = api,
): Promise<MessageTemplate> {
  const body: CreateMessageTemplateBody = {
    name: fields.name.trim(),
    type: 'email',
    subtype: fields.subtype,
    subject: subjectOf(draft.subject),
    content: '',
    htmlContent: draft.htmlContent,
  };
  return client.call(messageTemplates.create, { body });
}

export function previewEmailDraft(
  template: MessageTemplate,
  draft: EmailDraft,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<TemplatePreview> {
  return client.call(messageTemplates.preview, {
    params: { id: template.id },
    body: { subject: subjectOf(draft.subject), htmlContent: draft.htmlContent },
    signal,
  });
}

/**
 * The server's rendering of the unsaved draft (sample values, brand, 'powered by' footer). The
 * same draft renders the same, so an answer is kept while the draft is unchanged; a change asks
 * again. Under the System Templates prefix, so the page's refresh clears it too.
 */
export function useDraftPreview(template: MessageTemplate | null, draft: EmailDraft, enabled: boolean) {
  return useQuery({
    queryKey: [
      ...queryKeys.systemTemplates,
      'builder-preview',
      template?.id,
      draft.subject,
      draft.htmlContent,
    ] as const,
    queryFn: ({ signal }) => previewEmailDraft(template!, draft, signal),
    enabled: enabled && template !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
