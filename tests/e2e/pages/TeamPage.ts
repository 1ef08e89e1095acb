import type { Locator, Page } from 'playwright-core';

/** /staff: the team list, its role pickers and the Add team member dialog. */
export class TeamPage {
  readonly table: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
    this.addButton = page.getByRole('button', { name: 'Add team member' });
    this.dialog = page.getByRole('dialog', { name: 'Add team member' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  roleSelect(name: string): Locator {
    return this.page.getByRole('combobox', { name: `Role of ${name}` });
  }

  async status(name: string): Promise<string> {
    return (await this.row(name).locator('.bp6-tag').last().innerText()).trim();
  }

  async memberNames(): Promise<string[]> {
    const headers = await this.table.getByRole('rowheader').allInnerTexts();
    return headers.map((text) => text.replace(/\s*You$/, '').trim());
  }
}
