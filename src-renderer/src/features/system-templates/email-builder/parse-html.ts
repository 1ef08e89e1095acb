import { EMAIL_BLOCK_TYPES, type EmailBlock, type EmailBlockType } from '../../../../../server/contract/email-blocks';
import {
  childrenOf,
  findElement,
  htmlOf,
  isElement,
  isText,
  parseFragment,
  tagOf,
  type HtmlElement,
  type HtmlNode,
} from './html-nodes';

/**
 * A template's HTML back into the builder's blocks (spec part 3 §2: "Existing HTML is parsed into
 * blocks on load"). What `blocksToHtml` wrote carries `data-block` on each block and comes back
 * exactly as it was; plain headings, paragraphs, rules, pictures and links written elsewhere are
 * recognised too; anything else becomes a richtext block holding its HTML, so nothing is lost.
 */
export function parseEmailHtml(html: string): EmailBlock[] {
  return nodesToBlocks(parseFragment(html));
}

/** Parts of a document that are never content (the server's sanitiser drops them too). */
const DROPPED = new Set(['script', 'style', 'link', 'meta', 'title', 'base', 'template', 'noscript']);

/** Elements that flow inside a line: consecutive ones (with the text between) make one block. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'em',
  'font',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
]);

const BLOCK_TYPES: ReadonlySet<string> = new Set(EMAIL_BLOCK_TYPES);
const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/;

export function nodesToBlocks(nodes: readonly HtmlNode[]): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  let run: HtmlNode[] = [];
  const endRun = () => {
    blocks.push(...inlineRunBlocks(run));
    run = [];
  };
  for (const node of nodes) {
    if (isText(node)) {
      run.push(node);
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (DROPPED.has(tag)) continue;
    const marked = markedBlock(node);
    if (marked === undefined && INLINE.has(tag)) {
      run.push(node);
      continue;
    }
    endRun();
    blocks.push(marked ?? unmarkedBlock(node));
  }
  endRun();
  return blocks;
}

/** The block an element written by `blocksToHtml` stands for, read back exactly. */
function markedBlock(element: HtmlElement): EmailBlock | undefined {
  const type = element.getAttribute('data-block');
  if (type === null || !BLOCK_TYPES.has(type)) return undefined;
  switch (type as EmailBlockType) {
    case 'heading1':
    case 'heading2':
    case 'paragraph':
      return { type: type as 'heading1' | 'heading2' | 'paragraph', content: exactText(element) };
    case 'richtext':
      return { type: 'richtext', content: element.innerHTML };
    case 'divider':
      return { type: 'divider' };
    case 'button': {
      const anchor = findElement(element, 'a');
      if (!anchor) return undefined;
      return { type: 'button', buttonText: exactText(anchor), buttonUrl: anchor.getAttribute('href') ?? '' };
    }
    case 'link': {
      const anchor = findElement(element, 'a');
      if (!anchor) return undefined;
      return { type: 'link', content: exactText(anchor), url: anchor.getAttribute('href') ?? '' };
    }
    case 'image': {
      const image = findElement(element, 'img');
      if (!image) return undefined;
      return imageBlock(image);
    }
    case 'variable': {
      const name = VARIABLE.exec(element.textContent ?? '')?.[1];
      return name === undefined ? undefined : { type: 'variable', variableName: name };
    }
  }
}

/** An element from elsewhere: its plain counterpart when there is one, else its HTML. */
function unmarkedBlock(element: HtmlElement): EmailBlock {
  switch (tagOf(element)) {
    case 'h1':
      return { type: 'heading1', content: renderedText(element) };
    case 'h2':
      return { type: 'heading2', content: renderedText(element) };
    case 'hr':
      return { type: 'divider' };
    case 'p': {
      const single = soleElement(childrenOf(element));
      if (single && tagOf(single) === 'a') return linkBlock(single);
      if (single && tagOf(single) === 'img') return imageBlock(single);
      if (isPlainText(element)) return { type: 'paragraph', content: renderedText(element) };
      return { type: 'richtext', content: element.innerHTML.trim() };
    }
    default:
      return { type: 'richtext', content: element.outerHTML };
  }
}

/**
 * Text and inline elements side by side at the top level: one block, or none when blank. Links and
 * pictures on their own (one per line, say) are a block each.
 */
function inlineRunBlocks(run: readonly HtmlNode[]): EmailBlock[] {
  const content = run.filter((node) => !isBlankText(node));
  if (content.every((node) => isElement(node) && (tagOf(node) === 'a' || tagOf(node) === 'img'))) {
    return content.filter(isElement).map((node) => (tagOf(node) === 'a' ? linkBlock(node) : imageBlock(node)));
  }
  const block = inlineRunBlock(run);
  return block ? [block] : [];
}

function inlineRunBlock(run: readonly HtmlNode[]): EmailBlock | undefined {
  if (run.every(isBlankText)) return undefined;
  if (run.every((node) => isText(node) || tagOf(node) === 'br')) {
    return { type: 'paragraph', content: renderedText({ childNodes: run }) };
  }
  return { type: 'richtext', content: run.map(htmlOf).join('').trim() };
}

const linkBlock = (anchor: HtmlElement): EmailBlock => ({
  type: 'link',
  content: renderedText(anchor),
  url: anchor.getAttribute('href') ?? '',
});

const imageBlock = (image: HtmlElement): EmailBlock => ({
  type: 'image',
  imageUrl: image.getAttribute('src') ?? '',
  imageAlt: image.getAttribute('alt') ?? '',
});

/** The one element among `nodes` when everything else is white space. */
function soleElement(nodes: readonly HtmlNode[]): HtmlElement | undefined {
  const elements = nodes.filter(isElement);
  if (elements.length !== 1) return undefined;
  const blankText = nodes.every((node) => isElement(node) || !isText(node) || isBlankText(node));
  return blankText ? elements[0] : undefined;
}

/** Only HTML's white space: a no-break space is content. */
const isBlankText = (node: HtmlNode): boolean => isText(node) && /^[ \t\n\r\f]*$/.test(node.textContent ?? '');

const isPlainText = (element: HtmlNode): boolean =>
  childrenOf(element).every((node) => !isElement(node) || tagOf(node) === 'br');

/** Text with `<br>` as line breaks, exactly as `htmlText` wrote it (no white space folded). */
function exactText(node: Pick<HtmlNode, 'childNodes'>): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (isText(child)) text += child.textContent ?? '';
    else if (isElement(child)) text += tagOf(child) === 'br' ? '\n' : exactText(child);
  }
  return text;
}

/**
 * Text as a reader sees it: HTML folds runs of white space (source line breaks, indentation) into
 * one space; only `<br>` breaks a line.
 */
function renderedText(node: Pick<HtmlNode, 'childNodes'>): string {
  return foldedText(node)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').replace(/^ | $/g, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The text with white space (not a no-break space) as single spaces and `<br>` as line breaks. */
function foldedText(node: Pick<HtmlNode, 'childNodes'>): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (isText(child)) text += (child.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ');
    else if (isElement(child)) text += tagOf(child) === 'br' ? '\n' : foldedText(child);
  }
  return text;
}
