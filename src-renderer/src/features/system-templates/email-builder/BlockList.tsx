import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { EMAIL_WIDTH_PX, type EmailBlockType, type EmailBrand } from '../../../../../server/contract/email-blocks';
import { blockProblems, hasProblems, hasUnsafeAddress } from './block-checks';
import { BLOCK_TYPE_TEXT } from './block-texts';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockEditor } from './BlockEditor';
import { BlockView } from './BlockView';
import { isEditable, type BuilderAction, type BuilderState } from './builder-state';

/** A button of a block, or 'invalid': the first field of the open block that was refused. */
type Action = 'add' | 'edit' | 'moveUp' | 'moveDown' | 'remove' | 'invalid';

/** Where the keyboard focus goes once React has drawn the result of a click. */
interface FocusRequest {
  key: string | null;
  action: Action;
}

interface BlockListProps {
  state: BuilderState;
  brand: EmailBrand;
  variables: readonly string[];
  dispatch: (action: BuilderAction) => void;
}

/**
 * The email's blocks in a 600 px page that looks like the email (spec part 3 §2), each with Edit,
 * Move up, Move down and Remove block. One block is edited at a time: while one is open, the other
 * blocks' Edit and Add block are disabled, and a note beside Add block says to save or cancel
 * first. Focus follows the block that moved, and a polite live region says where it went.
 */
export function BlockList({ state, brand, variables, dispatch }: BlockListProps) {
  const intl = useIntl();
  const busyHintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // Read after the next render: the buttons it names exist (or are enabled) only then.
  const pendingFocus = useRef<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { blocks, editing } = state;
  const count = blocks.length;
  const typeText = (type: EmailBlockType) => intl.formatMessage({ id: BLOCK_TYPE_TEXT[type] });

  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    pendingFocus.current = null;
    const scope = focus.key === null ? null : listRef.current?.querySelector(`[data-block-key="${focus.key}"]`);
    if (focus.action === 'invalid') {
      scope?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // The button asked for, else another of the block's (Move up is off at the top), else Add block.
    const candidates = scope
      ? [focus.action, 'edit', 'moveUp', 'moveDown', 'remove'].map((action) =>
          scope.querySelector<HTMLButtonElement>(`[data-action="${action}"]`),
        )
      : [];
    const target =
      candidates.find((button) => button !== null && button !== undefined && !button.disabled) ??
      toolbarRef.current?.querySelector<HTMLButtonElement>('[data-action="add"]');
    target?.focus();
  });

  function act(action: BuilderAction, next: FocusRequest | null, said?: string) {
    dispatch(action);
    if (next) pendingFocus.current = next;
    if (said !== undefined) setAnnouncement(said);
  }

  function add(type: EmailBlockType) {
    const key = `b${state.nextKey}`;
    // A new block opens for editing and its first field takes the focus; a divider has none.
    act(
      { type: 'add', blockType: type },
      type === 'divider' ? { key, action: 'remove' } : null,
      intl.formatMessage({ id: 'emailBuilder.announce.added' }, { type: typeText(type) }),
    );
  }

  function move(key: string, index: number, by: -1 | 1, type: EmailBlockType) {
    act(
      { type: 'move', key, by },
      { key, action: by === -1 ? 'moveUp' : 'moveDown' },
      intl.formatMessage(
        { id: 'emailBuilder.announce.moved' },
        { type: typeText(type), position: index + by + 1, count },
      ),
    );
  }

  function remove(index: number, type: EmailBlockType) {
    const neighbour = blocks[index + 1] ?? blocks[index - 1];
    act(
      { type: 'remove', key: blocks[index]!.key },
      { key: neighbour?.key ?? null, action: 'remove' },
      intl.formatMessage({ id: 'emailBuilder.announce.removed' }, { type: typeText(type) }),
    );
  }

  /**
   * Save or Cancel of the open block: back to its Edit button (a cancelled new block is gone: Add
   * block). A refused Save keeps the block open and goes to the first field it refused.
   */
  function close(action: 'save' | 'cancel') {
    if (!editing) return;
    if (action === 'save' && hasProblems(blockProblems(editing.draft))) {
      act({ type: 'save' }, { key: editing.key, action: 'invalid' });
      return;
    }
    const gone = action === 'cancel' && editing.isNew;
    act({ type: action }, { key: gone ? null : editing.key, action: 'edit' });
  }

  return (
    <div className="email-builder-blocks">
      <div className="email-builder-toolbar" ref={toolbarRef}>
        <AddBlockMenu disabled={editing !== null} describedBy={editing ? busyHintId : undefined} onAdd={add} />
        {editing && (
          <span id={busyHintId} className="email-builder-busy">
            {intl.formatMessage({ id: 'emailBuilder.blocks.busy' })}
          </span>
        )}
      </div>
      <div className="email-builder-paper">
        {count === 0 ? (
          <p className="email-builder-empty" style={{ width: EMAIL_WIDTH_PX }}>
            {intl.formatMessage({ id: 'emailBuilder.blocks.empty' })}
          </p>
        ) : (
          <ol
            ref={listRef}
            className="email-builder-canvas"
            style={{ width: EMAIL_WIDTH_PX }}
            aria-label={intl.formatMessage({ id: 'emailBuilder.blocks' })}
          >
            {blocks.map(({ key, block }, index) => {
              const open = editing?.key === key ? editing : null;
              const shown = open ? open.draft : block;
              const type = typeText(block.type);
              const position = intl.formatMessage(
                { id: 'emailBuilder.blocks.position' },
                { position: index + 1, count, type },
              );
              const unsafe = !open && hasUnsafeAddress(block);
              return (
                <li
                  key={key}
                  data-block-key={key}
                  className={`email-builder-block${open ? ' is-editing' : ''}${unsafe ? ' is-unsafe' : ''}`}
                >
                  <div className="email-builder-block-actions">
                    <span className="visually-hidden">{position}</span>
                    <span className="email-builder-block-type" aria-hidden>
                      {type}
                    </span>
                    {isEditable(block) && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={intl.formatMessage({ id: 'emailBuilder.action.edit' })}
                        title={intl.formatMessage({ id: 'emailBuilder.action.edit' })}
                        aria-describedby={editing && !open ? busyHintId : undefined}
                        disabled={editing !== null}
                        data-action="edit"
                        onClick={() => act({ type: 'edit', key }, null)}
                      />
                    )}
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-up"
                      aria-label={intl.formatMessage({ id: 'emailBuilder.action.moveUp' })}
                      title={intl.formatMessage({ id: 'emailBuilder.action.moveUp' })}
                      disabled={index === 0}
                      data-action="moveUp"
                      onClick={() => move(key, index, -1, block.type)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-down"
                      aria-label={intl.formatMessage({ id: 'emailBuilder.action.moveDown' })}
                      title={intl.formatMessage({ id: 'emailBuilder.action.moveDown' })}
                      disabled={index === count - 1}
                      data-action="moveDown"
                      onClick={() => move(key, index, 1, block.type)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      intent={Intent.DANGER}
                      aria-label={intl.formatMessage({ id: 'emailBuilder.action.remove' })}
                      title={intl.formatMessage({ id: 'emailBuilder.action.remove' })}
                      data-action="remove"
                      onClick={() => remove(index, block.type)}
                    />
                  </div>
                  <div className="email-builder-block-view">
                    <BlockView block={shown} brand={brand} />
                  </div>
                  {unsafe && (
                    <p className="email-builder-block-warning" role="note">
                      {intl.formatMessage({ id: 'emailBuilder.block.unsafe' })}
                    </p>
                  )}
                  {open && (
                    <BlockEditor
                      draft={open.draft}
                      problems={open.problems}
                      label={intl.formatMessage({ id: 'emailBuilder.edit.group' }, { position: index + 1, type })}
                      variables={variables}
                      onChange={(draft) => dispatch({ type: 'change', draft })}
                      onSave={() => close('save')}
                      onCancel={() => close('cancel')}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
