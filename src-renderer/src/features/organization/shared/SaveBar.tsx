import { Button, Icon, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Inside a card instead of stuck to the foot of the window (a short form that fits on screen). */
  inline?: boolean;
}

/**
 * The foot of an organization settings form, kept in view: the unsaved or all-saved indicator and
 * Save Changes, disabled while nothing changed or a save is under way (part 1 §4).
 */
export function SaveBar({ dirty, saving, inline = false }: SaveBarProps) {
  const intl = useIntl();
  return (
    <div className={inline ? 'org-savebar is-inline' : 'org-savebar'}>
      <span className={`org-save-status${dirty ? ' is-dirty' : ''}`} role="status" aria-live="polite">
        <Icon icon={dirty ? 'dot' : 'tick-circle'} aria-hidden />
        {intl.formatMessage({ id: dirty ? 'organization.unsaved' : 'organization.allSaved' })}
      </span>
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        text={intl.formatMessage({ id: 'organization.save' })}
        disabled={!dirty || saving}
        loading={saving}
      />
    </div>
  );
}
