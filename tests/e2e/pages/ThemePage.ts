import type { Locator } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type DesignLanguageName = 'Luxury' | 'Minimal' | 'Bold' | 'Clean' | 'Glass' | 'Modern';
export type PaletteName =
  | 'Premium Rose Gold'
  | 'Champagne Luxe'
  | 'Deep Burgundy'
  | 'Spa'
  | 'Lavender'
  | 'Warm Earth'
  | 'Ocean'
  | 'Coral Sunset'
  | 'Pure Minimalist';
export type ModeName = 'Light' | 'Dark' | 'System';

/** Settings › Theme Customization: design language cards, mode, palettes, the live preview, Reset. */
export class ThemePage extends SettingsForm {
  readonly preview: Locator;
  readonly resetButton: Locator;
  readonly readOnlyNotice: Locator;
  readonly resetDialog: Locator;

  constructor(page: SettingsForm['page']) {
    super(page);
    this.preview = page.getByRole('img', { name: /^Preview of / });
    this.resetButton = page.getByRole('button', { name: 'Reset', exact: true });
    this.readOnlyNotice = page.getByText('Chosen by your administrators');
    this.resetDialog = page.getByRole('alertdialog', { name: 'Reset the theme to the defaults?' });
  }

  designLanguage(name: DesignLanguageName): Locator {
    return this.page.getByRole('radiogroup', { name: 'Design language' }).getByRole('radio', { name, exact: true });
  }

  palette(name: PaletteName): Locator {
    return this.page.getByRole('radiogroup', { name: 'Colour palettes' }).getByRole('radio', { name, exact: true });
  }

  mode(name: ModeName): Locator {
    return this.page.getByRole('radiogroup', { name: 'Theme mode' }).getByRole('radio', { name, exact: true });
  }

  /** Picks an option as a person does: a click on its card or label (the radio itself is not drawn). */
  async choose(option: Locator): Promise<void> {
    await option.locator('xpath=ancestor::label[1]').click();
  }

  /** The menu's NEW badge: a primary-intent Blueprint tag elsewhere in the app. */
  newBadge(): Locator {
    return this.page.locator('.settings-menu .menu-entry-badge');
  }

  /** The computed background colour of an element, as 'rgb(r, g, b)'. */
  async background(element: Locator): Promise<string> {
    return element.evaluate((node) => getComputedStyle(node).backgroundColor);
  }

  async bodyIsDark(): Promise<boolean> {
    return this.page.evaluate(() => document.body.classList.contains('bp6-dark'));
  }

  async designLanguageOfApp(): Promise<string | undefined> {
    return this.page.evaluate(() => document.body.dataset.designLanguage);
  }
}
