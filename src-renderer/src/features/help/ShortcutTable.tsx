import { HTMLTable } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ShortcutItem } from './useHelpContent';

/** The shortcuts as keys and what they do; the keys as this computer writes them (⌘ or Ctrl). */
export function ShortcutTable({ items }: { items: readonly ShortcutItem[] }) {
  const intl = useIntl();
  return (
    <HTMLTable compact striped className="help-shortcuts">
      <caption className="visually-hidden">{intl.formatMessage({ id: 'help.shortcuts.caption' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'help.shortcuts.keys' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'help.shortcuts.action' })}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.entry.key}>
            <td>
              <kbd>{item.keys}</kbd>
            </td>
            <td>{item.description}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
