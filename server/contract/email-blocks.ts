/**
 * The email block builder's blocks (spec part 3 §2 "Email block builder") and the HTML they make.
 * Shared: the builder (renderer) writes a template's htmlContent with `blocksToHtml`, the server's
 * catalog writes its defaults the same way, and the engine sends that HTML inside the email frame
 * (server/notifications/email-layout.ts). Each block's outermost element carries `data-block`, so
 * the builder can parse a template back into blocks; HTML from elsewhere becomes richtext blocks.
 *
 * The output is what email clients render alike: inline styles only, tables for the button and the
 * divider, no classes, no scripts. `{{variable}}` placeholders stay in the text; the engine fills
 * them (escaped) when it sends. Keep this file free of imports beyond the contract: both sides use it.
 */

export const EMAIL_BLOCK_TYPES = [
  'heading1',
  'heading2',
  'paragraph',
  'richtext',
  'divider',
  'button',
  'link',
  'image',
  'variable',
] as const;
export type EmailBlockType = (typeof EMAIL_BLOCK_TYPES)[number];

export type EmailBlock =
  /** Plain text; line breaks kept. */
  | { type: 'heading1' | 'heading2' | 'paragraph'; content: string }
  /** An HTML fragment of inline formatting (b, i, u, a, br, lists), sanitised by the server. */
  | { type: 'richtext'; content: string }
  | { type: 'divider' }
  | { type: 'button'; buttonText: string; buttonUrl: string }
  | { type: 'link'; content: string; url: string }
  | { type: 'image'; imageUrl: string; imageAlt: string }
  | { type: 'variable'; variableName: string };

/** The email's two brand colours: the organization's, else the spec's defaults. */
export interface EmailBrand {
  primary: string;
  secondary: string;
}
export const DEFAULT_EMAIL_BRAND: EmailBrand = { primary: '#667eea', secondary: '#764ba2' };
export const EMAIL_WIDTH_PX = 600;

export const EMAIL_FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Escaped text with its line breaks kept. */
export const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * A link a block may point to: a web address, a mailto or tel link, or a lone `{{variable}}` the
 * engine fills (and checks again once filled). Anything else (javascript:, data:) never reaches an
 * href or a src.
 */
export const isSafeLinkTarget = (url: string) =>
  /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[+\d\s().-]+|\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\})$/i.test(url.trim());
/** An image must come from the web (or a variable): no data: or file: pictures in email. */
export const isSafeImageSource = (url: string) =>
  /^(https:\/\/[^\s"'<>]+|http:\/\/[^\s"'<>]+|\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\})$/i.test(url.trim());

const marker = (type: EmailBlockType) => `data-block="${type}"`;

function blockHtml(block: EmailBlock, brand: EmailBrand): string {
  switch (block.type) {
    case 'heading1':
      return `<h1 ${marker('heading1')} style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#1f2937;${EMAIL_FONT}">${htmlText(block.content)}</h1>`;
    case 'heading2':
      return `<h2 ${marker('heading2')} style="margin:0 0 12px;font-size:19px;line-height:1.35;color:#1f2937;${EMAIL_FONT}">${htmlText(block.content)}</h2>`;
    case 'paragraph':
      return `<p ${marker('paragraph')} style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151;${EMAIL_FONT}">${htmlText(block.content)}</p>`;
    case 'richtext':
      return `<div ${marker('richtext')} style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151;${EMAIL_FONT}">${block.content}</div>`;
    case 'divider':
      return (
        `<table ${marker('divider')} role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">` +
        '<tr><td style="border-top:1px solid #e5e7eb;font-size:0;line-height:0;">&nbsp;</td></tr></table>'
      );
    case 'button': {
      if (!isSafeLinkTarget(block.buttonUrl)) return '';
      return (
        `<table ${marker('button')} role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:24px 0;">` +
        `<tr><td align="center"><a href="${escapeHtml(block.buttonUrl.trim())}" ` +
        `style="display:inline-block;padding:12px 28px;border-radius:6px;color:#ffffff;text-decoration:none;font-weight:600;` +
        `background:${brand.primary};background-image:linear-gradient(135deg,${brand.primary} 0%,${brand.secondary} 100%);${EMAIL_FONT}">` +
        `${htmlText(block.buttonText)}</a></td></tr></table>`
      );
    }
    case 'link':
      if (!isSafeLinkTarget(block.url)) return '';
      return (
        `<p ${marker('link')} style="margin:0 0 16px;font-size:15px;line-height:1.6;${EMAIL_FONT}">` +
        `<a href="${escapeHtml(block.url.trim())}" style="color:${brand.primary};text-decoration:underline;">${htmlText(block.content)}</a></p>`
      );
    case 'image':
      if (!isSafeImageSource(block.imageUrl)) return '';
      return (
        `<p ${marker('image')} style="margin:0 0 16px;text-align:center;">` +
        `<img src="${escapeHtml(block.imageUrl.trim())}" alt="${escapeHtml(block.imageAlt)}" width="544" ` +
        'style="display:block;margin:0 auto;max-width:100%;height:auto;border:0;"></p>'
      );
    case 'variable':
      return `<p ${marker('variable')} style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151;${EMAIL_FONT}">{{${block.variableName}}}</p>`;
  }
}

/** A template's body HTML (what htmlContent holds): the blocks in order, without the frame. */
export function blocksToHtml(blocks: readonly EmailBlock[], brand: EmailBrand = DEFAULT_EMAIL_BRAND): string {
  return blocks.map((block) => blockHtml(block, brand)).join('\n');
}
