import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_BLOCK_TYPES, type EmailBlock } from '../../../../../server/contract/email-blocks';
import { blockProblems, hasUnsafeAddress } from './block-checks';
import { blocksOf, builderReducer, initialBuilderState, type BuilderAction, type BuilderState } from './builder-state';
import { insertVariable, wrapSelection } from './insert-text';
import { TestDomParser } from './test-dom-parser';

/**
 * The builder's rules without a screen (spec part 3 §2): blocks added, removed, moved up and down;
 * one block edited at a time with Save or Cancel; addresses that may not go into an email refused
 * at their field. What the screen shows for each state is email-builder.test.tsx's; clicking
 * through is the browser test's.
 */
beforeAll(() => vi.stubGlobal('DOMParser', TestDomParser));
afterAll(() => vi.unstubAllGlobals());

const HEADING: EmailBlock = { type: 'heading1', content: 'Hello {{clientFirstName}}' };
const PARAGRAPH: EmailBlock = { type: 'paragraph', content: 'See you soon.' };
const BUTTON: EmailBlock = { type: 'button', buttonText: 'Confirm', buttonUrl: 'https://example.com/c' };

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const start = () => initialBuilderState([HEADING, PARAGRAPH, BUTTON]);
const keyOf = (state: BuilderState, index: number) => state.blocks[index]!.key;

describe('adding', () => {
  it('adds every type at the end and opens it for editing, except a divider (nothing to edit)', () => {
    for (const type of EMAIL_BLOCK_TYPES) {
      const state = run(start(), { type: 'add', blockType: type });
      expect(state.blocks).toHaveLength(4);
      expect(state.blocks[3]!.block.type).toBe(type);
      expect(state.editing?.key ?? null).toBe(type === 'divider' ? null : state.blocks[3]!.key);
    }
  });

  it('gives every block its own key, kept while it moves', () => {
    const state = run(start(), { type: 'add', blockType: 'divider' }, { type: 'add', blockType: 'divider' });
    expect(new Set(state.blocks.map((entry) => entry.key)).size).toBe(5);
  });

  it('adds nothing while another block is open', () => {
    const open = run(start(), { type: 'edit', key: 'b2' });
    expect(run(open, { type: 'add', blockType: 'paragraph' })).toBe(open);
  });
});

describe('one block edited at a time', () => {
  it('opens a block for editing, and no other while it is open', () => {
    const open = run(start(), { type: 'edit', key: 'b2' });
    expect(open.editing).toMatchObject({ key: 'b2', draft: PARAGRAPH, isNew: false });
    expect(run(open, { type: 'edit', key: 'b1' })).toBe(open);
    expect(run(open, { type: 'edit', key: 'b2' })).toBe(open);
  });

  it('keeps the saved block in the list while the draft changes, and Save puts the draft in', () => {
    const changed = run(
      start(),
      { type: 'edit', key: 'b2' },
      { type: 'change', draft: { type: 'paragraph', content: 'Line one\nLine two 🎉' } },
    );
    expect(changed.blocks[1]!.block).toEqual(PARAGRAPH);
    const saved = run(changed, { type: 'save' });
    expect(saved.editing).toBeNull();
    expect(blocksOf(saved)).toEqual([HEADING, { type: 'paragraph', content: 'Line one\nLine two 🎉' }, BUTTON]);
  });

  it('Cancel restores the block as it was', () => {
    const cancelled = run(
      start(),
      { type: 'edit', key: 'b1' },
      { type: 'change', draft: { type: 'heading1', content: 'Something else' } },
      { type: 'cancel' },
    );
    expect(cancelled.editing).toBeNull();
    expect(blocksOf(cancelled)).toEqual([HEADING, PARAGRAPH, BUTTON]);
  });

  it('Cancel on a block just added takes it away again', () => {
    const cancelled = run(start(), { type: 'add', blockType: 'link' }, { type: 'cancel' });
    expect(blocksOf(cancelled)).toEqual([HEADING, PARAGRAPH, BUTTON]);
    expect(cancelled.editing).toBeNull();
  });

  it('opens no divider and no block that is not there', () => {
    const state = run(start(), { type: 'add', blockType: 'divider' });
    expect(run(state, { type: 'edit', key: keyOf(state, 3) })).toBe(state);
    expect(run(state, { type: 'edit', key: 'nope' })).toBe(state);
  });

  it('takes no draft of another type than the open block’s', () => {
    const open = run(start(), { type: 'edit', key: 'b1' });
    expect(run(open, { type: 'change', draft: PARAGRAPH })).toBe(open);
  });
});

describe('refusing what may not go into an email', () => {
  it('refuses a javascript: button link at its field and keeps the block open and the list unchanged', () => {
    const refused = run(
      start(),
      { type: 'edit', key: 'b3' },
      { type: 'change', draft: { ...BUTTON, buttonUrl: 'javascript:alert(1)' } },
      { type: 'save' },
    );
    expect(refused.editing?.problems).toEqual({ buttonUrl: 'unsafeLink' });
    expect(refused.blocks[2]!.block).toEqual(BUTTON);
    // Fixing it clears the message as it is typed, and Save goes through.
    const fixed = run(refused, { type: 'change', draft: { ...BUTTON, buttonUrl: 'https://example.com/ok' } });
    expect(fixed.editing?.problems).toEqual({});
    expect(run(fixed, { type: 'save' }).blocks[2]!.block).toEqual({ ...BUTTON, buttonUrl: 'https://example.com/ok' });
  });

  it('says nothing before Save is tried', () => {
    const typing = run(
      start(),
      { type: 'add', blockType: 'image' },
      {
        type: 'change',
        draft: { type: 'image', imageUrl: 'data:image/png;base64,AAAA', imageAlt: '' },
      },
    );
    expect(typing.editing?.problems).toEqual({});
    expect(run(typing, { type: 'save' }).editing?.problems).toEqual({ imageUrl: 'unsafeImage' });
  });

  it('checks each block type’s fields', () => {
    expect(blockProblems({ type: 'paragraph', content: '  \n ' })).toEqual({ content: 'textRequired' });
    expect(blockProblems({ type: 'link', content: '', url: 'vbscript:x' })).toEqual({
      content: 'textRequired',
      url: 'unsafeLink',
    });
    expect(blockProblems({ type: 'link', content: 'Call', url: 'tel:+61 2 9000 0000' })).toEqual({});
    expect(blockProblems({ type: 'button', buttonText: 'Go', buttonUrl: '{{bookingUrl}}' })).toEqual({});
    expect(blockProblems({ type: 'button', buttonText: 'Go', buttonUrl: '//evil.test' })).toEqual({
      buttonUrl: 'unsafeLink',
    });
    expect(blockProblems({ type: 'image', imageUrl: 'file:///etc/passwd', imageAlt: '' })).toEqual({
      imageUrl: 'unsafeImage',
    });
    expect(blockProblems({ type: 'image', imageUrl: 'https://cdn.example.com/a.png', imageAlt: '' })).toEqual({});
    expect(blockProblems({ type: 'variable', variableName: '' })).toEqual({ variableName: 'variableRequired' });
    expect(blockProblems({ type: 'variable', variableName: 'clientFirstName' })).toEqual({});
    expect(blockProblems({ type: 'divider' })).toEqual({});
  });

  it('refuses a richtext block holding a link that may not be used', () => {
    expect(blockProblems({ type: 'richtext', content: '<a href="javascript:alert(1)">x</a>' })).toEqual({
      content: 'unsafeRichLink',
    });
    expect(blockProblems({ type: 'richtext', content: '<b>Hi</b> <a href="https://example.com">x</a>' })).toEqual({});
  });

  it('tells a parsed block with an address that may not be used from one that is only empty', () => {
    expect(hasUnsafeAddress({ type: 'link', content: 'x', url: 'javascript:alert(1)' })).toBe(true);
    expect(hasUnsafeAddress({ type: 'paragraph', content: '' })).toBe(false);
  });
});

describe('moving and removing', () => {
  it('moves a block up and down, keeping its key; nothing moves past the ends', () => {
    const state = start();
    const down = run(state, { type: 'move', key: 'b1', by: 1 });
    expect(down.blocks.map((entry) => entry.key)).toEqual(['b2', 'b1', 'b3']);
    expect(blocksOf(down)).toEqual([PARAGRAPH, HEADING, BUTTON]);
    const up = run(down, { type: 'move', key: 'b3', by: -1 });
    expect(up.blocks.map((entry) => entry.key)).toEqual(['b2', 'b3', 'b1']);
    expect(run(state, { type: 'move', key: 'b1', by: -1 })).toBe(state);
    expect(run(state, { type: 'move', key: 'b3', by: 1 })).toBe(state);
  });

  it('moves the open block too, which stays open', () => {
    const moved = run(start(), { type: 'edit', key: 'b2' }, { type: 'move', key: 'b2', by: -1 });
    expect(moved.blocks[0]!.key).toBe('b2');
    expect(moved.editing?.key).toBe('b2');
  });

  it('removes a block; removing the open one closes it', () => {
    expect(blocksOf(run(start(), { type: 'remove', key: 'b2' }))).toEqual([HEADING, BUTTON]);
    const removed = run(start(), { type: 'edit', key: 'b2' }, { type: 'remove', key: 'b2' });
    expect(removed.editing).toBeNull();
    expect(blocksOf(removed)).toEqual([HEADING, BUTTON]);
    const other = run(start(), { type: 'edit', key: 'b2' }, { type: 'remove', key: 'b1' });
    expect(other.editing?.key).toBe('b2');
  });
});

describe('inserting into a field', () => {
  it('writes {{name}} at the caret or over the selection, and puts the caret after it', () => {
    expect(insertVariable('Hi ,', { start: 3, end: 3 }, 'clientFirstName')).toEqual({
      text: 'Hi {{clientFirstName}},',
      caret: 22,
    });
    expect(insertVariable('Hi NAME!', { start: 3, end: 7 }, 'clientFirstName')).toEqual({
      text: 'Hi {{clientFirstName}}!',
      caret: 22,
    });
    // A selection past the end (the text changed meanwhile) lands at the end.
    expect(insertVariable('Hi', { start: 40, end: 40 }, 'x')).toEqual({ text: 'Hi{{x}}', caret: 7 });
  });

  it('wraps the selection in formatting, or puts the caret between an empty pair', () => {
    expect(wrapSelection('make this bold', { start: 5, end: 9 }, '<b>', '</b>')).toEqual({
      text: 'make <b>this</b> bold',
      caret: 16,
    });
    expect(wrapSelection('ab', { start: 1, end: 1 }, '<i>', '</i>')).toEqual({ text: 'a<i></i>b', caret: 4 });
  });
});
