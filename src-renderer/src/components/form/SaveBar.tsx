import { Button, Icon, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './save-bar.css';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Off while the page could not load what it would save over. */
  disabled?: boolean;
  /** Inside a card instead of stuck to the foot of the window (a short form that fits on screen). */
  inline?: boolean;
  /** Further actions before Save (e.g. Revert to Defaults, Reset). */
  children?: ReactNode;
  /** Without a form around it, Save calls this instead of submitting. */
  onSave?: () => void;
}

/**
 * The foot of a settings form: the unsaved or all-saved indicator and Save Changes, which is
 * disabled while nothing changed or a save is under way (part 1 §4).
 */
export function SaveBar({ dirty, saving, disabled = false, inline = false, children, onSave }: SaveBarProps) {
  const intl = useIntl();
  return (
    <div className={inline ? 'settings-savebar is-inline' : 'settings-savebar'}>
      <span className={`settings-save-status${dirty ? ' is-dirty' : ''}`} role="status" aria-live="polite">
        <Icon icon={dirty ? 'dot' : 'tick-circle'} aria-hidden />
        {intl.formatMessage({ id: dirty ? 'form.unsaved' : 'form.allSaved' })}
      </span>
      <div className="settings-savebar-actions">
        {children}
        <Button
          type={onSave ? 'button' : 'submit'}
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'form.save' })}
          disabled={disabled || !dirty || saving}
          loading={saving}
          onClick={onSave}
        />
      </div>
    </div>
  );
}
