import { Navigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { homePath } from './paths';

export function HomeRedirect() {
  const { organization } = useSession();
  return <Navigate to={homePath(organization.slug)} replace />;
}
