import { Card, Intent, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityInfo, TwoFactorSetup } from '../../../../../server/contract/account';
import { useDisableTwoFactor, useGenerateTwoFactor } from '../../../api/account';
import { useNotify } from '../../../components/toaster/useNotify';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';

/**
 * Part 1 §4: off → (toggle on, QR generated, code verified) → on; on → (toggle off) → off at once.
 */
export function TwoFactorCard({ security }: { security: SecurityInfo | undefined }) {
  const intl = useIntl();
  const notify = useNotify();
  const generate = useGenerateTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const enabled = security?.twoFactorEnabled ?? false;

  function onToggle() {
    if (enabled) {
      disable.mutate(undefined, {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'security.toast.disabled' })),
        onError: (error) =>
          notify.failure(
            intl.formatMessage({ id: 'security.toast.disableFailed' }),
            error,
            intl.formatMessage({ id: 'security.toast.disableFailedBody' }),
          ),
      });
      return;
    }
    generate.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'security.toast.generateFailed' }),
          error,
          intl.formatMessage({ id: 'security.toast.generateFailedBody' }),
        ),
    });
  }

  return (
    <Card className="personal-card" role="region" aria-labelledby="security-two-factor-title">
      <div className="personal-card-head">
        <div>
          <h2 id="security-two-factor-title" className="personal-card-title">
            {intl.formatMessage({ id: 'security.twoFactor.title' })}
          </h2>
          <p className="personal-card-description">{intl.formatMessage({ id: 'security.twoFactor.description' })}</p>
        </div>
        {security && (
          <Tag intent={enabled ? Intent.SUCCESS : Intent.NONE} minimal={!enabled}>
            {intl.formatMessage({ id: enabled ? 'security.twoFactor.on' : 'security.twoFactor.off' })}
          </Tag>
        )}
      </div>
      <Switch
        role="switch"
        className="personal-switch"
        size="large"
        checked={enabled || setup !== null}
        disabled={!security || generate.isPending || disable.isPending}
        label={intl.formatMessage({ id: 'security.twoFactor.switch' })}
        onChange={onToggle}
      />
      {enabled && security && (
        <p className="personal-hint">
          {intl.formatMessage({ id: 'security.twoFactor.recoveryLeft' }, { count: security.recoveryCodesRemaining })}
        </p>
      )}
      <EnableTwoFactorDialog setup={setup} onClose={() => setSetup(null)} />
    </Card>
  );
}
