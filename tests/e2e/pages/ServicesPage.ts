import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One service as its row shows it. */
export interface ServiceRow {
  name: string;
  archived: boolean;
  /** The line under the name: category, variant count, timing, joined by ' | '. */
  meta: string;
  duration: string;
  price: string;
}

/**
 * Settings › Services (Services & Booking): the four tabs; on the Services tab the category
 * sidebar, the service list with its search and menus, and the category and service dialogs.
 */
export class ServicesPage extends SettingsForm {
  readonly sidebar: Locator;
  readonly list: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addCategory: Locator;
  readonly addService: Locator;

  constructor(page: Page) {
    super(page);
    this.sidebar = page.getByRole('region', { name: 'Categories', exact: true });
    // Named by its heading, which is the chosen category's name or 'All services'.
    this.list = page.locator('#services-list');
    this.table = this.list.getByRole('table');
    this.search = page.getByRole('searchbox', { name: 'Search services' });
    this.addCategory = this.sidebar.getByRole('button', { name: 'Add Category' });
    this.addService = this.list.getByRole('button', { name: 'Add Service' }).first();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A sidebar entry: its accessible name is the name, 'Inactive' if so, then the count ('Hair 2 services'). */
  category(name: string): Locator {
    return this.sidebar.getByRole('button', { name: new RegExp(`^${escape(name)}( Inactive)? \\d+ services?$`) });
  }

  /** The name of the chosen sidebar entry. */
  async selectedCategory(): Promise<string> {
    const pressed = this.sidebar.locator('button[aria-pressed="true"] .services-category-name');
    return (await pressed.innerText()).trim();
  }

  async categoryNames(): Promise<string[]> {
    const names = await this.sidebar.locator('.services-category-name').allInnerTexts();
    return names.map((name) => name.trim());
  }

  /** Opens a category's menu and chooses an item (Edit, Move up, Move down, Delete). */
  async categoryAction(name: string, item: string): Promise<void> {
    await this.sidebar.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await this.menuItem(item).click();
  }

  /** The list's heading: the chosen category's name or 'All services'. */
  async listTitle(): Promise<string> {
    return (await this.list.getByRole('heading', { level: 2 }).innerText()).trim();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${escape(name)}`) }) });
  }

  /** Every service the list shows, as a person reads each row. */
  async rows(): Promise<ServiceRow[]> {
    if ((await this.table.count()) === 0) return [];
    return this.table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        const meta = [...row.querySelectorAll('.services-row-meta > span')].map((span) => span.textContent?.trim());
        return {
          name:
            row.querySelector('.services-row-name > span:not(.services-dot):not(.bp6-tag)')?.textContent?.trim() ?? '',
          archived: row.querySelector('.services-archived') !== null,
          meta: meta.join(' | '),
          duration: cells[0]?.textContent?.trim() ?? '',
          price: cells[1]?.textContent?.trim() ?? '',
        };
      }),
    );
  }

  /** Opens a service's menu and chooses an item (Edit, Archive, Activate, Delete). */
  async serviceAction(name: string, item: string): Promise<void> {
    await this.list.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await this.menuItem(item).click();
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /** A tab inside the service dialog (Basic Details, Pricing, Advanced). */
  async dialogTab(dialog: Locator, name: string): Promise<void> {
    await dialog.getByRole('tab', { name, exact: true }).click();
  }

  /** Chooses a radio or switch by clicking its label, as a person does (Blueprint hides the input). */
  async choose(dialog: Locator, label: string): Promise<void> {
    await dialog.locator('label.bp6-control').filter({ hasText: label }).click();
  }

  variant(dialog: Locator, number: number): Locator {
    return dialog.getByRole('group', { name: `Variant ${number}`, exact: true });
  }

  /** The red banner of the service dialog. */
  banner(dialog: Locator): Locator {
    return dialog.locator('.services-dialog-banner');
  }

  empty(title: string): Locator {
    return this.list.getByRole('heading', { level: 3, name: title, exact: true });
  }
}
