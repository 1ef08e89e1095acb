import type { Locator, Page } from 'playwright-core';

/**
 * What every settings form shares (personal pages, General Settings, the tax document): the unsaved or
 * all-saved indicator, Save Changes, and the toasts that answer a save.
 */
export class SettingsForm {
  readonly saveButton: Locator;
  readonly saveStatus: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Save Changes', exact: true });
    this.saveStatus = page.getByRole('status').filter({ hasText: /^(Unsaved changes|All changes saved)$/ });
    this.toasts = page.locator('.bp6-toast');
  }

  async status(): Promise<string> {
    return (await this.saveStatus.innerText()).trim();
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** Waits for a toast with the title and, when given, the text under it; returns its whole text. */
  async waitForToast(title: string, description?: string): Promise<string> {
    const toast = this.toast(title)
      .filter(description === undefined ? {} : { hasText: description })
      .last();
    await toast.waitFor();
    return (await toast.innerText()).trim();
  }

  /** Clicks the label of a switch or checkbox, as a person does (Blueprint hides the input itself). */
  async toggle(control: Locator): Promise<void> {
    await control.locator('xpath=ancestor::label[1]').click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}
