import { canSeeSettingsRoute } from '../../../../server/contract/permissions';
import { NoAccess } from '../../components/NoAccess';
import type { SettingsSection } from '../sections/settings-sections';
import { useSession } from '../session/SessionContext';
import {
  GeneralSettingsPage,
  NotAvailablePage,
  NotificationsPage,
  OverviewPage,
  PreferencesPage,
  PrivacyPage,
  ProfilePage,
  RolesPage,
  SecurityPage,
  SubscriptionPage,
  TaxPage,
} from './pages';

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
    case 'organization-general':
      return <GeneralSettingsPage />;
    case 'organization-subscription':
      return <SubscriptionPage />;
    case 'organization-tax':
      return <TaxPage />;
    case 'personal-profile':
      return <ProfilePage />;
    case 'personal-security':
      return <SecurityPage />;
    case 'personal-preferences':
      return <PreferencesPage />;
    case 'personal-notifications':
      return <NotificationsPage />;
    case 'personal-privacy':
      return <PrivacyPage />;
    case 'not-available':
      return <NotAvailablePage titleId={section.titleId} />;
  }
}
