import { Button, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useSignOut } from '../../api/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';

/**
 * What a member who is not an administrator sees while System Configuration's maintenance mode is
 * on (issue 18): the server answers them nothing else. The status is asked again every minute, and
 * on Try again, so the app opens by itself once maintenance ends.
 */
export function MaintenancePage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  const signOut = useSignOut();
  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'maintenance.title' })}
      subtitle={intl.formatMessage({ id: 'maintenance.body' })}
    >
      <div className="auth-actions">
        <Button intent={Intent.PRIMARY} size="large" fill loading={retrying} onClick={onRetry}>
          {intl.formatMessage({ id: 'maintenance.retry' })}
        </Button>
        <Button variant="minimal" fill loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {intl.formatMessage({ id: 'requirement.signOut' })}
        </Button>
      </div>
    </AuthLayout>
  );
}
