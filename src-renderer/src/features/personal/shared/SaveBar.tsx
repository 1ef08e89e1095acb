import { Button, Icon, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Off while the page could not load what it would save over. */
  disabled?: boolean;
  /** Further actions before Save (e.g. Revert to Defaults, Reset). */
  children?: ReactNode;
  /** Without a form around it, Save calls this instead of submitting. */
  onSave?: () => void;
}

/**
 * The foot of a settings form, kept in view: the unsaved or all-saved indicator and Save Changes,
 * which is disabled while nothing changed or a save is under way (part 1 §4).
 */
export function SaveBar({ dirty, saving, disabled = false, children, onSave }: SaveBarProps) {
  const intl = useIntl();
  return (
    <div className="personal-savebar">
      <span className={`personal-save-status${dirty ? ' is-dirty' : ''}`} role="status" aria-live="polite">
        <Icon icon={dirty ? 'dot' : 'tick-circle'} aria-hidden />
        {intl.formatMessage({ id: dirty ? 'personal.unsaved' : 'personal.allSaved' })}
      </span>
      <div className="personal-savebar-actions">
        {children}
        <Button
          type={onSave ? 'button' : 'submit'}
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'personal.save' })}
          disabled={disabled || !dirty || saving}
          loading={saving}
          onClick={onSave}
        />
      </div>
    </div>
  );
}
