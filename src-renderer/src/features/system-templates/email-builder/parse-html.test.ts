import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  blocksToHtml,
  isSafeImageSource,
  isSafeLinkTarget,
  type EmailBlock,
} from '../../../../../server/contract/email-blocks';
import { parseEmailHtml } from './parse-html';
import { TestDomParser } from './test-dom-parser';

/**
 * A template's HTML into the builder's blocks (spec part 3 §2, "Existing HTML is parsed into blocks
 * on load"). Node has no DOM: these run on test-dom-parser.ts (htmlparser2, serialising as browsers
 * do); the browser test (tests/e2e/system-templates-email.spec.ts) opens a real template in Chromium.
 */
beforeAll(() => vi.stubGlobal('DOMParser', TestDomParser));
afterAll(() => vi.unstubAllGlobals());

const ODD = 'Grüße 👩‍👩‍👧 مرحبا 日本語 e\u0301 \u00a0 <b>not bold</b> & "quotes" \'single\' {{clientFirstName}}';

const EVERY_TYPE: EmailBlock[] = [
  { type: 'heading1', content: `Hi {{clientFirstName}}, ${ODD}` },
  { type: 'heading2', content: 'Two\nlines 🎉' },
  { type: 'paragraph', content: `First line\n\nThird line  with  spaces ${ODD}` },
  {
    type: 'richtext',
    content:
      '<b>Grüße</b> &amp; <i>日本語 🎉</i> {{appointmentDate}}<br><a href="https://example.com/?a=1&amp;b=2">book</a>',
  },
  { type: 'divider' },
  { type: 'button', buttonText: 'Confirm “now” & go', buttonUrl: 'https://example.com/confirm?id=1&x=%222%22#ü' },
  { type: 'link', content: `Manage ${ODD}`, url: '{{manageUrl}}' },
  { type: 'image', imageUrl: 'https://cdn.example.com/ünï/logo.png?v=1&w=2', imageAlt: `Logo ${ODD}` },
  { type: 'variable', variableName: 'organizationPhone' },
];

describe('blocks written by the builder', () => {
  it('come back exactly, every type, with odd unicode and {{variables}}', () => {
    expect(parseEmailHtml(blocksToHtml(EVERY_TYPE))).toEqual(EVERY_TYPE);
  });

  it('come back the same whatever the brand colours were', () => {
    const html = blocksToHtml(EVERY_TYPE, { primary: '#112233', secondary: '#445566' });
    expect(parseEmailHtml(html)).toEqual(EVERY_TYPE);
  });

  it('come back one by one, and empty texts stay empty', () => {
    for (const block of EVERY_TYPE) expect(parseEmailHtml(blocksToHtml([block]))).toEqual([block]);
    const empty: EmailBlock[] = [
      { type: 'paragraph', content: '' },
      { type: 'richtext', content: '' },
      { type: 'heading1', content: '   ' },
    ];
    expect(parseEmailHtml(blocksToHtml(empty))).toEqual(empty);
  });

  it('come back exactly for any text, address and variable (property)', () => {
    // Text as people type it: every code point but control characters (the server refuses those),
    // with line breaks, markup-looking text, entities, no-break spaces, emoji sequences.
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(
        '\n',
        '{{clientFirstName}}',
        '<b>',
        '</p>',
        '&amp;',
        '&',
        '"',
        "'",
        '🎉',
        '👩‍👩‍👧',
        'مرحبا',
        '\u00a0',
        '  ',
      ),
    );
    const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join('').replace(/(?!\n)\p{Cc}/gu, ''));
    const link = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(isSafeLinkTarget),
      fc.constantFrom('mailto:hello@studio.test', 'tel:+61 2 9000 0000', '{{bookingUrl}}'),
    );
    const image = fc.oneof(fc.webUrl().filter(isSafeImageSource), fc.constant('{{logoUrl}}'));
    const richtext = fc
      .array(
        fc.constantFrom(
          '<b>Grüße</b>',
          ' &amp; ',
          '<i>日本語 🎉</i>',
          '{{clientFirstName}}',
          '<br>',
          '<a href="https://example.com/?a=1&amp;b=2">link</a>',
          '<ul><li>one</li><li>two</li></ul>',
          '&lt;not a tag&gt;',
          'plain words',
        ),
        { maxLength: 5 },
      )
      .map((pieces) => pieces.join(''));
    const block: fc.Arbitrary<EmailBlock> = fc.oneof(
      fc.record({ type: fc.constantFrom('heading1', 'heading2', 'paragraph' as const), content: text }),
      fc.record({ type: fc.constant('richtext' as const), content: richtext }),
      fc.constant({ type: 'divider' as const }),
      fc.record({ type: fc.constant('button' as const), buttonText: text, buttonUrl: link }),
      fc.record({ type: fc.constant('link' as const), content: text, url: link }),
      fc.record({ type: fc.constant('image' as const), imageUrl: image, imageAlt: text }),
      fc.record({
        type: fc.constant('variable' as const),
        variableName: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
      }),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        expect(parseEmailHtml(blocksToHtml(blocks))).toEqual(blocks);
      }),
      { numRuns: 200 },
    );
  });
});

describe('HTML written elsewhere', () => {
  it('recognises plain headings, paragraphs, rules, pictures and links, folding source white space', () => {
    const html = `
      <h1>  Welcome,
        {{clientFirstName}} </h1>
      <h2>Your <b>visit</b></h2>
      <p>Line one<br>
         line   two</p>
      <hr>
      <img src="https://cdn.example.com/a.png" alt="A picture">
      <a href="https://example.com/book">Book again</a>
      <p><a href="mailto:hi@studio.test">Write to us</a></p>
      <p> <img src="{{logoUrl}}"> </p>`;
    expect(parseEmailHtml(html)).toEqual([
      { type: 'heading1', content: 'Welcome, {{clientFirstName}}' },
      { type: 'heading2', content: 'Your visit' },
      { type: 'paragraph', content: 'Line one\nline two' },
      { type: 'divider' },
      { type: 'image', imageUrl: 'https://cdn.example.com/a.png', imageAlt: 'A picture' },
      { type: 'link', content: 'Book again', url: 'https://example.com/book' },
      { type: 'link', content: 'Write to us', url: 'mailto:hi@studio.test' },
      { type: 'image', imageUrl: '{{logoUrl}}', imageAlt: '' },
    ]);
  });

  it('keeps a no-break space: only HTML white space folds', () => {
    expect(parseEmailHtml('<p>\u00a0Price:\u00a0\u00a010 €</p>')).toEqual([
      { type: 'paragraph', content: '\u00a0Price:\u00a0\u00a010 €' },
    ]);
  });

  it('keeps anything else as richtext holding its HTML, so nothing is lost', () => {
    const table = '<table><tbody><tr><td>Cell</td></tr></tbody></table>';
    const list = '<ul><li>One</li><li>Two</li></ul>';
    expect(parseEmailHtml(`${table}\n${list}\n<div style="color:red">Red</div>`)).toEqual([
      { type: 'richtext', content: table },
      { type: 'richtext', content: list },
      { type: 'richtext', content: '<div style="color:red">Red</div>' },
    ]);
  });

  it('keeps a paragraph with formatting as richtext with its inner HTML', () => {
    expect(parseEmailHtml('<p>Hello <b>you</b>, see <a href="https://example.com">this</a></p>')).toEqual([
      { type: 'richtext', content: 'Hello <b>you</b>, see <a href="https://example.com">this</a>' },
    ]);
  });

  it('makes one block of text and inline markup side by side, and drops blank text between blocks', () => {
    const html = '\n  Dear {{clientFirstName}},<br>welcome  \n\n<p>Next</p>\n  \n Hello <b>you</b> &amp; me \n';
    expect(parseEmailHtml(html)).toEqual([
      { type: 'paragraph', content: 'Dear {{clientFirstName}},\nwelcome' },
      { type: 'paragraph', content: 'Next' },
      { type: 'richtext', content: 'Hello <b>you</b> &amp; me' },
    ]);
  });

  it('drops scripts, styles and comments, which are never content', () => {
    const html = '<style>p{color:red}</style><!-- note --><script>alert(1)</script><p>Kept</p>';
    expect(parseEmailHtml(html)).toEqual([{ type: 'paragraph', content: 'Kept' }]);
  });

  it('reads a whole document by its body', () => {
    const html = '<!doctype html><html><head><title>T</title></head><body><h1>Hi</h1></body></html>';
    expect(parseEmailHtml(html)).toEqual([{ type: 'heading1', content: 'Hi' }]);
  });

  it('gives nothing for an empty template', () => {
    expect(parseEmailHtml('')).toEqual([]);
    expect(parseEmailHtml('  \n ')).toEqual([]);
  });
});

describe('marked blocks that do not hold what their marker says', () => {
  it('keeps an address that may not be used, for the builder to flag (blocksToHtml would drop it)', () => {
    const html =
      '<p data-block="link"><a href="javascript:alert(1)">Click</a></p><p data-block="image"><img src="data:image/png;base64,AAAA" alt="x"></p>';
    const blocks = parseEmailHtml(html);
    expect(blocks).toEqual([
      { type: 'link', content: 'Click', url: 'javascript:alert(1)' },
      { type: 'image', imageUrl: 'data:image/png;base64,AAAA', imageAlt: 'x' },
    ]);
    expect(blocksToHtml(blocks)).toBe('\n');
  });

  it('reads a variable with spaces in its braces, and falls back to the text without one', () => {
    expect(parseEmailHtml('<p data-block="variable">{{ invoiceNumber }}</p>')).toEqual([
      { type: 'variable', variableName: 'invoiceNumber' },
    ]);
    expect(parseEmailHtml('<p data-block="variable">no variable</p>')).toEqual([
      { type: 'paragraph', content: 'no variable' },
    ]);
  });

  it('treats a button without its link, or an unknown marker, as HTML from elsewhere', () => {
    expect(parseEmailHtml('<div data-block="button"><b>Lost</b></div>')).toEqual([
      { type: 'richtext', content: '<div data-block="button"><b>Lost</b></div>' },
    ]);
    expect(parseEmailHtml('<p data-block="carousel">Slides</p>')).toEqual([{ type: 'paragraph', content: 'Slides' }]);
  });
});
