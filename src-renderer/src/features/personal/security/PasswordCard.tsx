import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityInfo } from '../../../../../server/contract/account';
import { useEndOtherSessions } from '../../../api/account';
import { useDateDisplay } from '../../../app/providers/LocaleProvider';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/toaster/useNotify';
import { formatDatePattern } from '../../../i18n/dates';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * When the password last changed, 'Update recommended' past 90 days, and Change Password. After a
 * change the other sessions stay signed in; the card offers to end them (someone who knew the old
 * password may be using one).
 */
export function PasswordCard({ security }: { security: SecurityInfo | undefined }) {
  const intl = useIntl();
  const notify = useNotify();
  const display = useDateDisplay();
  const endOthers = useEndOtherSessions();
  const [changing, setChanging] = useState(false);
  const [otherSessions, setOtherSessions] = useState(0);

  function endOtherSessions() {
    endOthers.mutate(undefined, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'security.toast.allEnded' })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'security.toast.allFailed' }), error),
      onSettled: () => setOtherSessions(0),
    });
  }

  return (
    <Card className="personal-card" role="region" aria-labelledby="security-password-title">
      <div className="personal-card-head">
        <div>
          <h2 id="security-password-title" className="personal-card-title">
            {intl.formatMessage({ id: 'security.password.title' })}
          </h2>
          {security && (
            <p className="personal-card-description" data-testid="password-last-changed">
              {intl.formatMessage(
                { id: 'security.password.lastChanged' },
                {
                  date: formatDatePattern(new Date(security.lastPasswordChange), display.dateFormat, display.timeZone),
                },
              )}
            </p>
          )}
        </div>
        <div className="personal-card-head-actions">
          {security?.passwordUpdateRecommended && (
            <Tag
              intent={Intent.WARNING}
              icon="warning-sign"
              title={intl.formatMessage({ id: 'security.password.staleHelp' })}
            >
              {intl.formatMessage({ id: 'security.password.updateRecommended' })}
            </Tag>
          )}
          <Button
            icon="key"
            text={intl.formatMessage({ id: 'security.password.change' })}
            onClick={() => setChanging(true)}
          />
        </div>
      </div>
      <ChangePasswordDialog isOpen={changing} onClose={() => setChanging(false)} onChanged={setOtherSessions} />
      <ConfirmDialog
        isOpen={otherSessions > 0}
        title={intl.formatMessage({ id: 'security.otherSessions.title' })}
        confirmText={intl.formatMessage({ id: 'security.otherSessions.confirm' })}
        cancelText={intl.formatMessage({ id: 'security.otherSessions.keep' })}
        loading={endOthers.isPending}
        onConfirm={endOtherSessions}
        onCancel={() => setOtherSessions(0)}
      >
        <p>{intl.formatMessage({ id: 'security.otherSessions.body' }, { count: otherSessions })}</p>
      </ConfirmDialog>
    </Card>
  );
}
