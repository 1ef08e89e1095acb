import type { Locator, Page } from 'playwright-core';

/** The settings frame: the menu (`nav` labelled Settings), the palette, the user menu. */
export class SettingsShell {
  readonly nav: Locator;
  readonly search: Locator;
  readonly heading: Locator;
  readonly palette: Locator;
  readonly userMenuButton: Locator;
  readonly menuToggle: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Settings', exact: true });
    this.search = this.nav.getByPlaceholder(/^Search/);
    this.heading = page.getByRole('heading', { level: 1 });
    this.palette = page.getByRole('dialog');
    this.userMenuButton = page.getByRole('button', { name: /^Account menu/ });
    this.menuToggle = page.getByRole('button', { name: 'Menu', exact: true });
  }

  async waitForHeading(text: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
  }

  /** The accessible names of the menu's links, in order, as assistive technology reads them. */
  async menuEntries(): Promise<string[]> {
    await this.nav.getByRole('link').first().waitFor();
    const snapshot = await this.nav.ariaSnapshot();
    return [...snapshot.matchAll(/- link "([^"]+)"/g)].map((match) => match[1] ?? '');
  }

  link(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  async openFromMenu(name: string): Promise<void> {
    await this.link(name).click();
    await this.waitForHeading(name);
  }

  async openPalette(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await this.palette.waitFor();
  }

  paletteInput(): Locator {
    return this.palette.getByRole('combobox');
  }

  async signOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }
}
