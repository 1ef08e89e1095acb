import { isSafeImageSource, isSafeLinkTarget, type EmailBlock } from '../../../../../server/contract/email-blocks';
import { VARIABLE_NAME_PATTERN } from '../../../../../server/contract/message-templates';
import { findElements, parseFragment } from './html-nodes';

/** The fields of a block a problem can be shown at. */
export type BlockField = 'content' | 'buttonText' | 'buttonUrl' | 'url' | 'imageUrl' | 'variableName';

export type BlockProblem = 'textRequired' | 'unsafeLink' | 'unsafeImage' | 'variableRequired' | 'unsafeRichLink';

export type BlockProblems = Partial<Record<BlockField, BlockProblem>>;

const VARIABLE_NAME = new RegExp(VARIABLE_NAME_PATTERN);
const blank = (text: string) => text.trim() === '';

/**
 * What stops a block from being saved, by field. Addresses must pass the contract's checks, the
 * same ones `blocksToHtml` applies (it leaves out a button, link or image whose address fails them,
 * so the builder refuses them at the field instead of losing the block on save).
 */
export function blockProblems(block: EmailBlock): BlockProblems {
  switch (block.type) {
    case 'heading1':
    case 'heading2':
    case 'paragraph':
      return blank(block.content) ? { content: 'textRequired' } : {};
    case 'richtext':
      if (blank(block.content)) return { content: 'textRequired' };
      return richtextLinksSafe(block.content) ? {} : { content: 'unsafeRichLink' };
    case 'divider':
      return {};
    case 'button':
      return {
        ...(blank(block.buttonText) ? { buttonText: 'textRequired' as const } : {}),
        ...(isSafeLinkTarget(block.buttonUrl) ? {} : { buttonUrl: 'unsafeLink' as const }),
      };
    case 'link':
      return {
        ...(blank(block.content) ? { content: 'textRequired' as const } : {}),
        ...(isSafeLinkTarget(block.url) ? {} : { url: 'unsafeLink' as const }),
      };
    case 'image':
      return isSafeImageSource(block.imageUrl) ? {} : { imageUrl: 'unsafeImage' };
    case 'variable':
      return VARIABLE_NAME.test(block.variableName) ? {} : { variableName: 'variableRequired' };
  }
}

export const hasProblems = (problems: BlockProblems) => Object.keys(problems).length > 0;

/**
 * A block whose address may not be used in an email (one parsed from HTML written elsewhere):
 * saving the template as it is would silently leave it out.
 */
export function hasUnsafeAddress(block: EmailBlock): boolean {
  const problems = Object.values(blockProblems(block));
  return problems.some(
    (problem) => problem === 'unsafeLink' || problem === 'unsafeImage' || problem === 'unsafeRichLink',
  );
}

/** Every link in a richtext fragment goes somewhere an email may link to. */
function richtextLinksSafe(html: string): boolean {
  const root = { nodeType: 1, nodeName: 'BODY', textContent: null, childNodes: parseFragment(html) };
  return findElements(root, 'a').every((anchor) => {
    const href = anchor.getAttribute('href');
    return href === null || isSafeLinkTarget(href);
  });
}
