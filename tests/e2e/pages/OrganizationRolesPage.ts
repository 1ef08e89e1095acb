import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Settings › Roles & Permissions: the roles as tabs, one role's holders and permissions at a time. */
export class OrganizationRolesPage {
  readonly panel: Locator;
  readonly createButton: Locator;
  readonly openTeam: Locator;
  readonly ownerOnlyNote: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.createButton = page.getByRole('button', { name: 'Create role' });
    this.openTeam = page.getByRole('link', { name: 'Open Team' });
    this.ownerOnlyNote = page.getByText('Only the owner can change permissions.', { exact: false });
    this.toasts = page.locator('.bp6-toast');
  }

  tab(role: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${escape(role)}\\b`) });
  }

  async tabNames(): Promise<string[]> {
    await this.page.getByRole('tab').first().waitFor();
    return this.page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.querySelector('.roles-tab > span')?.textContent?.trim() ?? ''));
  }

  async open(role: string): Promise<void> {
    await this.tab(role).click();
    await this.panel.getByRole('heading', { level: 2, name: new RegExp(`^${escape(role)}`) }).waitFor();
  }

  permission(label: string): Locator {
    return this.panel.getByRole('checkbox', { name: label, exact: true });
  }

  /** Clicks a permission's label, as a person does (Blueprint hides the checkbox itself). */
  async togglePermission(label: string): Promise<void> {
    await this.permission(label).locator('xpath=ancestor::label[1]').click();
  }

  async holders(): Promise<string[]> {
    const list = this.panel.getByRole('list', { name: 'Held by' });
    if ((await list.count()) === 0) return [];
    return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  }

  assignSelect(): Locator {
    return this.panel.getByLabel('Give this role to a team member');
  }

  assignButton(): Locator {
    return this.panel.getByRole('button', { name: 'Assign role' });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }
}
