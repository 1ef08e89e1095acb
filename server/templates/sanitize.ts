import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser of email templates (spec part 3 §2 "Email block builder": output HTML is
 * sanitised). An allow-list of what `blocksToHtml` (contract/email-blocks.ts) writes and what
 * email clients render alike; everything else goes:
 * - elements: script, style, iframe, object, embed, form and its fields, svg, math, base, meta,
 *   link... (the content of script-like ones with them; the text of the others stays);
 * - attributes: every one not listed, so every `on*` handler, class, id, srcdoc, formaction...;
 * - links: only http, https, mailto and tel (pictures: http and https), or a `{{variable}}` the
 *   engine fills and checks again; `javascript:`, `vbscript:`, `data:`, relative and
 *   protocol-relative addresses lose the attribute;
 * - styles: a style attribute holding `expression(`, `url(`, a script scheme, `behavior`,
 *   `-moz-binding` or `@import`, or anything that could hide one (a CSS escape `\`, a comment, an
 *   HTML character reference), is dropped whole.
 *
 * Character references are kept as written (the parser does not decode them), so the builder's
 * output is a fixed point: sanitising `blocksToHtml(...)` gives it back unchanged, and an address
 * is judged by its literal first characters, which no reference can fake (`&#106;avascript:`
 * does not start with `https://`).
 */

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'p',
  'div',
  'span',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  // Browsers and pasted email HTML put rows in a tbody; harmless, and without it rows float free.
  'tbody',
  'tr',
  'td',
];

/** Attributes every allowed element may carry. */
const COMMON = ['style', 'data-block'];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': COMMON,
  a: ['href'],
  img: ['src', 'alt', 'width'],
  table: ['role', 'width', 'cellpadding', 'cellspacing', 'align'],
  td: ['width', 'align'],
};

/**
 * Elements removed with everything inside them: their text is code or markup, never words of the
 * email (an unclosed one takes the rest of the input with it, which hostile input deserves).
 */
const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'object',
  'svg',
  'math',
];

const VARIABLE = String.raw`\{\{\s*[A-Za-z][A-Za-z0-9_]*\s*\}\}`;
/** A `{{variable}}` alone or followed by a path, query or fragment: the engine checks it once filled. */
const VARIABLE_ADDRESS = `${VARIABLE}(?:$|[/?#])`;
const SAFE_HREF = new RegExp(`^(?:https?://|mailto:|tel:|${VARIABLE_ADDRESS})`, 'i');
const SAFE_SRC = new RegExp(`^(?:https?://|${VARIABLE_ADDRESS})`, 'i');

/** Whatever could hide a dangerous construct from the check below: CSS escapes, comments, references. */
const STYLE_OBFUSCATION = /[\\&<>]|\/\*/;
const STYLE_DANGER = /expression|url\s*\(|javascript|vbscript|behaviou?r|-moz-binding|@import|image-set/i;

const isSafeStyle = (style: string) => !STYLE_OBFUSCATION.test(style) && !STYLE_DANGER.test(style);

/** The attributes without an unsafe address or style (values are as written: no reference decoded). */
function checkedAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (lower === 'style' && !isSafeStyle(value)) continue;
    if (lower === 'href' && !SAFE_HREF.test(value.trim())) continue;
    if (lower === 'src' && !(tag === 'img' && SAFE_SRC.test(value.trim()))) continue;
    kept[name] = lower === 'href' || lower === 'src' ? value.trim() : value;
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: {},
  nonTextTags: REMOVED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  // Checked again by the library after the literal check above (defence in depth).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An empty alt stays (the library's default): a decorative picture says so to screen readers.
  // The style attribute is judged whole (isSafeStyle) and kept as written: re-printing it through
  // a CSS parser would change the builder's output.
  parseStyleAttributes: false,
  // References stay as written: `&#39;` and `&nbsp;` come back as they went in (see above).
  parser: { decodeEntities: false },
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: checkedAttributes(tagName, attribs) }),
  },
};

/**
 * An email body (a template's htmlContent, filled or not) with only what may reach an inbox. The
 * library writes void elements as `<br />`; they are written `<br>` as the builder does (a ` />`
 * can only end a tag here: the library escapes `>` in text and in attribute values).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replaceAll(' />', '>');
}
