import { Navigate, Route, Routes } from 'react-router';
import { SETTINGS_SECTIONS } from '../sections/settings-sections';
import { AliasRedirect } from './AliasRedirect';
import { SETTINGS_ALIASES } from './aliases';
import { NotFoundPage } from './pages';
import { SectionRoute } from './SectionRoute';

/** Everything under /settings (or /{organizationSlug}/settings). */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="overview" replace />} />
      {SETTINGS_SECTIONS.filter((section) => !section.outsideSettings).map((section) => (
        <Route key={section.path} path={section.path} element={<SectionRoute section={section} />} />
      ))}
      {Object.entries(SETTINGS_ALIASES).map(([from, target]) => (
        <Route key={from} path={from} element={<AliasRedirect target={target} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
