import { createElement, type CSSProperties, type ReactNode } from 'react';
import { isSafeLinkTarget } from '../../../../../server/contract/email-blocks';
import { childrenOf, isElement, isText, parseFragment, tagOf, type HtmlNode } from './html-nodes';

/** Formatting shown as it is: React writes these elements, never an attribute from the template. */
const KEPT = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'small',
  'sub',
  'sup',
  'code',
  'mark',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Containers (layout tables, divs) show their content as blocks of their own. */
const CONTAINERS = new Set([
  'div',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'section',
  'article',
  'center',
]);
/** Never shown: not content, or content that would load or run something. */
const DROPPED = new Set([
  'script',
  'style',
  'link',
  'meta',
  'title',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
]);

/**
 * A richtext block on the canvas. The template's HTML is parsed in an inert document and rebuilt as
 * React elements from a short list of formatting tags, without any of its attributes, so nothing in
 * it can run, load, navigate or restyle the app. A link shows as link-looking text (following it
 * from the builder would leave the app); a picture as its description. The preview shows the email
 * exactly, as the server sanitises and renders it.
 */
export function RichtextView({ html, linkStyle }: { html: string; linkStyle: CSSProperties }) {
  return <>{parseFragment(html).map((node, index) => view(node, index, linkStyle))}</>;
}

function view(node: HtmlNode, key: number, linkStyle: CSSProperties): ReactNode {
  if (isText(node)) return node.textContent;
  if (!isElement(node)) return null;
  const tag = tagOf(node);
  if (DROPPED.has(tag)) return null;
  const children = childrenOf(node).map((child, index) => view(child, index, linkStyle));
  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const alt = node.getAttribute('alt');
    return alt ? <span key={key}>{`[${alt}]`}</span> : null;
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    return (
      <span key={key} style={linkStyle} title={isSafeLinkTarget(href) ? href : undefined}>
        {children}
      </span>
    );
  }
  if (KEPT.has(tag)) return createElement(tag, { key }, ...children);
  if (CONTAINERS.has(tag)) return <div key={key}>{children}</div>;
  return <span key={key}>{children}</span>;
}
