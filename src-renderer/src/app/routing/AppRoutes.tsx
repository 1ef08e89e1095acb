import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageLoading } from '../../components/FullPageLoading';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { OrganizationSlugGuard } from '../session/OrganizationSlugGuard';
import { SessionEndedRedirect } from '../session/SessionEndedRedirect';
import { SessionGate } from '../session/SessionGate';
import { SettingsShell } from '../shell/SettingsShell';
import { HomeRedirect } from './HomeRedirect';
import { SETTINGS_SECTIONS } from '../sections/settings-sections';
import { InvitationPage, NotFoundPage, SetupPage, SignInPage, TimezoneCheckerPage } from './pages';
import { SectionRoute } from './SectionRoute';
import { SettingsRoutes } from './SettingsRoutes';

export function AppRoutes() {
  return (
    // Outside the shell there is no router-aware home yet, so Go Home reloads the root address.
    <ErrorBoundary onGoHome={() => window.location.assign('/')}>
      <SessionEndedRedirect />
      <Suspense fallback={<FullPageLoading />}>
        <Routes>
          <Route path="/login" element={<SignInPage />} />
          <Route path="/setup" element={<SetupPage />} />
          {/* A team invitation's link: opened without a session, the token is the proof. */}
          <Route path="/invite/:token" element={<InvitationPage />} />
          <Route element={<SessionGate />}>
            <Route index element={<HomeRedirect />} />
            <Route element={<SettingsShell />}>
              <Route path="settings/*" element={<SettingsRoutes />} />
              <Route
                path=":organizationSlug/settings/*"
                element={
                  <OrganizationSlugGuard>
                    <SettingsRoutes />
                  </OrganizationSlugGuard>
                }
              />
              {SETTINGS_SECTIONS.filter((section) => section.outsideSettings).flatMap((section) => [
                <Route key={section.path} path={section.path} element={<SectionRoute section={section} />} />,
                <Route
                  key={`:organizationSlug/${section.path}`}
                  path={`:organizationSlug/${section.path}`}
                  element={
                    <OrganizationSlugGuard>
                      <SectionRoute section={section} />
                    </OrganizationSlugGuard>
                  }
                />,
              ])}
              <Route path="timezone-checker" element={<TimezoneCheckerPage />} />
              <Route
                path=":organizationSlug/timezone-checker"
                element={
                  <OrganizationSlugGuard>
                    <TimezoneCheckerPage />
                  </OrganizationSlugGuard>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
