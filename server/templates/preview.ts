import type { PreviewBody, TemplatePreview } from '../contract/message-templates';
import { countSmsSegments } from '../contract/sms-segments';
import type { DbOrTx } from '../db/client';
import { emailBrand } from './brand';
import { renderSource, type RenderSource } from './render';
import { SAMPLE_VARIABLES } from './variables';

/**
 * What the recipient would get (POST .../:id/preview): rendered exactly as the engine renders it,
 * in the organization's colours, with the values sent, the sample table for the others, and the
 * organization's own name. Unsaved edits sent with the request are previewed in place of the
 * saved fields. An SMS answers its parts.
 */
export function previewTemplate(
  db: DbOrTx,
  organization: { id: string; name: string },
  saved: RenderSource,
  draft: PreviewBody,
): TemplatePreview {
  const source: RenderSource = {
    ...saved,
    ...(draft.subject !== undefined ? { subject: draft.subject } : {}),
    ...(draft.content !== undefined ? { content: draft.content } : {}),
    ...(draft.htmlContent !== undefined ? { htmlContent: draft.htmlContent } : {}),
  };
  const variables = {
    ...SAMPLE_VARIABLES,
    organizationName: organization.name,
    businessName: organization.name,
    ...draft.variables,
  };
  const rendered = renderSource(source, variables, emailBrand(db, organization.id));
  const answer: TemplatePreview = { subject: rendered.subject, html: rendered.html, text: rendered.text };
  if (source.type === 'sms') {
    const { encoding, units, segments, perSegment } = countSmsSegments(rendered.text);
    answer.sms = { encoding, units, segments, perSegment };
  }
  return answer;
}
