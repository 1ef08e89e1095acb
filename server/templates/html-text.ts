/**
 * An email's text part made from its HTML body, for templates without a text of their own: a
 * block per paragraph, line breaks kept, tags stripped, entities decoded, links written
 * `text: url` (the text part has no links, so the address must be readable).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  copy: '©',
  reg: '®',
  euro: '€',
};

/** One pass, so `&amp;lt;` becomes `&lt;` and not `<`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\/(p|h[1-6]|div|table|tr|li|ul|ol|blockquote)\s*>/gi;
const HREF = /\shref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;
// A link's start and end become single characters first, so pairing them is one linear pass
// (every pattern here stops at the next `<` or marker: no input makes them backtrack for long).
const OPEN = '\uE000';
const HREF_END = '\uE002';
const CLOSE = '\uE001';
const LINK = /\uE000([^\uE000\uE001\uE002]*)\uE002([^\uE000\uE001]*)\uE001/g;

/** The body of a sanitised email (the renderer's) as the text part says it. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/[\uE000-\uE002]/g, '')
    // Source line breaks are spaces in HTML; the text's own breaks come from <br> and blocks.
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^<>]*>/gi, (tag) => {
      const href = HREF.exec(tag);
      return `${OPEN}${href ? (href[2] ?? href[3] ?? href[4] ?? '') : ''}${HREF_END}`;
    })
    .replace(/<\/a\s*>/gi, CLOSE)
    .replace(LINK, (_whole, address: string, inner: string) => {
      // Left encoded: the whole text is decoded once below.
      const url = address.trim();
      const label = inner.replace(/<[^<>]*>/g, '').trim();
      if (url === '' || decodeEntities(url) === decodeEntities(label)) return label || url;
      return label ? `${label}: ${url}` : url;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/[\uE000-\uE002]/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
