import { htmlText, isSafeImageSource, isSafeLinkTarget, type EmailBrand } from '../contract/email-blocks';
import type { TemplateType } from '../contract/message-templates';
import type { MessageChannel } from '../contract/notification-logs';
import type { DbOrTx } from '../db/client';
import { emailFrame, emailHtml, withTextFooter } from '../notifications/email-layout';
import { emailBrand, withBrandColours } from './brand';
import { platformDefaultOf } from './defaults';
import { effectiveTemplate } from './effective';
import { decodeEntities, htmlToText } from './html-text';
import { sanitizeEmailHtml } from './sanitize';
import { fillVariables } from './variables';
import type { TemplateText } from './template-text';

/**
 * Rendering a template into the message the engine queues (and a preview shows): variables filled
 * (escaped in HTML, as written in text and SMS, a missing one as nothing), the email body checked
 * for links that filling made unsafe, sanitised, and put in the frame with the organization's
 * brand colours and the 'powered by' footer (notifications/email-layout.ts).
 */

export interface RenderedTemplate {
  subject: string | null;
  text: string;
  html: string | null;
  templateName: string;
  templateSubtype: string;
}

/** What is rendered: a template as the organization has it, a marketing template, or a draft. */
export interface RenderSource extends TemplateText {
  /** The HTML was written in the brand's colours (the builder's); else in the defaults, swapped here. */
  ownHtml: boolean;
}

export const typeOfChannel = (channel: MessageChannel): TemplateType => (channel === 'push' ? 'notification' : channel);

/** A header carries one line: a value with a line break would otherwise end the subject early. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const HREF = /\shref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;
const attributeValue = (match: RegExpExecArray) => decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
/** Once filled, a link is a web address, a mailto or tel link: a leftover placeholder is not one. */
const filledLinkIsSafe = (url: string) => isSafeLinkTarget(url) && !url.includes('{{');
const filledImageIsSafe = (url: string) => isSafeImageSource(url) && !url.includes('{{');

/**
 * A link or picture whose address came from a variable is checked again after filling: a value
 * such as `javascript:alert(1)` loses the href (the text stays), a picture from anywhere but the
 * web is left out. The sanitiser would refuse them too; this does not depend on it.
 */
function withoutUnsafeLinks(html: string): string {
  return html
    .replace(/<a\b[^<>]*>/gi, (tag) => {
      const href = HREF.exec(tag);
      return !href || filledLinkIsSafe(attributeValue(href)) ? tag : tag.replace(HREF, '');
    })
    .replace(/<img\b[^<>]*>/gi, (tag) => {
      const src = SRC.exec(tag);
      return src && filledImageIsSafe(attributeValue(src)) ? tag : '';
    });
}

/** Values as HTML text: escaped, line breaks kept (a digest lists one item a line). */
const asHtml = (variables: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, htmlText(value)]));

function renderEmail(source: RenderSource, variables: Readonly<Record<string, string>>, brand: EmailBrand) {
  const fill = (text: string) => fillVariables(text, variables);
  const title = variables.organizationName ?? variables.businessName ?? '';
  const ownText = source.content.trim() === '' ? null : fill(source.content);
  let html: string;
  let text: string;
  if (source.htmlContent === null || source.htmlContent.trim() === '') {
    // An email written as text only: its paragraphs in the frame.
    html = emailHtml(title, [{ type: 'paragraph', text: (ownText ?? '').trim() }], brand);
    text = withTextFooter(ownText ?? '');
  } else {
    const coloured = source.ownHtml ? source.htmlContent : withBrandColours(source.htmlContent, brand);
    const body = sanitizeEmailHtml(withoutUnsafeLinks(fillVariables(coloured, asHtml(variables))));
    html = emailFrame(title, body, brand);
    text = withTextFooter(ownText ?? htmlToText(body));
  }
  return { subject: source.subject === null ? null : oneLine(fill(source.subject)), text, html };
}

/** The message a template makes with these values, whether or not the organization sends it. */
export function renderSource(
  source: RenderSource,
  variables: Readonly<Record<string, string>>,
  brand: EmailBrand,
): RenderedTemplate {
  const named = { templateName: source.name, templateSubtype: source.subtype };
  const fill = (text: string) => fillVariables(text, variables);
  if (source.type === 'email') return { ...renderEmail(source, variables, brand), ...named };
  if (source.type === 'sms') return { subject: null, text: fill(source.content).trim(), html: null, ...named };
  return {
    subject: source.subject === null ? null : oneLine(fill(source.subject)),
    text: fill(source.content).trim(),
    html: null,
    ...named,
  };
}

/** Whether a template of this subtype exists for the channel (the engine's own subtypes all do). */
export const hasTemplate = (db: DbOrTx, subtype: string, channel: MessageChannel): boolean =>
  platformDefaultOf(db, typeOfChannel(channel), subtype) !== undefined;

const CHANNEL_VERSIONS: Readonly<Record<MessageChannel, string>> = { email: 'email', sms: 'SMS', push: 'push' };

/**
 * The organization's template of `subtype` for `channel`, rendered with `variables`; null when the
 * organization turned that template off (the caller then queues nothing for the channel, as for a
 * channel switched off). A subtype or channel that has no template is a bug of the caller.
 */
export function renderTemplate(
  db: DbOrTx,
  organizationId: string,
  subtype: string,
  channel: MessageChannel,
  variables: Readonly<Record<string, string>>,
): RenderedTemplate | null {
  const template = effectiveTemplate(db, organizationId, typeOfChannel(channel), subtype);
  if (!template) {
    const known = (['email', 'sms', 'push'] as const).some((other) => hasTemplate(db, subtype, other));
    throw new Error(
      known ? `The template ${subtype} has no ${CHANNEL_VERSIONS[channel]} version` : `No system template ${subtype}`,
    );
  }
  if (!template.isEnabled) return null;
  return renderSource(template, variables, emailBrand(db, organizationId));
}
