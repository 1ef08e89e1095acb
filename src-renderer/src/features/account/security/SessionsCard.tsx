import { Button, Card, Icon, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SessionInfo } from '../../../../../server/contract/account';
import { useEndOtherSessions, useEndSession } from '../../../api/account';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailure } from '../../../components/form/LoadFailure';
import { useNotify } from '../../../components/toaster/useNotify';
import { RelativeTime } from '../../../components/RelativeTime';
import { useNow } from '../../overview/useNow';
import { sessionText } from './session-words';

const PHONES = new Set(['iPhone', 'iPad', 'Android']);

interface SessionsCardProps {
  sessions: SessionInfo[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** Every device signed in to the account; each other one can be ended, or all of them at once. */
export function SessionsCard({ sessions, error, onRetry }: SessionsCardProps) {
  const intl = useIntl();
  const notify = useNotify();
  const now = useNow();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const others = sessions?.filter((session) => !session.isCurrent) ?? [];
  // This device first, then the most recently used.
  const ordered = [...(sessions ?? [])].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastActive.localeCompare(a.lastActive),
  );

  const describe = (session: SessionInfo) =>
    intl.formatMessage(
      { id: 'security.sessions.device' },
      {
        browser: sessionText(intl, session.browser),
        device: sessionText(intl, session.device),
      },
    );

  function terminate(session: SessionInfo) {
    endOne.mutate(session.id, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'security.toast.sessionEnded' })),
      onError: (failure) =>
        notify.failure(
          intl.formatMessage({ id: 'security.toast.sessionFailed' }),
          failure,
          intl.formatMessage({ id: 'security.toast.sessionFailedBody' }),
        ),
    });
  }

  function terminateAll() {
    endOthers.mutate(undefined, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'security.toast.allEnded' })),
      onError: (failure) => notify.failure(intl.formatMessage({ id: 'security.toast.allFailed' }), failure),
      onSettled: () => setConfirmingAll(false),
    });
  }

  return (
    <Card id="security-sessions" className="settings-card" role="region" aria-labelledby="security-sessions-title">
      <div className="settings-card-head">
        <div>
          <h2 id="security-sessions-title" className="settings-card-title">
            {intl.formatMessage({ id: 'security.sessions.title' })}
          </h2>
          <p className="settings-card-description">{intl.formatMessage({ id: 'security.sessions.description' })}</p>
        </div>
        <Button
          intent={Intent.DANGER}
          variant="outlined"
          text={intl.formatMessage({ id: 'security.sessions.terminateAll' })}
          disabled={others.length === 0}
          onClick={() => setConfirmingAll(true)}
        />
      </div>
      {error !== null && error !== undefined && <LoadFailure error={error} onRetry={onRetry} />}
      {sessions && (
        <ul className="session-list">
          {ordered.map((session) => (
            <li key={session.id} className="session-item">
              <Icon
                icon={PHONES.has(session.device) ? 'mobile-phone' : 'desktop'}
                size={20}
                className="session-icon"
                aria-hidden
              />
              <div className="session-text">
                <div className="session-name">
                  {describe(session)}
                  {session.isCurrent && (
                    <Tag intent={Intent.SUCCESS} minimal>
                      {intl.formatMessage({ id: 'security.sessions.current' })}
                    </Tag>
                  )}
                </div>
                <div className="session-meta">
                  {sessionText(intl, session.location)} ·{' '}
                  {intl.formatMessage(
                    { id: 'security.sessions.lastActive' },
                    { when: <RelativeTime key="when" iso={session.lastActive} now={now} /> },
                  )}
                </div>
              </div>
              {!session.isCurrent && (
                <Button
                  variant="minimal"
                  intent={Intent.DANGER}
                  text={intl.formatMessage({ id: 'security.sessions.terminate' })}
                  aria-label={intl.formatMessage(
                    { id: 'security.sessions.terminateLabel' },
                    { session: `${describe(session)}, ${sessionText(intl, session.location)}` },
                  )}
                  loading={endOne.isPending && endOne.variables === session.id}
                  onClick={() => terminate(session)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && others.length === 0 && (
        <p className="settings-hint">{intl.formatMessage({ id: 'security.sessions.none' })}</p>
      )}
      <ConfirmDialog
        isOpen={confirmingAll}
        title={intl.formatMessage({ id: 'security.sessions.terminateAllTitle' })}
        confirmText={intl.formatMessage({ id: 'security.sessions.terminateAll' })}
        cancelText={intl.formatMessage({ id: 'personal.cancel' })}
        loading={endOthers.isPending}
        onConfirm={terminateAll}
        onCancel={() => setConfirmingAll(false)}
      >
        <p>{intl.formatMessage({ id: 'security.sessions.terminateAllBody' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
