import { Navigate, useLocation } from 'react-router';
import type { AliasTarget } from './aliases';
import { settingsPath, slugInPath, staffPath } from './paths';

/** Replaces an alias address with its page, keeping the slug form, query and hash. */
export function AliasRedirect({ target }: { target: AliasTarget }) {
  const { pathname, search, hash } = useLocation();
  const slug = slugInPath(pathname);
  const to = 'staff' in target ? staffPath(slug) : settingsPath(slug, target.section);
  return <Navigate to={to + search + hash} replace />;
}
