import { useIntl } from 'react-intl';
import { useSecurityInfo, useSessions } from '../../../api/account';
import { LoadFailure } from '../../../components/form/LoadFailure';
import { SectionLoading } from '../../../components/FullPageLoading';
import { PageHeader } from '../../../components/PageHeader';
import { useLoadFailureToast } from '../../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../../components/toaster/useNotify';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import '../../../components/form/styles';
import './security.css';

/** Part 1 §2 Security: password, two-factor authentication and active sessions. */
export function SecurityPage() {
  const intl = useIntl();
  const notify = useNotify();
  const security = useSecurityInfo();
  const sessions = useSessions();
  const bothFailed = security.isError && sessions.isError;

  // Part 1 §8: one toast when neither part of the page could be loaded.
  useLoadFailureToast(bothFailed ? Math.max(security.errorUpdatedAt, sessions.errorUpdatedAt) : 0, () =>
    notify.danger(
      intl.formatMessage({ id: 'security.toast.loadFailed' }),
      intl.formatMessage({ id: 'security.toast.loadFailedBody' }),
    ),
  );

  const retry = () => {
    void security.refetch();
    void sessions.refetch();
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.security' })}
        subtitle={intl.formatMessage({ id: 'security.subtitle' })}
      />
      {(security.isPending || sessions.isPending) && !bothFailed && <SectionLoading />}
      {bothFailed ? (
        <LoadFailure
          title={intl.formatMessage({ id: 'security.toast.loadFailed' })}
          description={intl.formatMessage({ id: 'security.toast.loadFailedBody' })}
          onRetry={retry}
        />
      ) : (
        !security.isPending &&
        !sessions.isPending && (
          <div className="settings-page">
            {security.isError && <LoadFailure error={security.error} onRetry={() => void security.refetch()} />}
            {security.data && (
              <>
                <PasswordCard security={security.data} />
                <TwoFactorCard security={security.data} />
              </>
            )}
            <SessionsCard sessions={sessions.data} error={sessions.error} onRetry={() => void sessions.refetch()} />
          </div>
        )
      )}
    </>
  );
}
