import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { withSlug } from '../routing/paths';
import { useSession } from './SessionContext';

/**
 * A signed-in user only ever sees their own organization, so an address with another slug (an old
 * bookmark, a link from a colleague elsewhere) is rewritten to the same page under their own.
 */
export function OrganizationSlugGuard({ children }: { children: ReactNode }) {
  const { organizationSlug } = useParams();
  const { organization } = useSession();
  const location = useLocation();
  if (organizationSlug !== undefined && organizationSlug !== organization.slug) {
    const to = withSlug(location.pathname, organization.slug) + location.search + location.hash;
    return <Navigate to={to} replace />;
  }
  return children;
}
