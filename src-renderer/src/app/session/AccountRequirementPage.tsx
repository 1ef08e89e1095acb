import { Button, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TwoFactorSetup } from '../../../../server/contract/account';
import type { SessionRestriction } from '../../../../server/contract/auth';
import { useGenerateTwoFactor } from '../../api/account';
import { useSignOut } from '../../api/auth';
import { queryKeys } from '../../api/query-keys';
import { useNotify } from '../../components/toaster/useNotify';
import { ChangePasswordDialog } from '../../features/account/security/ChangePasswordDialog';
import { EnableTwoFactorDialog } from '../../features/account/security/EnableTwoFactorDialog';
import { AuthLayout } from '../../features/auth/AuthLayout';
import type { MessageId } from '../../i18n/en';

const TEXTS: Readonly<Record<SessionRestriction, { title: MessageId; body: MessageId; action: MessageId }>> = {
  password_expired: {
    title: 'requirement.password.title',
    body: 'requirement.password.body',
    action: 'requirement.password.action',
  },
  two_factor_enrolment: {
    title: 'requirement.twoFactor.title',
    body: 'requirement.twoFactor.body',
    action: 'requirement.twoFactor.action',
  },
};

/**
 * What the security policy asks of the member before anything else (issue 18): a new password once
 * the old one has expired, or two-factor set up when the organization requires it. The server
 * answers nothing else until it is done; then the session is read again and the app opens.
 */
export function AccountRequirementPage({ restriction }: { restriction: SessionRestriction }) {
  const intl = useIntl();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const generate = useGenerateTwoFactor();
  const [changing, setChanging] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const texts = TEXTS[restriction];

  // Done or not, the session says: the gate opens once the server no longer asks.
  const reread = () => void queryClient.invalidateQueries({ queryKey: queryKeys.session });

  function act() {
    if (restriction === 'password_expired') {
      setChanging(true);
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
    <AuthLayout title={intl.formatMessage({ id: texts.title })} subtitle={intl.formatMessage({ id: texts.body })}>
      <div className="auth-actions">
        <Button intent={Intent.PRIMARY} size="large" fill loading={generate.isPending} onClick={act}>
          {intl.formatMessage({ id: texts.action })}
        </Button>
        <Button variant="minimal" fill loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {intl.formatMessage({ id: 'requirement.signOut' })}
        </Button>
      </div>
      <ChangePasswordDialog
        isOpen={changing}
        onClose={() => {
          setChanging(false);
          reread();
        }}
      />
      <EnableTwoFactorDialog
        setup={setup}
        onClose={() => {
          setSetup(null);
          reread();
        }}
      />
    </AuthLayout>
  );
}
