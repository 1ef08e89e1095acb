import { canSeeSettingsRoute } from '../../../../server/contract/permissions';
import { NoAccess } from '../../components/NoAccess';
import type { SettingsSection } from '../sections/settings-sections';
import { useSession } from '../session/SessionContext';
import { NotAvailablePage, OverviewPage, RolesPage } from './pages';

/**
 * One settings route. An address typed by hand still meets the menu's rule: a user who may not
 * see the entry gets an explanation instead of the page (the server refuses its calls anyway).
 */
export function SectionRoute({ section }: { section: SettingsSection }) {
  const { user } = useSession();
  if (!canSeeSettingsRoute(user, section.path)) return <NoAccess titleId={section.titleId} />;
  switch (section.page) {
    case 'overview':
      return <OverviewPage />;
    case 'roles':
      return <RolesPage />;
    case 'not-available':
      return <NotAvailablePage titleId={section.titleId} />;
  }
}
