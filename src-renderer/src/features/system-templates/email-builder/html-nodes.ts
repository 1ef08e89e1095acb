import { escapeHtml } from '../../../../../server/contract/email-blocks';

/**
 * The part of the DOM the builder reads from parsed HTML. A browser's nodes have it; the unit
 * tests, which run in Node without a DOM, give a stand-in with the same shape (test-dom-parser.ts).
 */
export interface HtmlNode {
  /** 1: element, 3: text; anything else (comments) is skipped. */
  readonly nodeType: number;
  /** 'P', 'IMG', '#text'… (HTML element names are upper case in the DOM). */
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
}

export interface HtmlElement extends HtmlNode {
  getAttribute(name: string): string | null;
  readonly innerHTML: string;
  readonly outerHTML: string;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export const isElement = (node: HtmlNode): node is HtmlElement => node.nodeType === ELEMENT_NODE;
export const isText = (node: HtmlNode): boolean => node.nodeType === TEXT_NODE;
export const tagOf = (node: HtmlNode): string => node.nodeName.toLowerCase();
export const childrenOf = (node: HtmlNode): HtmlNode[] => Array.from(node.childNodes);

/**
 * The top-level nodes of an HTML fragment. DOMParser builds an inert document: nothing in it runs
 * or loads (no scripts, no image requests, no event handlers), whatever the template holds.
 */
export function parseFragment(html: string): HtmlNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return childrenOf(document.body);
}

/** The node as HTML: an element's own markup, a text node escaped. */
export const htmlOf = (node: HtmlNode): string =>
  isElement(node) ? node.outerHTML : isText(node) ? escapeHtml(node.textContent ?? '') : '';

/** The first element below `node` (depth first) with this tag. */
export function findElement(node: HtmlNode, tag: string): HtmlElement | undefined {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    if (tagOf(child) === tag) return child;
    const found = findElement(child, tag);
    if (found) return found;
  }
  return undefined;
}

/** Every element below `node` with this tag. */
export function findElements(node: HtmlNode, tag: string, into: HtmlElement[] = []): HtmlElement[] {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    if (tagOf(child) === tag) into.push(child);
    findElements(child, tag, into);
  }
  return into;
}
