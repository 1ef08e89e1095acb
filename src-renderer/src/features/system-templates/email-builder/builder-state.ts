import type { EmailBlock, EmailBlockType } from '../../../../../server/contract/email-blocks';
import { blockProblems, hasProblems, type BlockProblems } from './block-checks';

/**
 * The builder's block list and the one block being edited (spec part 3 §2: "Blocks can be added,
 * removed, and moved up or down. Only one text block is edited at a time, with Save or Cancel").
 * A pure reducer, so the rules are tested without a screen: while a block is open, opening another
 * (or adding one, which opens it) changes nothing; the screen disables those buttons to say so.
 */

/** A block with a key that stays the same while it moves (React's key, the focus after a move). */
export interface EditorBlock {
  readonly key: string;
  readonly block: EmailBlock;
}

export interface OpenEdit {
  readonly key: string;
  /** The block as it is being changed; the list keeps the saved one until Save. */
  readonly draft: EmailBlock;
  /** Added just now: Cancel takes it away again. */
  readonly isNew: boolean;
  /** Shown once Save was tried, and then kept up to date as the fields change. */
  readonly problems: BlockProblems;
  readonly tried: boolean;
}

export interface BuilderState {
  readonly blocks: readonly EditorBlock[];
  readonly editing: OpenEdit | null;
  readonly nextKey: number;
}

export type BuilderAction =
  | { type: 'add'; blockType: EmailBlockType }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'edit'; key: string }
  | { type: 'change'; draft: EmailBlock }
  | { type: 'save' }
  | { type: 'cancel' };

/** A divider has nothing to edit; every other block opens for editing. */
export const isEditable = (block: EmailBlock) => block.type !== 'divider';

export function newBlock(type: EmailBlockType): EmailBlock {
  switch (type) {
    case 'heading1':
    case 'heading2':
    case 'paragraph':
    case 'richtext':
      return { type, content: '' };
    case 'divider':
      return { type };
    case 'button':
      return { type, buttonText: '', buttonUrl: '' };
    case 'link':
      return { type, content: '', url: '' };
    case 'image':
      return { type, imageUrl: '', imageAlt: '' };
    case 'variable':
      return { type, variableName: '' };
  }
}

export function initialBuilderState(blocks: readonly EmailBlock[]): BuilderState {
  return {
    blocks: blocks.map((block, index) => ({ key: `b${index + 1}`, block })),
    editing: null,
    nextKey: blocks.length + 1,
  };
}

export const blocksOf = (state: BuilderState): EmailBlock[] => state.blocks.map((entry) => entry.block);

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'add': {
      if (state.editing) return state;
      const key = `b${state.nextKey}`;
      const block = newBlock(action.blockType);
      return {
        blocks: [...state.blocks, { key, block }],
        editing: isEditable(block) ? { key, draft: block, isNew: true, problems: {}, tried: false } : null,
        nextKey: state.nextKey + 1,
      };
    }
    case 'remove': {
      if (!state.blocks.some((entry) => entry.key === action.key)) return state;
      return {
        ...state,
        blocks: state.blocks.filter((entry) => entry.key !== action.key),
        editing: state.editing?.key === action.key ? null : state.editing,
      };
    }
    case 'move': {
      const from = state.blocks.findIndex((entry) => entry.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.blocks.length) return state;
      const blocks = [...state.blocks];
      [blocks[from], blocks[to]] = [blocks[to]!, blocks[from]!];
      return { ...state, blocks };
    }
    case 'edit': {
      if (state.editing) return state;
      const entry = state.blocks.find((candidate) => candidate.key === action.key);
      if (!entry || !isEditable(entry.block)) return state;
      return { ...state, editing: { key: entry.key, draft: entry.block, isNew: false, problems: {}, tried: false } };
    }
    case 'change': {
      const { editing } = state;
      if (!editing || editing.draft.type !== action.draft.type) return state;
      const problems = editing.tried ? blockProblems(action.draft) : {};
      return { ...state, editing: { ...editing, draft: action.draft, problems } };
    }
    case 'save': {
      const { editing } = state;
      if (!editing) return state;
      const problems = blockProblems(editing.draft);
      if (hasProblems(problems)) return { ...state, editing: { ...editing, problems, tried: true } };
      return {
        ...state,
        blocks: state.blocks.map((entry) =>
          entry.key === editing.key ? { key: entry.key, block: editing.draft } : entry,
        ),
        editing: null,
      };
    }
    case 'cancel': {
      const { editing } = state;
      if (!editing) return state;
      return {
        ...state,
        blocks: editing.isNew ? state.blocks.filter((entry) => entry.key !== editing.key) : state.blocks,
        editing: null,
      };
    }
  }
}
