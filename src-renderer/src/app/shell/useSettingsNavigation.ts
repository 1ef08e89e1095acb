import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { settingsPath, slugInPath, staffPath } from '../routing/paths';
import { visibleSections, type SettingsSection } from '../sections/settings-sections';
import { useSession } from '../session/SessionContext';

export interface SettingsNavigation {
  /** The sections this user may open, in menu order. */
  sections: SettingsSection[];
  /** Address of a section, keeping the slugged or plain form the user is on. */
  hrefOf(sectionPath: string): string;
  teamHref: string;
  homeHref: string;
}

export function useSettingsNavigation(): SettingsNavigation {
  const { user } = useSession();
  const { pathname } = useLocation();
  const slug = slugInPath(pathname);
  const sections = useMemo(() => visibleSections(user), [user]);
  return useMemo(
    () => ({
      sections,
      hrefOf: (sectionPath: string) => settingsPath(slug, sectionPath),
      teamHref: staffPath(slug),
      homeHref: settingsPath(slug, 'overview'),
    }),
    [sections, slug],
  );
}
