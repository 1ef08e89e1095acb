import { ElementType, parseDocument } from 'htmlparser2';
import type { ChildNode, Element, ParentNode } from 'domhandler';
import type { HtmlElement, HtmlNode } from './html-nodes';

/**
 * For unit tests only (they run in Node, which has no DOM): a DOMParser stand-in built on
 * htmlparser2 (the parser the server's sanitize-html uses), giving the part of the DOM the builder
 * reads (html-nodes.ts) and serialising as the HTML standard says browsers do (escaping `&`, `<`,
 * `>` and no-break spaces in text, `&` `"` and no-break spaces in attribute values). The browser
 * tests exercise the real DOMParser. Install it with `vi.stubGlobal('DOMParser', TestDomParser)`.
 */
export class TestDomParser {
  parseFromString(html: string): { body: HtmlNode } {
    const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    // A whole document's content is its body's, as in a browser; a fragment has no body.
    const body = findBody(document.children);
    return { body: wrapParent(body ? body.children : document.children) };
  }
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;');

const isTag = (node: ChildNode): node is Element =>
  node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;

function serialise(node: ChildNode, parent: string | undefined): string {
  if (isTag(node)) {
    const attributes = Object.entries(node.attribs)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    const open = `<${node.name}${attributes}>`;
    if (VOID.has(node.name)) return open;
    return `${open}${node.children.map((child) => serialise(child, node.name)).join('')}</${node.name}>`;
  }
  if (node.type === ElementType.Text) return parent && RAW_TEXT.has(parent) ? node.data : escapeText(node.data);
  if (node.type === ElementType.Comment) return `<!--${node.data}-->`;
  return '';
}

function textOf(node: ChildNode): string {
  if (node.type === ElementType.Text) return node.data;
  if (isTag(node)) return node.children.map(textOf).join('');
  return '';
}

function wrap(node: ChildNode): HtmlNode {
  if (isTag(node)) {
    const element: HtmlElement = {
      nodeType: 1,
      nodeName: node.name.toUpperCase(),
      get textContent() {
        return textOf(node);
      },
      get childNodes() {
        return node.children.map(wrap);
      },
      getAttribute: (name) => node.attribs[name.toLowerCase()] ?? null,
      get innerHTML() {
        return node.children.map((child) => serialise(child, node.name)).join('');
      },
      get outerHTML() {
        return serialise(node, undefined);
      },
    };
    return element;
  }
  if (node.type === ElementType.Text) return { nodeType: 3, nodeName: '#text', textContent: node.data, childNodes: [] };
  return { nodeType: 8, nodeName: '#comment', textContent: '', childNodes: [] };
}

function findBody(nodes: readonly ChildNode[]): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'body') return node;
    const found = findBody(node.children);
    if (found) return found;
  }
  return undefined;
}

function wrapParent(children: ParentNode['children']): HtmlNode {
  return { nodeType: 1, nodeName: 'BODY', textContent: children.map(textOf).join(''), childNodes: children.map(wrap) };
}
