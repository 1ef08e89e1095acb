import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SectionLoading } from '../../components/FullPageLoading';
import { LeaveGuard } from '../../components/form/LeaveGuard';
import { MaintenanceBanner } from '../../features/system-config/MaintenanceBanner';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { CommandPalette } from '../palette/CommandPalette';
import { useShellShortcuts } from '../shortcuts/useShellShortcuts';
import { SettingsMenu } from './SettingsMenu';
import { ShellHeader } from './ShellHeader';
import { mobileMenuOpenAtom, paletteOpenAtom } from './shell-atoms';
import { useFieldJump } from './useFieldJump';
import { useSettingsNavigation } from './useSettingsNavigation';

/**
 * The frame of every settings page: header, the left menu (a `nav` labelled Settings, per the
 * contract's landmarks), the page in an error boundary, the command palette, the guard that asks
 * before unsaved edits are left behind, and the jump to a setting a search result points at.
 */
export function SettingsShell() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useSettingsNavigation();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const paletteOpen = useAtomValue(paletteOpenAtom);
  useShellShortcuts(navigation);
  useFieldJump();

  // Escape folds the narrow-window menu away again, unless the palette (which owns Escape) is up.
  useEffect(() => {
    if (!menuOpen || paletteOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, paletteOpen, setMenuOpen]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <ShellHeader />
      <MaintenanceBanner />
      <div className="shell-body">
        <nav
          id="settings-menu"
          aria-label={intl.formatMessage({ id: 'app.settings' })}
          className={`settings-menu${menuOpen ? ' is-open' : ''}`}
        >
          <SettingsMenu onNavigate={() => setMenuOpen(false)} />
        </nav>
        <main id="main-content" className="shell-main" tabIndex={-1}>
          <ErrorBoundary key={location.pathname} onGoHome={() => void navigate(navigation.homeHref)}>
            <Suspense fallback={<SectionLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <CommandPalette />
      <LeaveGuard />
    </div>
  );
}
