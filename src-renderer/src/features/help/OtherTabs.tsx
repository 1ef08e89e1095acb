import { useIntl } from 'react-intl';
import { FaqList } from './FaqList';
import { ShortcutTable } from './ShortcutTable';
import { useHelpContent } from './useHelpContent';

/** FAQs: the eight questions, closed until asked. */
export function FaqsTab() {
  const { faqs } = useHelpContent();
  return <FaqList items={faqs} />;
}

/** Keyboard Shortcuts: what the shell's key map answers to, for this user. */
export function ShortcutsTab() {
  const intl = useIntl();
  const { shortcuts } = useHelpContent();
  return (
    <>
      <ShortcutTable items={shortcuts} />
      <p className="help-muted">{intl.formatMessage({ id: 'help.shortcuts.hint' })}</p>
    </>
  );
}
