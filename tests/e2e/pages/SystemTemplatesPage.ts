import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/**
 * Settings › System templates (spec part 3 §2): the tabs with their counts, the search, the list
 * or card view, each template's row with Preview, Edit and its menu, the confirmations and the
 * preview dialog, as a person reaches them.
 */
export class SystemTemplatesPage extends SettingsForm {
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly listView: Locator;
  readonly cardView: Locator;
  readonly newTemplate: Locator;
  readonly tools: Locator;

  constructor(page: Page) {
    super(page);
    this.search = page.getByRole('searchbox', { name: 'Search templates', exact: true });
    this.table = page.getByRole('table', { name: 'Message templates', exact: true });
    this.rows = this.table.locator('tbody tr');
    this.cards = page.getByRole('list', { name: 'Message templates', exact: true }).getByRole('listitem');
    this.listView = page.getByRole('button', { name: 'List', exact: true });
    this.cardView = page.getByRole('button', { name: 'Cards', exact: true });
    this.newTemplate = page.getByRole('button', { name: 'New template', exact: true });
    this.tools = page.getByRole('button', { name: 'Platform tools', exact: true });
  }

  /** A tab by its title ('All', 'SMS', 'Email'); its name also carries the count. */
  tab(title: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${title}\\s*\\d*$`) });
  }

  /** The count a tab shows. */
  async count(title: string): Promise<number> {
    return Number((await this.tab(title).locator('.bp6-tag').innerText()).trim());
  }

  /** A template's row by the id the server gave it. */
  row(id: string): Locator {
    return this.rows.and(this.page.locator(`[data-template-id="${id}"]`));
  }

  /** The names the list shows, top to bottom. */
  async names(): Promise<string[]> {
    return (await this.rows.locator('.system-templates-name').allInnerTexts()).map((text) => text.trim());
  }

  /** What a row's status cell says: 'System Active Customized'. */
  async state(id: string): Promise<string> {
    const tags = await this.row(id).locator('.system-templates-tags .bp6-tag').allInnerTexts();
    return tags.map((tag) => tag.trim()).join(' ');
  }

  /** Opens a template's menu and chooses an entry ('Reset to default', 'Duplicate', 'Delete'...). */
  async choose(name: string, action: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `More actions for ${name}`, exact: true })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** A confirmation by its question. */
  confirmation(question: string): Locator {
    return this.page.getByRole('alertdialog', { name: question, exact: true });
  }

  async preview(name: string): Promise<Locator> {
    await this.page
      .getByRole('button', { name: `Preview ${name}`, exact: true })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Preview: ${name}`, exact: true });
    await dialog.waitFor();
    return dialog;
  }
}
