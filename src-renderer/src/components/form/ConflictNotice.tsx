import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface ConflictNoticeProps {
  reloading: boolean;
  onLoadLatest: () => void;
  onDiscard: () => void;
}

/**
 * After a 412: someone else saved these settings since the page read them, so nothing was saved
 * here. Load latest keeps the edits made here over their version (saving again then works);
 * Discard drops them.
 */
export function ConflictNotice({ reloading, onLoadLatest, onDiscard }: ConflictNoticeProps) {
  const intl = useIntl();
  return (
    <Callout
      intent={Intent.WARNING}
      icon="warning-sign"
      role="alert"
      title={intl.formatMessage({ id: 'form.conflict.title' })}
      className="settings-conflict"
    >
      <p>{intl.formatMessage({ id: 'form.conflict.body' })}</p>
      <div className="settings-conflict-actions">
        <Button
          intent={Intent.PRIMARY}
          icon="refresh"
          loading={reloading}
          text={intl.formatMessage({ id: 'form.conflict.loadLatest' })}
          onClick={onLoadLatest}
        />
        <Button
          icon="undo"
          disabled={reloading}
          text={intl.formatMessage({ id: 'form.conflict.discard' })}
          onClick={onDiscard}
        />
      </div>
    </Callout>
  );
}
