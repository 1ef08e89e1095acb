import { Navigate, Outlet } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useSessionQuery, useSetupStatus } from '../../api/auth';
import { useUserPreferences } from '../../api/preferences';
import { FullPageLoading } from '../../components/FullPageLoading';
import { LoadFailure } from '../../components/form/LoadFailure';
import { LOGIN_PATH, SETUP_PATH } from '../routing/paths';
import { hasRole } from '../../../../server/contract/permissions';
import { useSystemStatus } from '../../features/system-config/document';
import { AccountRequirementPage } from './AccountRequirementPage';
import { MaintenancePage } from './MaintenancePage';
import { SessionContext } from './SessionContext';

/**
 * Everything behind sign-in renders inside this: first-run setup when no organization exists yet,
 * sign-in when nobody is signed in, and the user's preferences loaded before the first page so the
 * theme and language do not flash.
 */
export function SessionGate() {
  const setup = useSetupStatus();
  const session = useSessionQuery();
  const preferences = useUserPreferences(session.isSuccess);
  // Maintenance mode keeps everyone but administrators out (System Configuration, issue 18).
  const keptOutUnlessAdmin = session.data !== undefined && !hasRole(session.data.user, 'admin');
  const status = useSystemStatus(keptOutUnlessAdmin);

  if (setup.isPending) return <FullPageLoading />;
  if (setup.data?.needsSetup) return <Navigate to={SETUP_PATH} replace />;
  if (session.error) {
    if (isApiError(session.error) && session.error.status === 401) {
      return <Navigate to={LOGIN_PATH} replace />;
    }
    return (
      <div className="full-page-center">
        <LoadFailure error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (!session.data || preferences.isPending) return <FullPageLoading />;
  return (
    <SessionContext.Provider value={session.data}>
      {keptOutUnlessAdmin && status.data?.maintenanceMode ? (
        <MaintenancePage onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : session.data.restriction ? (
        // The security policy asks for a new password or two-factor first (issue 18).
        <AccountRequirementPage restriction={session.data.restriction} />
      ) : (
        <Outlet />
      )}
    </SessionContext.Provider>
  );
}
