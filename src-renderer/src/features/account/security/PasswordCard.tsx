import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityInfo } from '../../../../../server/contract/account';
import { useDateDisplay } from '../../../app/providers/LocaleProvider';
import { formatDatePattern } from '../../../i18n/dates';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * When the password last changed, 'Update recommended' past 90 days, and Change Password. Whether
 * the other devices stay signed in is chosen in the dialog, before the change (signed out unless
 * the person asks otherwise).
 */
export function PasswordCard({ security }: { security: SecurityInfo | undefined }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const [changing, setChanging] = useState(false);

  return (
    <Card className="settings-card" role="region" aria-labelledby="security-password-title">
      <div className="settings-card-head">
        <div>
          <h2 id="security-password-title" className="settings-card-title">
            {intl.formatMessage({ id: 'security.password.title' })}
          </h2>
          {security && (
            <p className="settings-card-description" data-testid="password-last-changed">
              {intl.formatMessage(
                { id: 'security.password.lastChanged' },
                {
                  date: formatDatePattern(new Date(security.lastPasswordChange), display.dateFormat, display.timeZone),
                },
              )}
            </p>
          )}
        </div>
        <div className="settings-card-head-actions">
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
            id="change-password"
            icon="key"
            text={intl.formatMessage({ id: 'security.password.change' })}
            onClick={() => setChanging(true)}
          />
        </div>
      </div>
      <ChangePasswordDialog isOpen={changing} onClose={() => setChanging(false)} />
    </Card>
  );
}
