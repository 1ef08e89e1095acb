import {
  DEFAULT_EMAIL_BRAND,
  EMAIL_FONT as FONT,
  EMAIL_WIDTH_PX,
  escapeHtml,
  htmlText,
  type EmailBrand,
} from '../contract/email-blocks';

/**
 * The one frame every outgoing email is put in: a 600 px container with a band in the brand's
 * colours (the organization's, else the spec's defaults #667eea and #764ba2: spec part 3 §2 "Email
 * block builder") holding the organization's name and, at the bottom of both the HTML and the text
 * part, the product's 'powered by' line (spec part 3 §1). Templates supply the body (builder HTML,
 * server/templates/render.ts) or, for messages written by hand, blocks of text; no email leaves
 * without this frame, so no email leaves without the footer.
 */

export const PRODUCT_NAME = 'Salon Back Office';
export const POWERED_BY = `Powered by ${PRODUCT_NAME}`;
export const BRAND_COLOURS: Readonly<EmailBrand> = DEFAULT_EMAIL_BRAND;
export { EMAIL_WIDTH_PX };

/** What a template's body is made of, already rendered (variables filled in, still unescaped). */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'button'; text: string; url: string };

/** Only web links become buttons: a value such as `javascript:` must never reach an href. */
export const isWebUrl = (url: string) => /^https?:\/\/[^\s"'<>]+$/i.test(url);

function blockHtml(block: EmailBlock, brand: EmailBrand): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f2937;${FONT}">${htmlText(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151;${FONT}">${htmlText(block.text)}</p>`;
    case 'button':
      if (!isWebUrl(block.url)) return '';
      return (
        `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(block.url)}" ` +
        `style="display:inline-block;padding:12px 28px;border-radius:6px;color:#ffffff;text-decoration:none;` +
        `font-weight:600;background:${brand.primary};` +
        `background-image:linear-gradient(135deg,${brand.primary} 0%,${brand.secondary} 100%);${FONT}">` +
        `${htmlText(block.text)}</a></p>`
      );
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'button':
      return isWebUrl(block.url) ? `${block.text}: ${block.url}` : '';
  }
}

/**
 * The HTML part around a body that is already HTML (sanitised, variables filled): the
 * organization's name in the brand band, the body, the footer.
 */
export function emailFrame(title: string, bodyHtml: string, brand: EmailBrand = DEFAULT_EMAIL_BRAND): string {
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="margin:0;padding:0;background:#f4f5fb;">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5fb;">' +
    '<tr><td align="center" style="padding:24px 12px;">' +
    `<table role="presentation" width="${EMAIL_WIDTH_PX}" cellpadding="0" cellspacing="0" ` +
    `style="width:${EMAIL_WIDTH_PX}px;max-width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">` +
    `<tr><td style="padding:20px 28px;color:#ffffff;font-size:18px;font-weight:600;background:${brand.primary};` +
    `background-image:linear-gradient(135deg,${brand.primary} 0%,${brand.secondary} 100%);${FONT}">` +
    `${htmlText(title)}</td></tr>` +
    `<tr><td style="padding:28px;">${bodyHtml}</td></tr>` +
    `<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;text-align:center;font-size:12px;color:#6b7280;${FONT}">` +
    `${escapeHtml(POWERED_BY)}</td></tr>` +
    '</table></td></tr></table></body></html>'
  );
}

/** The HTML part of a message written by hand: its blocks of text in the frame. */
export function emailHtml(
  title: string,
  blocks: readonly EmailBlock[],
  brand: EmailBrand = DEFAULT_EMAIL_BRAND,
): string {
  return emailFrame(title, blocks.map((block) => blockHtml(block, brand)).join(''), brand);
}

/** A text part's body followed by the footer. */
export function withTextFooter(body: string): string {
  return `${body.trim()}\n\n--\n${POWERED_BY}`;
}

/** The text part: the blocks a paragraph each, then the footer. */
export function emailText(blocks: readonly EmailBlock[]): string {
  const parts = blocks.map(blockText).filter((text) => text !== '');
  return withTextFooter(parts.join('\n\n'));
}
