import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { rootPath, settingsPath, slugInPath, staffPath } from '../routing/paths';
import { findSection, visibleSections, type SettingsSection } from '../sections/settings-sections';
import { useSession } from '../session/SessionContext';

export interface SettingsNavigation {
  /** The areas this user may open, in menu order. */
  sections: SettingsSection[];
  /** Address of an area by its path, keeping the slugged or plain form the user is on. */
  hrefOf(sectionPath: string): string;
  /** Address of a setting inside an area: the page, with the field to open at. */
  fieldHrefOf(sectionPath: string, fieldId: string): string;
  teamHref: string;
  homeHref: string;
}

export function useSettingsNavigation(): SettingsNavigation {
  const { user } = useSession();
  const { pathname } = useLocation();
  const slug = slugInPath(pathname);
  const sections = useMemo(() => visibleSections(user), [user]);
  return useMemo(() => {
    const hrefOf = (sectionPath: string) =>
      findSection(sectionPath)?.outsideSettings ? rootPath(slug, sectionPath) : settingsPath(slug, sectionPath);
    return {
      sections,
      hrefOf,
      fieldHrefOf: (sectionPath: string, fieldId: string) => `${hrefOf(sectionPath)}#${encodeURIComponent(fieldId)}`,
      teamHref: staffPath(slug),
      homeHref: settingsPath(slug, 'overview'),
    };
  }, [sections, slug]);
}
