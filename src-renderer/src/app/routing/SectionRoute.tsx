import { NoAccess } from '../../components/NoAccess';
import { canSeeSection, type SettingsSection } from '../sections/settings-sections';
import { useSession } from '../session/SessionContext';
import { NotAvailablePage } from './pages';

/**
 * One area's route. An address typed by hand still meets the menu's rule: a user who may not see
 * the entry gets an explanation instead of the page (the server refuses its calls anyway).
 */
export function SectionRoute({ section }: { section: SettingsSection }) {
  const { user } = useSession();
  if (!canSeeSection(user, section)) return <NoAccess titleId={section.titleId} bodyId={section.noAccessBodyId} />;
  const Page = section.page;
  return Page === null ? <NotAvailablePage titleId={section.titleId} /> : <Page />;
}
