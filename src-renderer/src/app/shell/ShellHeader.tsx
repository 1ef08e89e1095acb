import { Button, Icon } from '@blueprintjs/core';
import { useAtom, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { currentModifierLabel } from '../shortcuts/modifier-label';
import { useSession } from '../session/SessionContext';
import { mobileMenuOpenAtom, paletteOpenAtom } from './shell-atoms';
import { UserMenu } from './UserMenu';

export function ShellHeader() {
  const intl = useIntl();
  const { organization } = useSession();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const setPaletteOpen = useSetAtom(paletteOpenAtom);

  return (
    <header className="shell-header">
      <Button
        className="menu-toggle"
        variant="minimal"
        icon="menu"
        text={intl.formatMessage({ id: 'menu.toggle.text' })}
        aria-controls="settings-menu"
        aria-expanded={menuOpen}
        title={intl.formatMessage({ id: menuOpen ? 'menu.toggle.close' : 'menu.toggle.open' })}
        onClick={() => setMenuOpen((open) => !open)}
      />
      <div className="shell-brand">
        <Icon icon="cog" aria-hidden />
        <span className="shell-brand-title">{intl.formatMessage({ id: 'app.settings' })}</span>
        <span className="shell-brand-organization">{organization.name}</span>
      </div>
      <div className="shell-header-spacer" />
      <Button className="palette-button" variant="outlined" icon="search" onClick={() => setPaletteOpen(true)}>
        <span className="palette-button-text">{intl.formatMessage({ id: 'palette.open' })}</span>
        <kbd className="palette-button-keys">{currentModifierLabel()}K</kbd>
      </Button>
      <UserMenu />
    </header>
  );
}
