import { Card, Intent, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityInfo, TwoFactorSetup } from '../../../../../server/contract/account';
import { useGenerateTwoFactor } from '../../../api/account';
import { useNotify } from '../../../components/toaster/useNotify';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';

/**
 * Part 1 §4: off → (toggle on, QR generated, code verified) → on. On → off asks for the current
 * password first (issue 8), then turns off at once.
 */
export function TwoFactorCard({ security }: { security: SecurityInfo | undefined }) {
  const intl = useIntl();
  const notify = useNotify();
  const generate = useGenerateTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [disabling, setDisabling] = useState(false);
  const enabled = security?.twoFactorEnabled ?? false;

  function onToggle() {
    if (enabled) {
      setDisabling(true);
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
    <Card className="settings-card" role="region" aria-labelledby="security-two-factor-title">
      <div className="settings-card-head">
        <div>
          <h2 id="security-two-factor-title" className="settings-card-title">
            {intl.formatMessage({ id: 'security.twoFactor.title' })}
          </h2>
          <p className="settings-card-description">{intl.formatMessage({ id: 'security.twoFactor.description' })}</p>
        </div>
        {security && (
          <Tag intent={enabled ? Intent.SUCCESS : Intent.NONE} minimal={!enabled}>
            {intl.formatMessage({ id: enabled ? 'security.twoFactor.on' : 'security.twoFactor.off' })}
          </Tag>
        )}
      </div>
      <Switch
        id="two-factor-switch"
        role="switch"
        className="settings-switch-standalone"
        size="large"
        checked={enabled || setup !== null}
        disabled={!security || generate.isPending || disabling}
        label={intl.formatMessage({ id: 'security.twoFactor.switch' })}
        onChange={onToggle}
      />
      {enabled && security && (
        <p className="settings-hint">
          {intl.formatMessage({ id: 'security.twoFactor.recoveryLeft' }, { count: security.recoveryCodesRemaining })}
        </p>
      )}
      <EnableTwoFactorDialog setup={setup} onClose={() => setSetup(null)} />
      <DisableTwoFactorDialog isOpen={disabling} onClose={() => setDisabling(false)} />
    </Card>
  );
}
