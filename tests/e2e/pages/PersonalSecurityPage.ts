import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Security: password, two-factor authentication, active sessions. */
export class PersonalSecurityPage extends SettingsForm {
  readonly passwordCard: Locator;
  readonly twoFactorCard: Locator;
  readonly sessionsCard: Locator;
  readonly passwordDialog: Locator;
  readonly twoFactorDialog: Locator;
  readonly disableTwoFactorDialog: Locator;
  readonly twoFactorSwitch: Locator;

  constructor(page: Page) {
    super(page);
    this.passwordCard = page.getByRole('region', { name: 'Password' });
    this.twoFactorCard = page.getByRole('region', { name: 'Two-factor authentication' });
    this.sessionsCard = page.getByRole('region', { name: 'Active sessions' });
    this.passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    this.twoFactorDialog = page.getByRole('dialog', {
      name: /^(Turn on two-factor authentication|Save your recovery codes)$/,
    });
    this.disableTwoFactorDialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    this.twoFactorSwitch = this.twoFactorCard.getByRole('switch', { name: 'Two-factor authentication' });
  }

  async lastChanged(): Promise<string> {
    return (await this.passwordCard.getByTestId('password-last-changed').innerText()).trim();
  }

  /** Other devices are signed out unless `keepOtherSessions` ticks "Keep me signed in on other devices". */
  async changePassword(
    current: string,
    next: string,
    { confirm = next, keepOtherSessions = false }: { confirm?: string; keepOtherSessions?: boolean } = {},
  ): Promise<void> {
    await this.passwordCard.getByRole('button', { name: 'Change Password' }).click();
    await this.passwordDialog.waitFor();
    await this.passwordDialog.getByLabel('Current password').fill(current);
    await this.passwordDialog.getByLabel('New password', { exact: true }).fill(next);
    await this.passwordDialog.getByLabel('Confirm new password').fill(confirm);
    const keep = this.passwordDialog.getByRole('checkbox', { name: 'Keep me signed in on other devices' });
    if ((await keep.isChecked()) !== keepOtherSessions) await this.toggle(keep);
    await this.passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  }

  /** Flips the switch off and confirms with the current password in the dialog it opens. */
  async turnOffTwoFactor(password: string): Promise<void> {
    await this.twoFactorSwitch.click({ force: true });
    await this.disableTwoFactorDialog.waitFor();
    await this.disableTwoFactorDialog.getByLabel('Current password').fill(password);
    await this.disableTwoFactorDialog.getByRole('button', { name: 'Turn off' }).click();
  }

  /** The setup key as shown (grouped by four), without its spaces. */
  async secret(): Promise<string> {
    return (await this.twoFactorDialog.locator('code.two-factor-secret').innerText()).replace(/\s+/g, '');
  }

  async recoveryCodes(): Promise<string[]> {
    const list = this.twoFactorDialog.getByRole('list', { name: 'Recovery codes' });
    return (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  }

  sessions(): Locator {
    return this.sessionsCard.getByRole('listitem');
  }

  session(name: string): Locator {
    return this.sessions().filter({ hasText: name });
  }
}
