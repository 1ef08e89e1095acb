import { Button } from '@blueprintjs/core';
import { useAtom, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { HeaderBrand } from '../branding/HeaderBrand';
import { currentModifierLabel } from '../shortcuts/modifier-label';
import { mobileMenuOpenAtom, paletteOpenAtom } from './shell-atoms';
import { UserMenu } from './UserMenu';

export function ShellHeader() {
  const intl = useIntl();
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
      <HeaderBrand />
      <div className="shell-header-spacer" />
      <Button className="palette-button" variant="outlined" icon="search" onClick={() => setPaletteOpen(true)}>
        <span className="palette-button-text">{intl.formatMessage({ id: 'palette.open' })}</span>
        <kbd className="palette-button-keys">{currentModifierLabel()}K</kbd>
      </Button>
      <UserMenu />
    </header>
  );
}
