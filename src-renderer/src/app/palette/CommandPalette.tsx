import { Dialog, Icon, InputGroup } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchSettings } from '../sections/search';
import { SECTION_GROUPS } from '../sections/settings-sections';
import { paletteOpenAtom } from '../shell/shell-atoms';
import { useSettingsNavigation } from '../shell/useSettingsNavigation';

const LIST_ID = 'command-palette-list';
const optionId = (index: number) => `command-palette-option-${index}`;

/** The list and keyboard of the open palette; unmounted on close, so each opening starts afresh. */
function PaletteBody({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { sections, hrefOf, fieldHrefOf } = useSettingsNavigation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const groupTitle = useMemo(
    () => new Map(SECTION_GROUPS.map((group) => [group.id, intl.formatMessage({ id: group.titleId })])),
    [intl],
  );
  // Pages by their title, then settings inside pages ("quiet hours"), which open at the setting.
  const items = useMemo(
    () => searchSettings(sections, query, (id) => intl.formatMessage({ id })),
    [sections, query, intl],
  );
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));

  function open(index: number) {
    const item = items[index];
    if (item === undefined) return;
    onClose();
    void navigate(
      item.field === undefined ? hrefOf(item.section.path) : fieldHrefOf(item.section.path, item.field.fieldId),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined && items.length > 0) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(activeIndex);
    }
  }

  return (
    <div className="command-palette-body">
      <h2 id="command-palette-title" className="visually-hidden">
        {intl.formatMessage({ id: 'palette.title' })}
      </h2>
      <InputGroup
        autoFocus
        size="large"
        leftIcon="search"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'palette.inputLabel' })}
        aria-expanded={items.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {items.length > 0 ? (
        <ul
          id={LIST_ID}
          role="listbox"
          className="command-palette-list"
          aria-label={intl.formatMessage({ id: 'palette.title' })}
        >
          {items.map((item, index) => (
            // Options are picked with the keyboard through the combobox above; the click is the
            // pointer's way to do the same, so the option itself takes no focus.
            <li
              key={item.field === undefined ? item.section.path : `${item.section.path}#${item.field.fieldId}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`command-palette-option${index === activeIndex ? ' is-active' : ''}`}
              onMouseMove={() => setActive(index)}
              onClick={() => open(index)}
            >
              <Icon icon={item.section.icon} aria-hidden />
              <span className="command-palette-option-title">{item.field?.label ?? item.sectionTitle}</span>
              {item.field !== undefined ? (
                <span className="command-palette-option-group">{item.sectionTitle}</span>
              ) : (
                item.section.group !== undefined && (
                  <span className="command-palette-option-group">{groupTitle.get(item.section.group)}</span>
                )
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="command-palette-empty" role="status">
          {intl.formatMessage({ id: 'menu.noResults' }, { query: query.trim() })}
        </p>
      )}
      <p className="command-palette-hint">{intl.formatMessage({ id: 'palette.hint' })}</p>
    </div>
  );
}

/**
 * Cmd/Ctrl+K: jump to any page this user can see, or to a setting inside one. Escape (or a click
 * outside) closes it.
 */
export function CommandPalette() {
  const [isOpen, setOpen] = useAtom(paletteOpenAtom);
  const close = () => setOpen(false);
  return (
    <Dialog isOpen={isOpen} onClose={close} className="command-palette" aria-labelledby="command-palette-title">
      {isOpen && <PaletteBody onClose={close} />}
    </Dialog>
  );
}
